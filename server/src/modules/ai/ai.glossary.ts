import { DICTIONARY } from './ai.dictionary';
import { normalize } from './ai.text';

/**
 * The domain glossary: what guests ask about in a short-term rental, in English and Spanish
 * (Spain and Latin America). A question word found here is searched together with every other term
 * of its concept, so "contraseña del wifi" finds an English "Wi-Fi password" section and
 * "where do I put the trash" finds "Basura y reciclaje". Concepts are deliberately narrow: a broad
 * concept makes unrelated sections match and unanswerable questions look answerable.
 */
const CONCEPTS: Record<string, string[]> = {
  wifi: ['wifi', 'wi-fi', 'wi fi', 'wireless', 'internet', 'router', 'network', 'ssid', 'red wifi', 'red inalambrica', 'conexion', 'connection', 'conectarme', 'conectar', 'connect'],
  password: ['password', 'passcode', 'passwords', 'pwd', 'contraseña', 'contrasena', 'contrasenia', 'clave', 'code', 'codigo', 'código'],
  checkin: ['check-in', 'check in', 'checkin', 'arrival', 'arrive', 'arriving', 'arrivals', 'llegada', 'llegar', 'llego', 'llegamos', 'entrada', 'hora de entrada', 'early check-in', 'self check-in', 'get in', 'getting in', 'get into', 'getting into', 'entrar', 'entro', 'entramos', 'acceder', 'acceso'],
  checkout: ['check-out', 'check out', 'checkout', 'departure', 'depart', 'leave', 'leaving', 'salida', 'salir', 'salimos', 'hora de salida', 'marcharnos', 'irnos', 'irme', 'nos vamos', 'me voy', 'dejar el piso', 'late checkout', 'late check-out', 'be out', 'out by', 'vacate', 'dejar libre', 'last day', 'ultimo dia', 'último día', 'dia de salida', 'día de salida'],
  keys: ['key', 'keys', 'llave', 'llaves', 'keybox', 'key box', 'lockbox', 'lock box', 'caja de llaves', 'cajetin', 'key safe'],
  doorcode: ['door code', 'keypad', 'smart lock', 'lock', 'locked', 'cerradura', 'teclado', 'codigo de la puerta', 'código de acceso', 'access code', 'pin', 'codigo', 'code'],
  door: ['door', 'front door', 'puerta', 'portal', 'entrance', 'building', 'building entrance', 'street door', 'edificio', 'bloque'],
  intercom: ['intercom', 'buzzer', 'doorbell', 'portero', 'portero automatico', 'telefonillo', 'timbre'],
  parking: ['parking', 'park', 'parked', 'car park', 'garage', 'parking space', 'parking spot', 'aparcamiento', 'aparcar', 'aparco', 'estacionamiento', 'estacionar', 'estaciono', 'garaje', 'plaza de garaje', 'plaza de aparcamiento', 'cochera'],
  car: ['car', 'cars', 'coche', 'coches', 'auto', 'carro', 'vehicle', 'vehiculo'],
  evcharger: ['ev charger', 'charger', 'charging point', 'cargador', 'punto de carga', 'electric car', 'coche electrico'],
  trash: ['trash', 'garbage', 'rubbish', 'bin', 'bins', 'waste', 'basura', 'basuras', 'residuos', 'contenedor', 'contenedores', 'container', 'containers', 'cubo de basura', 'papelera', 'garbage day', 'bin day'],
  recycling: ['recycling', 'recycle', 'reciclaje', 'reciclar', 'glass', 'vidrio', 'plastic', 'plastico', 'envases', 'cardboard', 'carton', 'organic', 'organico', 'bottles', 'botellas'],
  heating: ['heating', 'heater', 'heaters', 'heat', 'radiator', 'radiators', 'thermostat', 'calefaccion', 'calefactor', 'radiador', 'radiadores', 'termostato', 'calentar', 'warm', 'cold', 'frio', 'calor', 'freezing', 'chilly', 'helando', 'congelando', 'pasando frio'],
  aircon: ['air conditioning', 'air conditioner', 'aircon', 'boiling', 'roasting', 'too hot', 'so hot', 'muy caliente', 'asfixiante', 'nos asamos', 'a/c', 'ac', 'cooling', 'aire acondicionado', 'aire', 'climatizacion', 'split', 'fan', 'fans', 'ventilador', 'ventiladores'],
  fireplace: ['fireplace', 'chimenea', 'firewood', 'lena', 'leña', 'wood stove', 'estufa'],
  // ("calentador de agua", not "calentador": Spanish stemming makes it "calentar", a heating word.)
  hotwater: ['hot water', 'boiler', 'water heater', 'agua caliente', 'caldera', 'calentador de agua', 'termo'],
  // A bathtub is not a shower: "is there a bathtub?" is not answered by "a shower".
  shower: ['shower', 'showers', 'ducha', 'duchas', 'bathroom', 'bano', 'baño', 'toilet', 'vater', 'inodoro', 'wc'],
  bathtub: ['bathtub', 'bath tub', 'bath', 'banera', 'bañera', 'tub'],
  towels: ['towel', 'towels', 'toalla', 'toallas', 'beach towel', 'beach towels', 'toallas de playa'],
  bedding: ['sheets', 'bed linen', 'linen', 'bedding', 'sabanas', 'sábanas', 'ropa de cama', 'blanket', 'blankets', 'manta', 'mantas', 'pillow', 'pillows', 'almohada', 'almohadas', 'duvet', 'edredon', 'nordico', 'cojines'],
  beds: ['bed', 'beds', 'cama', 'camas', 'bedroom', 'bedrooms', 'dormitorio', 'dormitorios', 'habitacion', 'habitaciones', 'sofa bed', 'sofa cama', 'sofá cama', 'bunk bed', 'litera'],
  laundry: ['laundry', 'washing machine', 'washer', 'lavadora', 'lavanderia', 'lavandería', 'detergent', 'detergente', 'clothes', 'ropa', 'wash clothes', 'lavar la ropa', 'clothesline', 'drying rack', 'tendedero', 'tender', 'laundromat'],
  dryer: ['dryer', 'tumble dryer', 'secadora'],
  hairdryer: ['hair dryer', 'hairdryer', 'blow dryer', 'secador', 'secador de pelo'],
  iron: ['iron', 'ironing', 'ironing board', 'plancha', 'planchar', 'tabla de planchar'],
  kitchen: ['kitchen', 'cocina', 'cook', 'cooking', 'cocinar', 'stove', 'hob', 'cooktop', 'vitroceramica', 'vitro', 'induccion', 'induction', 'fogones', 'oven', 'horno', 'microwave', 'microondas', 'pots', 'pans', 'ollas', 'sarten', 'sartenes', 'utensils', 'utensilios', 'cutlery', 'cubiertos'],
  fridge: ['fridge', 'refrigerator', 'freezer', 'nevera', 'frigorifico', 'frigo', 'refrigerador', 'congelador', 'heladera'],
  dishwasher: ['dishwasher', 'lavavajillas', 'lavaplatos', 'dishes', 'platos', 'wash up', 'washing up', 'fregar', 'dish soap', 'lavavajillas pastillas', 'dishwasher tablets', 'dishwasher tabs', 'tabs', 'plates', 'plato'],
  coffee: ['coffee', 'coffee maker', 'coffee machine', 'cafe', 'café', 'cafetera', 'nespresso', 'capsules', 'capsulas', 'cápsulas'],
  city: ['city', 'cities', 'town', 'ciudad', 'ciudades', 'pueblo'],
  wallet: ['wallet', 'wallets', 'purse', 'cartera', 'carteras', 'monedero', 'billetera'],
  shoes: ['shoes', 'shoe', 'slippers', 'zapatos', 'zapato', 'calzado', 'zapatillas'],
  tablets: ['tablet', 'tablets', 'pastilla', 'pastillas', 'pill', 'pills', 'dishwasher tablets'],
  bottles: ['bottle', 'bottles', 'botella', 'botellas'],
  table: ['table', 'tables', 'mesa', 'mesas'],
  mobile: ['mobile', 'mobile phone', 'cell phone', 'cellphone', 'smartphone', 'movil', 'móvil', 'celular', 'telefono movil'],
  remote_work: ['remote work', 'working remotely', 'work remotely', 'remotely', 'home office', 'video calls', 'teletrabajo', 'teletrabajar', 'trabajar desde casa', 'trabajar en remoto'],
  capacity: ['maximum number of guests', 'max guests', 'how many people', 'how many guests', 'how many of us', 'capacity', 'sleeps', 'sleeps up to', 'cuantas personas', 'numero maximo de personas', 'maximo de personas', 'maximo 4 personas', 'capacidad', 'aforo', 'ocupacion maxima'],
  tourist_tax: ['tourist tax', 'city tax', 'tasa turistica', 'tasa turística', 'impuesto turistico', 'impuesto turístico', 'ecotasa'],
  glasses: ['glasses', 'drinking glasses', 'wine glasses', 'vaso', 'vasos', 'vasos de cristal'],
  rain: ['rain', 'raining', 'rains', 'rainy', 'llover', 'lluvia', 'llueve', 'lloviendo'],
  cookware: ['pots', 'pans', 'pots and pans', 'frying pan', 'frying pans', 'saucepan', 'saucepans', 'cookware', 'sarten', 'sartén', 'sartenes', 'olla', 'ollas', 'cazuela', 'cazuelas', 'cacerola', 'cacerolas'],
  // A kettle is not a coffee maker: "is there a kettle?" must not be answered by "una cafetera italiana".
  kettle: ['kettle', 'kettles', 'electric kettle', 'hervidor', 'hervidor de agua', 'calentador de agua'],
  tea: ['tea', 'teas', 'tea bags', 'infusion', 'infusiones', 'bolsitas de te'],
  tv: ['tv', 'television', 'televisión', 'tele', 'netflix', 'streaming', 'chromecast', 'smart tv', 'remote', 'remote control', 'mando', 'mando a distancia', 'channels', 'canales'],
  pool: ['pool', 'swimming pool', 'piscina', 'alberca', 'pileta', 'swim', 'swimming', 'nadar', 'banarse', 'bañarse'],
  hottub: ['jacuzzi', 'hot tub', 'whirlpool', 'spa bath', 'hidromasaje', 'bañera de hidromasaje'],
  pets: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'mascota', 'mascotas', 'perro', 'perros', 'perra', 'perras', 'perrito', 'perrita', 'perritos', 'gato', 'gatos', 'gatito', 'gatita', 'pet friendly'],
  smoking: ['smoke', 'smoking', 'smoker', 'smokers', 'cigarette', 'cigarettes', 'vape', 'vaping', 'fumar', 'fumo', 'fumamos', 'fumadores', 'tabaco', 'cigarrillo', 'cigarrillos'],
  party: ['party', 'parties', 'fiesta', 'fiestas', 'gathering', 'reunion', 'reunión', 'event', 'events', 'evento', 'eventos', 'celebration', 'celebracion', 'birthday party', 'birthday', 'cumpleaños', 'cumpleanos', 'fiesta de cumpleaños', 'celebrate', 'celebrar'],
  noise: ['noise', 'noisy', 'loud', 'quiet', 'molestar', 'molestar a los vecinos', 'disturb', 'disturb the neighbours', 'disturb the neighbors', 'quiet hours', 'silence', 'ruido', 'ruidos', 'ruidoso', 'silencio', 'horas de silencio', 'horario de silencio', 'descanso', 'neighbours', 'neighbors', 'vecinos'],
  music: ['music', 'musica', 'música', 'speaker', 'bluetooth speaker', 'altavoz', 'parlante', 'parlantes', 'sound system', 'equipo de musica'],
  rules: ['rules', 'house rules', 'normas', 'normas de la casa', 'reglas', 'allowed', 'permitido', 'permitida', 'prohibited', 'forbidden', 'prohibido', 'prohibida'],
  visitors: ['visitor', 'visitors', 'visit us', 'extra guests', 'friends over', 'friend', 'friends', 'overnight guests', 'visitas', 'visita', 'visitantes', 'invitados', 'invitado', 'invitar', 'amigos', 'amigo', 'amiga', 'amigas',
    // Staying the night is what the house rules say about visitors ("cannot stay overnight").
    'stay overnight', 'overnight', 'sleep over', 'sleepover', 'crash', 'crash on the sofa', 'crash on the couch', 'spend the night', 'stay the night', 'quedarse a dormir', 'quedarse a pasar la noche', 'pasar la noche', 'dormir en el sofa'],
  emergency: ['emergency', 'emergencies', 'emergencia', 'emergencias', 'urgent', 'urgente', 'urgencia', '112', '911', '999'],
  hospital: ['hospital', 'hospitals', 'doctor', 'doctors', 'medico', 'médico', 'clinic', 'clinica', 'clínica', 'health centre', 'health center', 'centro de salud', 'sick', 'ill', 'enfermo', 'enferma', 'ambulance', 'ambulancia', 'a&e', 'er', 'emergency room', 'emergency department', 'urgencias', 'sala de urgencias', 'fever', 'fiebre'],
  pharmacy: ['pharmacy', 'pharmacies', 'chemist', 'drugstore', 'farmacia', 'farmacias', 'medicine', 'medicines', 'medication', 'medicina', 'medicamento', 'medicamentos', 'painkillers', 'aspirin', 'sore throat', 'dolor de garganta', 'cough', 'tos', 'ibuprofen', 'ibuprofeno', 'paracetamol'],
  // The host (or a driver) coming to fetch the guests: a service, not a way of getting around.
  pickup: ['pick us up', 'pick me up', 'airport pickup', 'meet and greet', 'recogernos', 'recogerme', 'buscarnos', 'buscarme', 'venir a buscarnos', 'recogida en el aeropuerto'],
  // An admission ticket: "tickets around 15 euros", "la entrada cuesta 5,50 euros" ("entrada" is also the
  // way in, "ticket" also the bus ticket: those words keep their other concept too).
  admission: ['admission', 'admission ticket', 'admission tickets', 'entry ticket', 'entry tickets', 'entry fee', 'entrance fee', 'entrance ticket', 'ticket', 'tickets', 'entrada', 'entradas', 'entrada general', 'entrada combinada', 'precio de la entrada'],
  police: ['police', 'policia', 'policía', 'guardia civil', 'theft', 'stolen', 'robbed', 'robo', 'robado', 'denuncia', 'comisaria', 'comisaría', 'police station', 'estacion de policia',
    'snatched', 'snatch', 'pickpocketed', 'mugged', 'report it', 'report a theft', 'report the theft', 'denunciar', 'poner una denuncia', 'robaron', 'robar', 'robos', 'hurto'],
  fire: ['fire', 'fuego', 'incendio', 'bomberos', 'firefighters', 'fire brigade', 'fire extinguisher', 'extinguisher', 'extintor', 'fire blanket', 'manta ignifuga', 'smoke alarm', 'smoke detector', 'detector de humo'],
  firstaid: ['first aid', 'primeros auxilios', 'first-aid kit', 'first aid kit', 'botiquin', 'botiquín', 'plasters', 'band-aid', 'tiritas', 'curitas'],
  contact: ['contact', 'contactar', 'get hold of', 'get in touch', 'contacto', 'call', 'llamar', 'llamo', 'phone', 'phone number', 'telephone', 'telefono', 'teléfono', 'whatsapp', 'text', 'message', 'mensaje', 'email', 'e-mail', 'correo', 'reach', 'localizar', 'get in touch', 'in touch', 'ponerme en contacto', 'ponernos en contacto', 'hablar con'],
  hostperson: ['host', 'hosts', 'owner', 'landlord', 'manager', 'anfitrion', 'anfitriona', 'anfitriones', 'propietario', 'propietaria', 'dueno', 'dueño', 'duena', 'encargado'],
  supermarket: ['supermarket', 'supermarkets', 'grocery', 'groceries', 'grocery store', 'supermercado', 'supermercados', 'tienda', 'tiendas', 'shop', 'shops', 'stores', 'compras', 'hacer la compra', 'stock up', 'mercado', 'market', 'colmado'],
  bakery: ['bakery', 'bakeries', 'pastry', 'pastries', 'cake', 'cakes', 'panaderia', 'panadería', 'pasteleria', 'pastelería', 'bollos'],
  restaurant: ['restaurant', 'restaurants', 'restaurante', 'restaurantes', 'eat', 'eat out', 'eating', 'comer', 'dinner', 'cena', 'cenar', 'lunch', 'almuerzo', 'almorzar', 'comida', 'tapas', 'tavern', 'taberna', 'paella', 'seafood', 'marisco', 'pizza', 'burger', 'supper', 'cafeteria', 'cafetería', 'marisqueria', 'marisquería'],
  breakfast: ['breakfast', 'brunch', 'desayuno', 'desayunar', 'croissant', 'churros'],
  bar: ['bar', 'bars', 'pub', 'pubs', 'drinks', 'drink', 'copas', 'copa', 'tomar algo', 'beer', 'cerveza', 'cervezas', 'wine', 'vino', 'vinos', 'cocktail', 'cocktails', 'coctel', 'nightlife', 'vida nocturna', 'marcha', 'club', 'discoteca', 'beber', 'bebidas'],
  beach: ['beach', 'beaches', 'playa', 'playas', 'sea', 'mar', 'seaside', 'cala', 'calas', 'cove', 'coast', 'costa'],
  beachgear: ['beach umbrella', 'parasol', 'sombrilla', 'beach chairs', 'sun loungers', 'hamacas', 'tumbonas', 'sillas de playa', 'nevera portatil', 'cool box', 'cooler', 'tumbona', 'hamaca', 'sunbed', 'sunbeds'],
  transport: ['public transport', 'transport', 'transporte', 'transporte publico', 'bus', 'buses', 'autobus', 'autobús', 'autobuses', 'guagua', 'colectivo', 'train', 'trains', 'tren', 'trenes', 'metro', 'subway', 'underground', 'tram', 'tranvia', 'tranvía', 'station', 'estacion', 'estación', 'ticket', 'tickets', 'billete', 'billetes', 'pasaje', 'pasajes', 'bus stop', 'parada', 'boleto', 'boletos', 'camion', 'camión', 'micro', 'paradas'],
  taxi: ['taxi', 'taxis', 'cab', 'uber', 'cabify', 'bolt'],
  // A ride on public transport (a taxi ride is "taxi"): "cuánto cuesta un viaje en tranvía".
  ride: ['ride', 'rides', 'single ride', 'single ticket', 'journey', 'viaje', 'viajes', 'trayecto', 'trayectos', 'billete sencillo'],
  airport: ['airport', 'aeropuerto', 'flight', 'flights', 'vuelo', 'vuelos', 'plane', 'avion', 'avión', 'airport transfer', 'traslado'],
  bike: ['bike', 'bikes', 'bicycle', 'bicycles', 'cycling', 'bici', 'bicis', 'bicicleta', 'bicicletas', 'scooter', 'patinete'],
  luggage: ['luggage', 'baggage', 'bags', 'suitcase', 'suitcases', 'maleta', 'maletas', 'valija', 'valijas', 'equipaje', 'consigna', 'leave luggage', 'left luggage', 'luggage storage', 'dejar las maletas', 'guardar maletas'],
  baby: ['baby', 'babies', 'infant', 'toddler', 'bebe', 'bebé', 'cot', 'crib', 'travel cot', 'cuna', 'high chair', 'highchair', 'trona'],
  // A pushchair is not the cot and high chair the host lends.
  stroller: ['stroller', 'pram', 'carrito', 'cochecito', 'pushchair', 'buggy', 'carrito de bebe', 'silla de paseo'],
  kids: ['kids', 'kid', 'chicos', 'children', 'child', 'family', 'families', 'crio', 'crios', 'nina', 'niña', 'peques', 'ninos', 'niños', 'nino', 'niño', 'ninas', 'hijos', 'familia', 'toys', 'juguetes', 'hijo', 'hija'],
  // A playground is a place of its own: a pool where children must be accompanied is not one.
  playground: ['playground', 'playgrounds', 'play area', 'parque infantil', 'zona infantil', 'columpios'],
  narrow: ['narrow', 'steep', 'estrecho', 'estrecha', 'estrechos', 'estrechas', 'angosto', 'angosta', 'empinada', 'empinadas'],
  accessibility: ['wheelchair', 'accessible', 'accessibility', 'step-free', 'silla de ruedas', 'accesible', 'accesibilidad', 'movilidad reducida', 'disabled', 'discapacidad', 'stairs', 'steps', 'escaleras', 'escalones', 'floor', 'planta', 'piso alto', 'escalera', 'staircase'],
  elevator: ['elevator', 'lift', 'ascensor', 'elevador'],
  outdoor: ['balcony', 'balconies', 'balcon', 'balcón', 'terrace', 'terraza', 'rooftop', 'azotea', 'porch'],
  garden: ['garden', 'gardens', 'yard', 'backyard', 'patio', 'jardin', 'jardín', 'huerto'],
  bbq: ['barbecue', 'bbq', 'barbacoa', 'parrilla'],
  safe: ['safe', 'safe box', 'safety deposit box', 'caja fuerte', 'valuables', 'objetos de valor'],
  blinds: ['blinds', 'shutters', 'curtains', 'persianas', 'persiana', 'cortinas', 'window', 'windows', 'ventana', 'ventanas', 'dark', 'oscuro'],
  electricity: ['electricity', 'power', 'power cut', 'power outage', 'power went out', 'power went off', 'power is off', 'lights went off', 'lights went out', 'lights just went off', 'lights just went out', 'power just went off', 'power just went out', 'lights are off', 'no lights', 'sin luz', 'blackout', 'se ha ido la luz', 'no hay luz', 'fuse', 'fuse box', 'breaker', 'circuit breaker', 'luz', 'electricidad', 'apagon', 'apagón', 'se fue la luz', 'fusibles', 'diferencial', 'cuadro electrico', 'plomos'],
  // A socket is not the fuse box: "¿hay enchufe para el coche?" is not answered by "el cuadro eléctrico".
  sockets: ['socket', 'sockets', 'plug', 'plugs', 'outlet', 'outlets', 'power outlet', 'enchufe', 'enchufes', 'adapter', 'adapters', 'adaptador', 'adaptadores'],
  water: ['tap water', 'drinking water', 'drinkable', 'agua del grifo', 'agua potable', 'potable', 'bottled water', 'agua embotellada', 'water'],
  gas: ['gas', 'gas bottle', 'butane', 'butano', 'bombona', 'gas leak', 'fuga de gas'],
  cleaning: ['cleaning', 'clean', 'cleaner', 'housekeeping', 'limpieza', 'limpiar', 'limpio', 'vacuum', 'vacuum cleaner', 'hoover', 'aspiradora', 'mop', 'fregona', 'broom', 'escoba', 'cleaning products', 'productos de limpieza'],
  toiletries: ['toiletries', 'soap', 'jabon', 'jabón', 'shampoo', 'champu', 'champú', 'shower gel', 'gel', 'toilet paper', 'toilet roll', 'papel higienico', 'papel higiénico', 'amenities'],
  deposit: ['deposit', 'security deposit', 'damage deposit', 'fianza', 'deposito', 'depósito', 'refund', 'reembolso', 'devolucion'],
  // Tourist tax is its own concept (a guide that says "pay with the app" does not say what the tax is).
  payment: ['payment', 'pay', 'paying', 'pago', 'pagar', 'impuesto', 'invoice', 'factura', 'receipt', 'recibo', 'cash', 'efectivo', 'card', 'tarjeta'],
  atm: ['atm', 'cash machine', 'cashpoint', 'cajero', 'cajero automatico', 'bank', 'banco'],
  address: ['address', 'direccion', 'dirección', 'location', 'ubicacion', 'ubicación', 'directions', 'indicaciones', 'como llegar', 'how to get', 'get there', 'map', 'mapa', 'gps', 'street', 'calle'],
  neighborhood: ['neighborhood', 'neighbourhood', 'area', 'barrio', 'zona', 'district', 'distrito', 'village', 'pueblo', 'old town', 'casco antiguo', 'centro', 'city centre', 'city center', 'downtown', 'centro historico', 'historic centre', 'historic center'],
  sights: ['things to do', 'what to do', 'que hacer', 'qué hacer', 'sightseeing', 'sights', 'museum', 'museums', 'museo', 'museos', 'monument', 'monumento', 'cathedral', 'catedral', 'castle', 'castillo', 'tour', 'tours', 'excursion', 'excursiones', 'day trip', 'attractions', 'atracciones', 'turismo', 'tourist', 'fortress', 'fortaleza', 'fort', 'palace', 'palacio', 'church', 'iglesia', 'ruins', 'ruinas', 'viewpoint', 'mirador', 'views', 'vistas', 'tour guiado', 'tours guiados', 'guided tour', 'guided tours'],
  // Not "walk" or "paseo": every guide says "5 minutes' walk" and "el paseo de ...".
  hiking: ['hike', 'hiking', 'hikes', 'trail', 'trails', 'hiking trail', 'senderismo', 'sendero', 'senderos', 'rutas de senderismo', 'mountain', 'montana', 'montaña'],
  gym: ['gym', 'gimnasio', 'fitness', 'workout', 'entrenar'],
  workspace: ['desk', 'workspace', 'work remotely', 'remote work', 'escritorio', 'teletrabajo', 'trabajar', 'office', 'oficina', 'laptop', 'portatil', 'video call', 'video calls', 'videollamada', 'videollamadas', 'zoom', 'work from', 'working from'],
  mosquito: ['mosquito', 'mosquitoes', 'mosquitos', 'insects', 'bugs', 'insectos', 'repellent', 'repelente', 'mosquitera', 'mosquito net'],
  lost: ['lost', 'lose', 'perdi', 'perdí', 'perdido', 'perdida', 'locked out', 'me quede fuera', 'sin llaves'],
  late: ['late', 'later', 'tarde', 'mas tarde', 'after hours', 'midnight', 'medianoche'],
  early: ['early', 'earlier', 'temprano', 'pronto', 'straight away', 'right away', 'immediately', 'as soon as we land', 'enseguida', 'nada mas llegar', 'en cuanto lleguemos'],
  cancel: ['cancel', 'cancellation', 'cancelar', 'cancelacion', 'cancelación'],
  repair: ['broken', 'not working', 'drops', 'keeps dropping', 'se me cae', 'se nos cae', 'no anda', 'no andan', 'no me anda', 'cutting out', 'keeps cutting out', 'cuts out', 'disconnects', 'keeps disconnecting', 'se desconecta', 'no va', 'se cae', 'se corta', "doesn't work", 'does not work', 'roto', 'rota', 'no funciona', 'estropeado', 'averia', 'avería', 'fix', 'arreglar', 'repair', 'reparar', 'problem', 'problema', 'issue'],
  language: ['english', 'ingles', 'inglés', 'spanish', 'espanol', 'español', 'castellano', 'portuguese', 'portugues', 'portugués', 'language', 'languages', 'idioma', 'idiomas', 'speak english', 'habla ingles', 'hablan ingles'],
  groceries_delivery: ['delivery', 'deliveries', 'reparto', 'domicilio', 'a domicilio', 'glovo', 'just eat', 'takeaway', 'take away', 'para llevar'],
};

export interface GlossaryConcept {
  id: string;
  /** Terms as written (used for the tsquery, which applies its own stemming). */
  terms: string[];
}

/** Term (normalized, may be several words) -> concept ids. */
const termIndex = new Map<string, string[]>();
/** Longest glossary term in words. */
let maxWords = 1;

/** The domain concepts and the general travel dictionary (narrow en/es translations). */
const ALL_CONCEPTS: ReadonlyMap<string, string[]> = new Map(Object.entries({ ...DICTIONARY, ...CONCEPTS }));

for (const [id, terms] of ALL_CONCEPTS) {
  for (const term of terms) {
    const key = normalize(term);
    if (!key) continue;
    maxWords = Math.max(maxWords, key.split(' ').length);
    const list = termIndex.get(key) ?? [];
    if (!list.includes(id)) list.push(id);
    termIndex.set(key, list);
  }
}

export const GLOSSARY_MAX_WORDS = maxWords;

export function conceptTerms(id: string): string[] {
  return ALL_CONCEPTS.get(id) ?? [];
}

/** Concepts a normalized word or phrase belongs to. */
export function conceptsOf(normalizedTerm: string): string[] {
  return termIndex.get(normalizedTerm) ?? [];
}

/**
 * Glossary phrases by a key with one word left out ("* aid kit" -> "first aid kit"), so that a phrase
 * with one misspelt word is still found ("frist aid kit").
 */
const phraseGaps = new Map<string, { phrase: string; word: string }[]>();
for (const key of termIndex.keys()) {
  const words = key.split(' ');
  if (words.length < 2) continue;
  words.forEach((word, i) => {
    const gap = words.map((w, j) => (j === i ? '*' : w)).join(' ');
    phraseGaps.set(gap, [...(phraseGaps.get(gap) ?? []), { phrase: key, word }]);
  });
}

/** Glossary phrases that `tokens` would spell with the word at `index` replaced. */
export function phrasesWithGap(tokens: string[], index: number): string[] {
  const found: string[] = [];
  for (let n = 2; n <= maxWords; n++) {
    for (let start = Math.max(0, index - n + 1); start <= index && start + n <= tokens.length; start++) {
      const gap = tokens.slice(start, start + n).map((t, j) => (start + j === index ? '*' : t)).join(' ');
      for (const entry of phraseGaps.get(gap) ?? []) found.push(entry.word);
    }
  }
  return found;
}

/** Every single-word glossary term (normalized), for typo correction against the vocabulary. */
export function glossaryWords(): string[] {
  const words = new Set<string>();
  for (const key of termIndex.keys()) if (!key.includes(' ') && key.length >= 3) words.add(key);
  return [...words];
}

/**
 * Concepts named in a text (longest phrases first), e.g. a section title. Used to add the other
 * language's words to a passage's keywords.
 */
export function conceptsInText(text: string): string[] {
  const tokens = normalize(text).split(' ').filter(Boolean);
  const found = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1; n--) {
      const ids = termIndex.get(tokens.slice(i, i + n).join(' '));
      if (ids) {
        ids.forEach((id) => found.add(id));
        i += n - 1;
        break;
      }
    }
  }
  return [...found];
}
