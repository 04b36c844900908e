/**
 * General travel vocabulary, English <-> Spanish (Spain and Latin America): narrow translation
 * concepts that let a question in one language find a guide written in the other ("pescado" ->
 * "fish"). Merged into the glossary's concepts (ai.glossary.ts). Written from general knowledge of
 * what hosts and guests write, not from any benchmark question. Each concept is one meaning: a word,
 * its plural and common inflections, and its translations - never a broad topic.
 *
 * Rules kept here:
 *  - no term repeats a term of the glossary's CONCEPTS or of another concept below (normalized: accents
 *    folded, lower case, punctuation to spaces), so every word belongs to exactly one concept;
 *  - no single word that ai.text.ts already treats as filler (STOPWORDS), as a qualifier (QUALIFIERS:
 *    "fresh", "local", "night"...) or as a verb form (ACTION_WORDS: "rent", "alquilar", "lavar",
 *    "cargar"...): a word in a concept is weighed as a thing, which would change how those are scored;
 *  - no singular or plural of a word the glossary already has in a concept ("tumbona" next to
 *    "tumbonas", "escalera" next to "escaleras"), so it is not pulled away from its concept; the few
 *    exceptions whose common meaning differs are commented;
 *  - a word with two meanings sits in the concept of the meaning guests ask about most, noted where
 *    it happens ("taquilla", "vela", "salsa", "puente"...);
 *  - every term is searched with PostgreSQL's english and spanish stemmers, over passages of both
 *    languages: a word that stems like a glossary term or a common word of the other sense is left
 *    out ("puerto" stems like "puerta", "sol" like "solo", "arena" like "aren't"), noted where it happens;
 *  - a phrase is only here when a word of it alone would land in the wrong concept ("agua con gas" is
 *    not butane, "pool table" not the swimming pool, "phone charger" not the EV charger) or when its
 *    concept also holds the single word. A phrase the glossary already splits into the right concepts
 *    ("puerta del garaje", "cambio de toallas", "beach bar") is left out: a phrase concept only matches
 *    guides that use the phrase, the split finds the guides that word it otherwise.
 */
export const DICTIONARY: Record<string, string[]> = {
  // ---------------------------------------------------------------- food: fish and seafood
  fish: ['fish', 'pescado', 'pescados', 'pez', 'peces'],
  prawns: ['prawn', 'prawns', 'shrimp', 'shrimps', 'gamba', 'gambas', 'langostino', 'langostinos', 'camarones'],
  octopus: ['octopus', 'pulpo', 'pulpo a la gallega'],
  squid: ['squid', 'calamari', 'calamar', 'calamares', 'chipirones', 'chopitos'],
  mussels: ['mussel', 'mussels', 'mejillón', 'mejillones', 'choros'],
  anchovies: ['anchovy', 'anchovies', 'boquerón', 'boquerones'],
  sardines: ['sardine', 'sardines', 'sardina', 'sardinas', 'espeto', 'espetos'],
  fishmonger: ['fishmonger', 'fishmongers', 'fish counter', 'pescadería', 'pescaderías'],

  // ---------------------------------------------------------------- food: meat
  meat: ['meat', 'meats', 'carne', 'carnes'],
  beef: ['beef', 'ternera', 'carne de res', 'carne de vaca', 'vacuno'],
  steak: ['steak', 'steaks', 'filete', 'filetes', 'bistec', 'bisteces', 'chuletón', 'entrecot', 'solomillo', 'sirloin'],
  pork: ['pork', 'cerdo', 'puerco', 'chancho', 'cochinillo', 'suckling pig'],
  ham: ['ham', 'jamón', 'jamones', 'cured ham', 'jamón ibérico', 'jamón serrano'],
  chicken: ['chicken', 'pollo', 'pollos'],
  roast_chicken: ['roast chicken', 'rotisserie chicken', 'rotisserie', 'pollo asado', 'pollos asados', 'rosticería', 'asador de pollos'],
  cured_meats: ['cold cuts', 'cured meats', 'charcuterie', 'embutido', 'embutidos', 'fiambre', 'fiambres'],
  steakhouse: ['steakhouse', 'steakhouses', 'grill house', 'asador', 'asadores', 'churrasquería'],
  butcher: ['butcher', 'butchers', 'butcher shop', 'butchers shop', 'carnicería', 'carnicerías', 'carnicero'],

  // ---------------------------------------------------------------- food: diets and allergies
  vegetarian: ['vegetarian', 'vegetarians', 'veggie', 'vegetariano', 'vegetariana', 'vegetarianos', 'vegetarianas'],
  vegan: ['vegan', 'vegans', 'plant-based', 'plant based', 'vegano', 'vegana', 'veganos', 'veganas'],
  gluten: ['gluten', 'gluten-free', 'gluten free', 'sin gluten', 'celiac', 'coeliac', 'celíaco', 'celíaca', 'celíacos', 'celiaquía'],
  lactose: ['lactose', 'lactose-free', 'lactose free', 'lactosa', 'sin lactosa', 'dairy', 'dairy-free', 'dairy free', 'lácteos'],
  allergy: ['allergy', 'allergies', 'allergic', 'allergen', 'allergens', 'alergia', 'alergias', 'alérgico', 'alérgica', 'alérgenos'],
  baby_food: ['baby food', 'baby formula', 'formula milk', 'infant formula', 'leche de fórmula', 'leche infantil', 'potitos', 'papilla', 'papillas'],

  // ---------------------------------------------------------------- food: staples and groceries
  food: ['food', 'foods', 'alimentos', 'alimento', 'alimentación', 'comestibles', 'víveres'],
  // Not "pan": in English it is the glossary's kitchen "pans", so an English "bread" would find the pots and pans.
  bread: ['bread', 'loaf', 'loaves', 'baguette', 'baguettes', 'barra de pan', 'pan de molde', 'sliced bread'],
  toast: ['toast', 'tostada', 'tostadas', 'pan tostado', 'pan con tomate'],
  rice: ['rice', 'arroz', 'arroces'],
  eggs: ['egg', 'eggs', 'huevo', 'huevos'],
  cheese: ['cheese', 'cheeses', 'queso', 'quesos', 'quesería'],
  milk: ['milk', 'leche', 'oat milk', 'leche de avena', 'soy milk', 'leche de soja'],
  olive_oil: ['olive oil', 'oil', 'cooking oil', 'aceite', 'aceite de oliva', 'aove'],
  olives: ['olive', 'olives', 'aceituna', 'aceitunas', 'olivas'],
  salt: ['salt', 'salt and pepper', 'sal y pimienta'],
  sugar: ['sugar', 'azúcar', 'sweetener', 'edulcorante', 'sacarina'],
  spices: ['spice', 'spices', 'especias', 'condiments', 'condimentos', 'herbs', 'hierbas aromáticas'],
  // "salsa" is also the dance; in a guide it is nearly always a sauce.
  sauce: ['sauce', 'sauces', 'salsa', 'salsas', 'ketchup', 'mayonnaise', 'mayonesa', 'alioli', 'aioli'],
  fruit: ['fruit', 'fruits', 'fruta', 'frutas'],
  vegetables: ['vegetables', 'verdura', 'verduras', 'vegetales', 'hortalizas'],
  greengrocer: ['greengrocer', 'greengrocers', 'frutería', 'fruterías', 'verdulería', 'verdulerías'],
  potatoes: ['potato', 'potatoes', 'patata', 'patatas', 'papa', 'papas'],
  fries: ['french fries', 'chips', 'patatas fritas', 'papas fritas', 'patatas bravas', 'bravas'],
  // In Mexico "tortilla" is the flatbread; in Spain (and for most guides here) the potato omelette.
  tortilla: ['tortilla', 'tortillas', 'spanish omelette', 'spanish omelet', 'omelette', 'omelet', 'tortilla de patatas', 'tortilla española'],
  sandwich: ['sandwich', 'sandwiches', 'bocadillo', 'bocadillos', 'bocata', 'bocatas', 'baguette sandwich'],
  dessert: ['dessert', 'desserts', 'postre', 'postres', 'pudding'],
  ice_cream: ['ice cream', 'ice creams', 'ice-cream', 'gelato', 'helado', 'helados', 'heladería', 'heladerías', 'nieve de garrafa'],
  snacks: ['snack', 'snacks', 'appetizer', 'appetizers', 'aperitivo', 'aperitivos', 'entrante', 'entrantes', 'botana', 'botanas', 'picoteo'],
  afternoon_snack: ['afternoon snack', 'afternoon tea', 'merienda', 'meriendas', 'merendar'],
  sharing_plates: ['sharing plates', 'sharing plate', 'portion', 'portions', 'ración', 'raciones', 'media ración', 'medias raciones'],
  menu: ['menu', 'menus', 'carta', 'menú del día', 'menu of the day', 'daily menu', 'set menu', 'set lunch', 'menú degustación', 'tasting menu'],
  fast_food: ['fast food', 'fast-food', 'comida rápida', 'comida chatarra', 'junk food'],
  street_food: ['street food', 'food stalls', 'food stall', 'food truck', 'food trucks', 'comida callejera', 'puestos de comida', 'puesto de comida'],
  picnic: ['picnic', 'picnics', 'picnic area', 'picnic spot', 'merendero', 'merenderos', 'zona de picnic', 'área recreativa'],
  // Not "tip"/"tips": advice ("local tips"), and Spanish stems "tip" like "tipo" (type).
  tip: ['tipping', 'gratuity', 'propina', 'propinas', 'dejar propina'],
  cooking_class: ['cooking class', 'cooking classes', 'cooking course', 'cooking lesson', 'clase de cocina', 'clases de cocina', 'curso de cocina', 'taller de cocina'],

  // ---------------------------------------------------------------- drinks
  sparkling_water: ['sparkling water', 'soda water', 'agua con gas', 'agua gasificada', 'fizzy water'],
  juice: ['juice', 'juices', 'zumo', 'zumos', 'jugo', 'jugos', 'freshly squeezed'],
  soft_drinks: ['soft drink', 'soft drinks', 'fizzy drink', 'fizzy drinks', 'soda', 'sodas', 'refresco', 'refrescos', 'gaseosa', 'gaseosas', 'coca-cola', 'coke'],
  herbal_tea: ['herbal tea', 'herbal teas', 'infusion', 'infusions', 'infusiones', 'chamomile', 'manzanilla', 'poleo', 'tisana'],
  alcohol: ['alcohol', 'alcoholic', 'alcoholic drinks', 'alcohólico', 'alcohólicas', 'bebidas alcohólicas', 'liquor', 'licor', 'licores', 'spirits'],
  sparkling_wine: ['champagne', 'sparkling wine', 'prosecco', 'cava', 'champán', 'espumoso', 'vino espumoso'],
  // "bodega" is also a cellar or (US English) a corner shop; in Spain it is a winery or wine cellar.
  winery: ['winery', 'wineries', 'vineyard', 'vineyards', 'wine cellar', 'bodega', 'bodegas', 'viñedo', 'viñedos', 'enoturismo', 'wine tourism'],
  wine_tasting: ['wine tasting', 'wine tastings', 'tasting', 'tastings', 'cata de vinos', 'degustación', 'degustaciones'],
  ice: ['ice', 'ice cubes', 'ice cube', 'hielo', 'hielos', 'cubitos', 'cubitos de hielo'],

  // ---------------------------------------------------------------- eating out and going out
  concert: ['concert', 'concerts', 'gig', 'gigs', 'live music', 'concierto', 'conciertos', 'música en directo', 'música en vivo'],
  theatre: ['theatre', 'theater', 'theatres', 'theaters', 'teatro', 'teatros'],
  cinema: ['cinema', 'cinemas', 'movie theater', 'movie theatre', 'cine', 'cines'],

  // ---------------------------------------------------------------- shops and errands
  shopping: ['shopping', 'go shopping', 'ir de compras', 'de compras', 'shopping trip'],
  mall: ['mall', 'malls', 'shopping mall', 'shopping centre', 'shopping center', 'centro comercial', 'centros comerciales', 'plaza comercial'],
  flea_market: ['flea market', 'flea markets', 'street market', 'open-air market', 'rastro', 'rastros', 'mercadillo', 'mercadillos', 'tianguis'],
  convenience_store: ['convenience store', 'convenience stores', 'corner shop', 'minimarket', 'mini market', 'minisuper', 'tienda de conveniencia', 'tienda 24 horas', 'abarrotes', 'tienda de abarrotes', 'ultramarinos'],
  tobacconist: ['tobacconist', 'tobacconists', 'tobacco shop', 'estanco', 'estancos', 'tabaquería'],
  souvenir: ['souvenir', 'souvenirs', 'recuerdo', 'recuerdos', 'gift shop', 'gift shops', 'tienda de regalos', 'tienda de souvenirs'],
  gift: ['gift', 'gifts', 'welcome gift', 'regalo', 'regalos', 'regalo de bienvenida', 'detalle de bienvenida'],
  fashion: ['fashion', 'boutique', 'boutiques', 'clothes shop', 'clothing store', 'clothing stores', 'moda', 'tienda de ropa', 'tiendas de ropa'],
  sandals: ['sandals', 'sandal', 'flip flops', 'flip-flops', 'sandalias', 'chanclas', 'chancletas', 'ojotas'],
  hardware_store: ['hardware store', 'hardware shop', 'diy store', 'ferretería', 'ferreterías', 'tlapalería'],
  bookshop: ['bookshop', 'bookshops', 'bookstore', 'bookstores', 'librería', 'librerías'],
  // "librería" is a bookshop: the false friend of "library" is kept apart.
  library: ['library', 'libraries', 'biblioteca', 'bibliotecas'],
  hairdresser: ['hairdresser', 'hairdressers', 'hair salon', 'haircut', 'barber', 'barbers', 'barbershop', 'peluquería', 'peluquerías', 'peluquero', 'barbería', 'corte de pelo'],
  massage: ['massage', 'massages', 'masseuse', 'masaje', 'masajes', 'masajista'],
  hot_springs: ['hot springs', 'thermal baths', 'thermal springs', 'aguas termales', 'balneario', 'balnearios', 'baños termales'],
  sauna: ['sauna', 'saunas', 'steam room', 'baño de vapor', 'baño turco', 'turkish bath'],
  // Not "correos" alone: it stems like the glossary's "correo" (e-mail, contact).
  post_office: ['post office', 'post offices', 'oficina de correos', 'correo postal', 'mail a letter'],
  parcel: ['parcel', 'parcels', 'package', 'packages', 'paquete', 'paquetes', 'paquetería', 'courier', 'mensajería', 'amazon'],
  copy_shop: ['copy shop', 'print shop', 'photocopy', 'photocopies', 'fotocopia', 'fotocopias', 'copistería', 'copisterías', 'imprenta'],
  printer: ['printer', 'printers', 'print', 'printing', 'impresora', 'impresoras', 'imprimir', 'impresión'],

  // ---------------------------------------------------------------- money
  coins: ['coin', 'coins', 'small change', 'loose change', 'moneda', 'monedas', 'calderilla'],
  currency_exchange: ['currency exchange', 'exchange office', 'bureau de change', 'exchange rate', 'foreign currency', 'casa de cambio', 'casas de cambio', 'cambio de divisas', 'tipo de cambio', 'divisas'],
  bank_transfer: ['bank transfer', 'wire transfer', 'transferencia', 'transferencias', 'transferencia bancaria', 'bizum', 'iban'],
  contactless: ['contactless', 'tap to pay', 'apple pay', 'google pay', 'mobile payment', 'pago sin contacto', 'pago con el móvil', 'nfc'],
  discount: ['discount', 'discounts', 'coupon', 'coupons', 'promo code', 'promo', 'descuento', 'descuentos', 'cupón', 'cupones', 'código promocional', 'rebajas'],
  fine_penalty: ['penalty', 'penalties', 'traffic ticket', 'speeding ticket', 'parking fine', 'multa', 'multas', 'sanción', 'sanciones', 'penalización', 'penalizaciones'],
  insurance: ['insurance', 'travel insurance', 'car insurance', 'insured', 'seguro de viaje', 'seguro del coche', 'aseguradora', 'póliza'],

  // ---------------------------------------------------------------- documents
  id_document: ['passport', 'passports', 'id card', 'identity card', 'identity document', 'identification', 'pasaporte', 'pasaportes', 'dni', 'nie', 'documento de identidad', 'identificación', 'cédula', 'ine'],
  guest_registration: ['guest registration', 'registration', 'registration form', 'registro', 'registro de viajeros', 'registro de huéspedes', 'parte de viajeros', 'ses hospedajes'],
  driving_licence: ['driving licence', 'driving license', "driver's license", 'drivers license', 'carnet de conducir', 'carné de conducir', 'permiso de conducir', 'licencia de conducir', 'licencia de manejo'],
  embassy: ['embassy', 'embassies', 'consulate', 'consulates', 'embajada', 'embajadas', 'consulado', 'consulados'],

  // ---------------------------------------------------------------- sights and places
  // Already in the glossary's sights: museum, castle, cathedral, church, palace, fortress, ruins, viewpoint.
  // Not "park"/"parks": the glossary's parking has "park" (to park), and English stems them alike.
  green_park: ['parque', 'parques', 'public park', 'city park', 'urban park', 'parque urbano'],
  zoo: ['zoo', 'zoos', 'zoológico', 'zoológicos', 'wildlife park', 'safari park'],
  aquarium: ['aquarium', 'aquariums', 'acuario', 'acuarios', 'oceanarium', 'oceanográfico'],
  theme_park: ['theme park', 'theme parks', 'amusement park', 'amusement parks', 'funfair', 'parque temático', 'parques temáticos', 'parque de atracciones', 'feria de atracciones'],
  water_park: ['water park', 'water parks', 'waterpark', 'aquapark', 'aqualand', 'parque acuático', 'parques acuáticos', 'water slides', 'toboganes'],
  festival: ['festival', 'festivals', 'festivales', 'feria', 'ferias', 'verbena', 'verbenas', 'fiestas patronales', 'fiesta mayor', 'romería'],
  fireworks: ['fireworks', 'firework', 'firecrackers', 'fuegos artificiales', 'petardos', 'pirotecnia'],
  christmas: ['christmas', 'xmas', 'christmas eve', 'christmas market', 'navidad', 'navidades', 'nochebuena', 'mercadillo navideño'],
  new_year: ['new year', "new year's eve", 'new years eve', 'nochevieja', 'año nuevo', 'fin de año'],
  easter: ['easter', 'holy week', 'semana santa', 'pascua'],
  carnival: ['carnival', 'carnivals', 'carnaval', 'carnavales'],
  three_kings: ['three kings', 'epiphany', 'kings parade', 'reyes magos', 'día de reyes', 'cabalgata', 'cabalgata de reyes'],
  public_holiday: ['public holiday', 'public holidays', 'bank holiday', 'bank holidays', 'national holiday', 'festivo', 'festivos', 'día festivo', 'feriado', 'feriados'],
  square: ['square', 'squares', 'main square', 'town square', 'plaza', 'plazas', 'plaza mayor', 'zócalo'],
  promenade: ['promenade', 'seafront', 'sea front', 'boardwalk', 'esplanade', 'beachfront', 'paseo marítimo', 'malecón', 'rambla', 'ramblas', 'costanera'],
  pedestrian_zone: ['pedestrian', 'pedestrian zone', 'pedestrian street', 'pedestrianised', 'pedestrianized', 'peatonal', 'peatonales', 'zona peatonal', 'calle peatonal'],
  town_hall: ['town hall', 'city hall', 'ayuntamiento', 'municipio', 'municipalidad', 'alcaldía'],
  countryside: ['countryside', 'rural', 'rural area', 'farmland', 'campo', 'zona rural', 'campiña'],
  farm: ['farm', 'farms', 'farmhouse', 'granja', 'granjas', 'finca', 'fincas', 'cortijo', 'cortijos', 'masía', 'masías', 'rancho', 'ranch'],
  gallery: ['gallery', 'galleries', 'art gallery', 'art galleries', 'galería', 'galerías', 'galería de arte'],
  exhibition: ['exhibition', 'exhibitions', 'exhibit', 'exposición', 'exposiciones'],
  monastery: ['monastery', 'monasteries', 'convent', 'convents', 'abbey', 'cloister', 'monasterio', 'monasterios', 'convento', 'conventos', 'abadía', 'claustro'],
  tower: ['tower', 'towers', 'bell tower', 'watchtower', 'torre', 'torres', 'campanario', 'atalaya'],
  city_walls: ['city walls', 'town walls', 'old walls', 'ramparts', 'muralla', 'murallas'],
  // "puente" is also a long (holiday) weekend in Spain; the bridge is the common question.
  bridge: ['bridge', 'bridges', 'puente', 'puentes'],
  archaeology: ['archaeological site', 'archaeological', 'archeological', 'archaeology', 'excavations', 'yacimiento', 'yacimientos', 'yacimiento arqueológico', 'arqueología', 'zona arqueológica'],
  bullfighting: ['bullfight', 'bullfights', 'bullfighting', 'bullring', 'corrida de toros', 'toros', 'plaza de toros'],
  football: ['football', 'soccer', 'fútbol', 'football match', 'football game', 'partido de fútbol'],
  tourist_office: ['tourist office', 'tourist information', 'tourist info', 'visitor center', 'visitor centre', 'oficina de turismo', 'información turística', 'punto de información'],
  hop_on_bus: ['hop-on hop-off', 'hop on hop off', 'sightseeing bus', 'bus turístico'],
  // Not "entrada(s)": the glossary's check-in word, and Spanish stems singular and plural alike.
  admission: ['admission', 'admissions', 'admission fee', 'entry fee', 'entrance fee', 'entry ticket', 'entry tickets', 'admission ticket', 'skip the line', 'skip-the-line'],
  // "taquilla" is also a locker (gyms, pools); the ticket office is the usual meaning.
  ticket_office: ['ticket office', 'ticket offices', 'box office', 'ticket desk', 'taquilla', 'taquillas', 'boletería', 'boleterías'],

  // ---------------------------------------------------------------- nature and landscape
  // Not "puerto": Spanish stems it like "puerta" (door).
  port: ['port', 'ports', 'harbour', 'harbor', 'harbours', 'harbors'],
  marina: ['marina', 'marinas', 'yacht club', 'puerto deportivo', 'club náutico'],
  pier: ['pier', 'piers', 'jetty', 'dock', 'docks', 'quay', 'muelle', 'muelles', 'embarcadero', 'embarcaderos'],
  cave: ['cave', 'caves', 'cavern', 'caverns', 'grotto', 'cueva', 'cuevas', 'gruta', 'grutas', 'caverna'],
  // Not "cascada": Spanish stems it like "casco" (of the glossary's "casco antiguo").
  waterfall: ['waterfall', 'waterfalls', 'catarata', 'cataratas', 'salto de agua'],
  river: ['river', 'rivers', 'riverside', 'riverbank', 'río', 'ríos', 'ribera', 'orilla del río'],
  lake: ['lake', 'lakes', 'lago', 'lagos'],
  // Not "reservoir": Spanish stems it like "reservar"/"reserve".
  reservoir: ['dam', 'embalse', 'embalses', 'pantano', 'pantanos', 'presa'],
  mountain_range: ['mountain range', 'mountain ranges', 'sierra', 'sierras', 'cordillera', 'cordilleras'],
  peak: ['peak', 'peaks', 'summit', 'summits', 'pico', 'picos', 'cumbre', 'cumbres', 'cima'],
  // "cañón" (canon after folding) is also a cannon.
  gorge: ['gorge', 'gorges', 'canyon', 'canyons', 'ravine', 'cañón', 'cañones', 'desfiladero', 'garganta', 'barranco', 'barrancos'],
  forest: ['forest', 'forests', 'woods', 'woodland', 'pine forest', 'bosque', 'bosques'],
  natural_park: ['natural park', 'national park', 'nature reserve', 'protected area', 'parque natural', 'parque nacional', 'reserva natural', 'espacio natural'],
  volcano: ['volcano', 'volcanoes', 'volcanic', 'crater', 'volcán', 'volcanes', 'volcánico'],
  island: ['island', 'islands', 'islet', 'isle', 'isla', 'islas', 'islote', 'islotes'],
  cliff: ['cliff', 'cliffs', 'clifftop', 'acantilado', 'acantilados'],
  bay: ['bay', 'bays', 'bahía', 'bahías', 'ensenada'],
  natural_pool: ['natural pool', 'natural pools', 'rock pool', 'rock pools', 'piscina natural', 'piscinas naturales', 'charco', 'charcos'],
  nudist_beach: ['nudist beach', 'nudist', 'nudism', 'naturist', 'naturism', 'playa nudista', 'nudista', 'nudismo', 'naturista'],
  // Not "arena": Spanish stems it like the English "aren't".
  sand: ['sand', 'sandy', 'sandy beach', 'sandy beaches', 'fine sand', 'playa de arena', 'playas de arena', 'arena fina'],
  pebbles: ['pebble', 'pebbles', 'pebbly', 'shingle', 'guijarros', 'cantos rodados', 'piedrecitas'],
  rocks: ['rock', 'rocks', 'rocky', 'stone', 'stones', 'stony', 'roca', 'rocas', 'rocoso', 'rocosa', 'piedra', 'piedras'],
  waves: ['wave', 'waves', 'swell', 'ola', 'olas', 'oleaje'],
  rip_current: ['rip current', 'rip currents', 'currents', 'undertow', 'corrientes marinas', 'corriente de resaca'],
  tide: ['tide', 'tides', 'low tide', 'high tide', 'marea', 'marea baja', 'marea alta', 'bajamar', 'pleamar'],
  beach_flag: ['beach flag', 'red flag', 'yellow flag', 'green flag', 'flag', 'flags', 'bandera', 'banderas', 'bandera roja', 'bandera amarilla', 'bandera verde'],
  lifeguard: ['lifeguard', 'lifeguards', 'socorrista', 'socorristas', 'salvavidas', 'guardavidas'],
  jellyfish: ['jellyfish', 'medusa', 'medusas', 'aguamala', 'aguamalas', 'aguaviva'],
  sea_urchin: ['sea urchin', 'sea urchins', 'urchins', 'erizo', 'erizos', 'erizo de mar', 'erizos de mar'],
  dolphins: ['dolphin', 'dolphins', 'delfín', 'delfines'],
  whales: ['whale', 'whales', 'whale watching', 'ballena', 'ballenas', 'avistamiento de cetáceos', 'cetáceos'],
  shade: ['shade', 'shady', 'shaded', 'sombra', 'sombras'],
  sunscreen: ['sunscreen', 'sun cream', 'suncream', 'sunblock', 'sun lotion', 'after sun', 'aftersun', 'protector solar', 'crema solar', 'bloqueador', 'bloqueador solar', 'bronceador'],
  sunburn: ['sunburn', 'sunburnt', 'sunburned', 'quemadura', 'quemaduras', 'quemadura solar', 'quemado por el sol'],
  heatstroke: ['heatstroke', 'heat stroke', 'sunstroke', 'golpe de calor', 'insolación'],
  sunset: ['sunset', 'sunsets', 'atardecer', 'atardeceres', 'puesta de sol', 'puestas de sol', 'ocaso'],
  sunrise: ['sunrise', 'sunrises', 'dawn', 'amanecer', 'amaneceres', 'salida del sol'],
  stargazing: ['stargazing', 'star gazing', 'night sky', 'observatory', 'astronomy', 'observatorio', 'observatorios', 'astronomía', 'cielo nocturno', 'ver las estrellas'],

  // ---------------------------------------------------------------- weather
  // "clima" is also air conditioning in Mexico; as weather/climate it is the general use.
  weather: ['weather', 'forecast', 'weather forecast', 'climate', 'clima', 'pronóstico', 'pronóstico del tiempo', 'previsión', 'meteorología'],
  rain: ['rain', 'rainy', 'raining', 'lluvia', 'lluvias', 'llueve', 'lluvioso', 'lluviosa'],
  rain_umbrella: ['umbrella', 'umbrellas', 'paraguas', 'raincoat', 'impermeable', 'chubasquero'],
  wind: ['wind', 'windy', 'viento', 'vientos', 'ventoso', 'ventosa'],
  storm: ['storm', 'storms', 'thunderstorm', 'thunderstorms', 'tormenta', 'tormentas', 'temporal'],
  hurricane: ['hurricane', 'hurricanes', 'tropical storm', 'cyclone', 'huracán', 'huracanes', 'tormenta tropical', 'ciclón'],
  snow: ['snow', 'snowy', 'snowfall', 'nieve', 'nieva'],
  humidity: ['humidity', 'humid', 'damp', 'dampness', 'humedad', 'húmedo', 'húmeda'],
  earthquake: ['earthquake', 'earthquakes', 'tremor', 'terremoto', 'terremotos', 'sismo', 'sismos', 'temblor', 'temblores'],

  // ---------------------------------------------------------------- activities and sport
  surf: ['surf', 'surfing', 'surfer', 'surfers', 'surfboard', 'surfboards', 'surf school', 'surf lessons', 'surfear', 'tabla de surf', 'escuela de surf', 'clases de surf'],
  paddle_board: ['paddle board', 'paddleboard', 'paddleboards', 'paddle boarding', 'paddle surf', 'stand up paddle', 'tabla de paddle'],
  kayak: ['kayak', 'kayaks', 'kayaking', 'canoe', 'canoeing', 'canoa', 'piragua', 'piraguas', 'piragüismo'],
  diving: ['diving', 'scuba', 'scuba diving', 'dive', 'dives', 'dive centre', 'dive center', 'buceo', 'bucear', 'submarinismo', 'centro de buceo'],
  snorkel: ['snorkel', 'snorkels', 'snorkeling', 'snorkelling', 'snorkel gear', 'esnórquel', 'gafas de buceo', 'gafas de bucear'],
  // Not "fishing" alone: the English stemmer makes it "fish", which finds every fish restaurant.
  fishing: ['fishing rod', 'angling', 'fishing licence', 'fishing license', 'pesca', 'pescar', 'caña de pescar', 'licencia de pesca'],
  boat: ['boat', 'boats', 'motorboat', 'barco', 'barcos', 'bote', 'botes', 'lancha', 'lanchas', 'embarcación'],
  // "vela" alone is also a candle: only its sailing phrases are here ("velas" is with candles).
  sailing: ['sailing', 'sail', 'sailboat', 'sailboats', 'yacht', 'yachts', 'velero', 'veleros', 'yate', 'yates', 'catamarán', 'navegar', 'clases de vela', 'vela ligera', 'navegación a vela'],
  cruise: ['cruise', 'cruises', 'cruise ship', 'cruise terminal', 'crucero', 'cruceros', 'terminal de cruceros'],
  jet_ski: ['jet ski', 'jet skis', 'jetski', 'waverunner', 'moto de agua', 'motos de agua', 'moto acuática'],
  climbing: ['climbing', 'rock climbing', 'climbing wall', 'bouldering', 'escalada', 'escalar', 'rocódromo', 'vía ferrata'],
  horse_riding: ['horse riding', 'horseback riding', 'horse', 'horses', 'riding stables', 'pony', 'ponies', 'caballo', 'caballos', 'equitación', 'paseo a caballo', 'paseos a caballo'],
  ski: ['ski', 'skiing', 'skis', 'ski resort', 'ski slopes', 'esquí', 'esquiar', 'estación de esquí', 'pistas de esquí', 'snowboard'],
  ski_pass: ['ski pass', 'lift pass', 'forfait', 'forfaits'],
  camping: ['camping', 'campsite', 'campsites', 'campground', 'campgrounds', 'acampar', 'zona de acampada'],
  motorhome: ['motorhome', 'motorhomes', 'campervan', 'campervans', 'rv', 'autocaravana', 'autocaravanas', 'caravana', 'caravanas', 'casa rodante'],
  pilgrimage: ['camino de santiago', 'way of st james', 'pilgrim', 'pilgrims', 'pilgrimage', 'peregrino', 'peregrinos', 'peregrinación', 'credencial del peregrino'],
  jogging: ['jogging', 'jog', 'jogger', 'joggers', 'correr', 'salir a correr', 'footing', 'running route'],
  yoga: ['yoga', 'yoga mat', 'yoga mats', 'yoga class', 'pilates', 'esterilla', 'esterillas', 'esterilla de yoga', 'tapete de yoga', 'clases de yoga'],
  tennis: ['tennis', 'tennis court', 'tennis courts', 'tenis', 'pista de tenis', 'pistas de tenis', 'cancha de tenis'],
  golf: ['golf', 'golf course', 'golf courses', 'golf club', 'campo de golf', 'campos de golf'],
  pool_table: ['pool table', 'billiards', 'billiard table', 'snooker', 'billar', 'mesa de billar'],
  board_games: ['board games', 'board game', 'boardgames', 'juegos de mesa', 'juego de mesa'],
  game_console: ['game console', 'games console', 'video games', 'videogames', 'playstation', 'xbox', 'nintendo', 'consola', 'videoconsola', 'videojuegos'],
  beach_toys: ['bucket and spade', 'buckets and spades', 'cubo y pala', 'cubos y palas'],
  swimsuit: ['swimsuit', 'swimsuits', 'swimwear', 'bathing suit', 'swimming costume', 'swim trunks', 'bikini', 'bikinis', 'bañador', 'bañadores', 'traje de baño'],
  inflatables: ['inflatable', 'inflatables', 'pool float', 'pool floats', 'lilo', 'rubber ring', 'flotador', 'flotadores', 'hinchable', 'hinchables', 'colchoneta', 'colchonetas'],

  // ---------------------------------------------------------------- transport
  // Glossary already: bus, train, metro, tram, station, ticket, stop, taxi, airport, flight, car, bike.
  travel_card: ['travel card', 'travelcard', 'transport card', 'transit card', 'bus pass', 'metro pass', 'metro card', 'tarjeta de transporte', 'abono', 'abonos', 'abono transporte', 'bonobús', 'bono', 'bonos', 'metrobús'],
  coach: ['coach', 'coaches', 'intercity bus', 'long distance bus', 'long-distance bus', 'autocar', 'autocares'],
  high_speed_train: ['high-speed train', 'high speed train', 'alta velocidad', 'tren de alta velocidad', 'renfe', 'ouigo', 'iryo'],
  commuter_train: ['commuter train', 'commuter trains', 'suburban train', 'cercanías', 'tren de cercanías', 'rodalies'],
  ferry: ['ferry', 'ferries', 'ferry port', 'ferry terminal', 'fast ferry', 'transbordador', 'transbordadores', 'estación marítima', 'naviera'],
  cable_car: ['cable car', 'cable cars', 'gondola lift', 'chairlift', 'chair lift', 'teleférico', 'teleféricos', 'telesilla', 'telesillas'],
  shuttle: ['shuttle', 'shuttles', 'shuttle bus', 'airport shuttle', 'airport bus', 'lanzadera', 'lanzaderas', 'bus del aeropuerto', 'aerobús'],
  driving: ['driving', 'drive', 'conducir', 'conduzco', 'conducimos', 'manejar', 'manejo', 'manejamos'],
  driver: ['driver', 'drivers', 'chauffeur', 'private driver', 'conductor', 'conductores', 'chófer', 'choferes', 'chofer privado'],
  motorway: ['motorway', 'motorways', 'highway', 'highways', 'freeway', 'autopista', 'autopistas', 'autovía', 'autovías'],
  road: ['road', 'roads', 'carretera', 'carreteras'],
  toll: ['toll', 'tolls', 'toll road', 'toll roads', 'peaje', 'peajes', 'autopista de peaje', 'casetas de cobro'],
  // Not "atasco": Spanish stems it like "atascado" (a blocked drain).
  traffic: ['traffic', 'traffic jam', 'traffic jams', 'tráfico', 'embotellamiento', 'tránsito'],
  gas_station: ['petrol station', 'petrol stations', 'gas station', 'gas stations', 'filling station', 'service station', 'gasolinera', 'gasolineras', 'estación de servicio'],
  fuel: ['petrol', 'gasoline', 'fuel', 'diesel', 'gasolina', 'gasoil', 'gasóleo', 'combustible', 'nafta'],
  // "taller" is also a workshop (pottery, cooking): the garage is the usual question.
  mechanic: ['mechanic', 'mechanics', 'car repair', 'mecánico', 'mecánicos', 'taller', 'talleres', 'taller mecánico'],
  breakdown: ['breakdown', 'broke down', 'roadside assistance', 'tow truck', 'asistencia en carretera', 'grúa', 'grúas'],
  flat_tyre: ['flat tyre', 'flat tire', 'puncture', 'punctured', 'pinchazo', 'rueda pinchada', 'llanta ponchada', 'ponchadura', 'pinchado'],
  car_seat: ['car seat', 'car seats', 'child seat', 'child car seat', 'booster seat', 'silla de coche', 'sillita de coche', 'silla para el coche', 'alzador', 'alzadores'],
  motorbike: ['motorbike', 'motorbikes', 'motorcycle', 'motorcycles', 'moto', 'motos', 'motocicleta', 'motocicletas', 'vespa'],
  bike_lane: ['bike lane', 'bike lanes', 'cycle lane', 'cycle path', 'bikeway', 'carril bici', 'ciclovía', 'ciclovías'],
  padlock: ['padlock', 'padlocks', 'bike lock', 'bicycle lock', 'candado', 'candados'],
  low_emission_zone: ['low emission zone', 'clean air zone', 'zona de bajas emisiones', 'zbe', 'restricted traffic zone'],
  parking_meter: ['parking meter', 'parking meters', 'pay and display', 'blue zone', 'parquímetro', 'parquímetros', 'zona azul'],
  lockers: ['lockers', 'luggage lockers', 'casillero', 'casilleros'],

  // ---------------------------------------------------------------- the home: rooms and building
  penthouse: ['penthouse', 'ático', 'áticos'],
  attic: ['attic', 'loft', 'mezzanine', 'buhardilla', 'desván', 'altillo'],
  basement: ['basement', 'basements', 'cellar', 'sótano', 'sótanos', 'semisótano'],
  storage_room: ['storage room', 'storeroom', 'box room', 'trastero', 'trasteros'],
  living_room: ['living room', 'living rooms', 'lounge', 'sitting room', 'salón', 'sala de estar'],
  dining_room: ['dining room', 'dining area', 'comedor', 'comedores'],
  wardrobe: ['wardrobe', 'wardrobes', 'closet', 'closets', 'armario', 'armarios', 'ropero', 'roperos'],
  hangers: ['hangers', 'coat hanger', 'coat hangers', 'percha', 'perchas', 'gancho', 'ganchos'],
  chair: ['chair', 'chairs', 'silla', 'sillas'],
  sofa: ['sofa', 'sofas', 'couch', 'couches', 'armchair', 'armchairs', 'sillón', 'sillones'],
  mattress: ['mattress', 'mattresses', 'air mattress', 'inflatable mattress', 'topper', 'colchón', 'colchones', 'colchón inflable'],
  double_bed: ['double bed', 'double beds', 'king bed', 'king size bed', 'queen bed', 'cama de matrimonio', 'cama doble', 'cama matrimonial'],
  single_bed: ['single bed', 'single beds', 'twin bed', 'twin beds', 'cama individual', 'camas individuales'],
  lamp: ['lamp', 'lamps', 'bedside lamp', 'lighting', 'lámpara', 'lámparas', 'iluminación'],
  light_bulb: ['light bulb', 'light bulbs', 'bulb', 'bulbs', 'bombilla', 'bombillas', 'bombillo', 'bombillos', 'foco', 'focos'],
  light_switch: ['light switch', 'light switches', 'interruptor', 'interruptores'],
  extension_cord: ['extension cord', 'extension lead', 'power strip', 'multi plug', 'alargador', 'alargadera', 'regleta', 'regletas'],
  phone_charger: ['phone charger', 'phone chargers', 'mobile charger', 'charging cable', 'cargador de móvil', 'cargador del móvil', 'cargador de teléfono', 'cargador del celular', 'cable de carga'],
  // "pila" is also a sink in Spain; batteries are the usual question.
  batteries: ['battery', 'batteries', 'pila', 'pilas', 'batería', 'baterías'],
  mobile_phone: ['mobile', 'cellphone', 'cell phone', 'smartphone', 'smartphones', 'móvil', 'móviles', 'celular', 'celulares'],
  sim_card: ['sim', 'sim card', 'sim cards', 'esim', 'e-sim', 'prepaid sim', 'tarjeta sim', 'chip de teléfono', 'chip prepago'],
  mobile_data: ['mobile data', 'roaming', 'data roaming', 'datos móviles', '4g', '5g'],
  // "señal" is also a down payment in Spain; the phone signal is the usual question.
  signal: ['signal', 'phone signal', 'mobile signal', 'cobertura', 'señal'],
  alarm_system: ['alarm', 'alarms', 'burglar alarm', 'security system', 'alarma', 'alarmas'],
  // Not "cámara" alone: Spanish stems it like the glossary's "cama" (bed).
  security_camera: ['security camera', 'security cameras', 'camera', 'cameras', 'cctv', 'surveillance', 'cámaras de seguridad', 'videovigilancia'],
  co_detector: ['carbon monoxide', 'co detector', 'carbon monoxide detector', 'monóxido de carbono', 'detector de monóxido'],
  awning: ['awning', 'awnings', 'sunshade', 'toldo', 'toldos'],
  // "gate" stems like "gato" in Spanish; kept, it is the English word itself.
  gate: ['gate', 'gates', 'garden gate', 'verja', 'verjas', 'portón', 'portones'],
  mailbox: ['mailbox', 'mailboxes', 'letterbox', 'letter box', 'post box', 'postbox', 'buzón', 'buzones'],
  concierge: ['concierge', 'doorman', 'doormen', 'reception', 'front desk', 'conserje', 'conserjes', 'conserjería', 'portería', 'recepción'],
  torch: ['torch', 'torches', 'flashlight', 'flashlights', 'linterna', 'linternas'],
  candles: ['candle', 'candles', 'velas', 'velas aromáticas', 'scented candles'],
  lighter: ['lighter', 'lighters', 'matches', 'mechero', 'mecheros', 'encendedor', 'encendedores', 'cerillas', 'fósforos'],

  // ---------------------------------------------------------------- the home: kitchen
  toaster: ['toaster', 'toasters', 'sandwich toaster', 'tostadora', 'tostadoras', 'tostador', 'sandwichera'],
  blender: ['blender', 'blenders', 'hand blender', 'food processor', 'batidora', 'batidoras', 'licuadora', 'licuadoras', 'thermomix'],
  air_fryer: ['air fryer', 'airfryer', 'deep fryer', 'fryer', 'freidora', 'freidora de aire'],
  extractor_hood: ['extractor', 'extractor fan', 'extractor hood', 'cooker hood', 'range hood', 'campana', 'campana extractora', 'extractor de humos'],
  knives: ['knife', 'knives', 'cuchillo', 'cuchillos'],
  corkscrew: ['corkscrew', 'bottle opener', 'wine opener', 'sacacorchos', 'abrebotellas', 'destapador', 'abridor'],
  can_opener: ['can opener', 'tin opener', 'abrelatas'],
  cups: ['cup', 'cups', 'mug', 'mugs', 'taza', 'tazas'],
  paper_towels: ['paper towel', 'paper towels', 'kitchen roll', 'kitchen paper', 'papel de cocina', 'rollo de cocina'],
  dish_towel: ['tea towel', 'tea towels', 'dish towel', 'dish towels', 'dishcloth', 'trapo', 'trapos', 'paño de cocina', 'trapo de cocina', 'repasador'],
  sponge: ['sponge', 'sponges', 'scourer', 'scourers', 'esponja', 'esponjas', 'estropajo', 'estropajos', 'bayeta', 'bayetas'],
  water_filter: ['water filter', 'filtered water', 'reverse osmosis', 'filtro de agua', 'agua filtrada', 'ósmosis', 'brita', 'purificador de agua'],
  water_jug: ['water jug', 'water jugs', 'water dispenser', 'water cooler', 'garrafón', 'garrafones', 'bidón', 'bidones', 'dispensador de agua'],

  // ---------------------------------------------------------------- the home: bathroom and cleaning
  // Not "tap": Spanish stems it like "tapas".
  tap: ['faucet', 'faucets', 'mixer tap', 'grifo', 'grifos', 'canilla', 'canillas'],
  stopcock: ['stopcock', 'water shut-off', 'main water valve', 'shut-off valve', 'llave de paso', 'llave general del agua', 'válvula'],
  // "lavabo" is also a toilet (restroom) in Spain; as a fitting it is the washbasin.
  sink: ['sink', 'sinks', 'washbasin', 'basin', 'fregadero', 'fregaderos', 'lavabo', 'lavabos', 'lavamanos'],
  cistern: ['cistern', 'toilet cistern', 'toilet tank', 'cisterna', 'cisternas', 'tirar de la cadena'],
  plunger: ['plunger', 'plungers', 'desatascador', 'desatascadores', 'sopapa'],
  drain: ['drain', 'drains', 'plughole', 'desagüe', 'desagües', 'sumidero', 'sumideros'],
  clogged: ['clogged', 'blocked', 'blockage', 'atascado', 'atascada', 'obstruido', 'obstruida'],
  leak: ['leak', 'leaks', 'leaking', 'leaky', 'water leak', 'dripping', 'gotera', 'goteras', 'fuga', 'fugas', 'fuga de agua', 'gotea'],
  flood: ['flood', 'flooded', 'flooding', 'inundación', 'inundado', 'inundada', 'inundaciones'],
  water_pressure: ['water pressure', 'pressure', 'low pressure', 'presión', 'presión del agua', 'poca presión'],
  mould: ['mould', 'mold', 'mouldy', 'moldy', 'moho'],
  dehumidifier: ['dehumidifier', 'dehumidifiers', 'humidifier', 'deshumidificador', 'deshumidificadores', 'humidificador'],
  smell: ['smell', 'smells', 'smelly', 'odor', 'odour', 'stink', 'olor', 'olores', 'mal olor', 'huele'],
  conditioner: ['conditioner', 'hair conditioner', 'acondicionador', 'acondicionador de pelo'],
  fabric_softener: ['fabric softener', 'suavizante', 'suavizante de ropa'],
  bleach: ['bleach', 'lejía', 'cloro', 'lavandina'],
  bin_bags: ['bin bag', 'bin bags', 'trash bags', 'garbage bags', 'rubbish bags', 'bolsa de basura', 'bolsas de basura'],
  shopping_bags: ['shopping bag', 'shopping bags', 'carrier bag', 'tote bag', 'plastic bags', 'bolsa', 'bolsas', 'bolsas de la compra'],
  dental_care: ['toothpaste', 'toothbrush', 'toothbrushes', 'pasta de dientes', 'dentífrico', 'cepillo de dientes', 'crema dental'],
  bathrobe: ['bathrobe', 'bathrobes', 'albornoz', 'albornoces', 'bata', 'batas'],
  slippers: ['slippers', 'slipper', 'pantuflas', 'zapatillas de casa', 'chinelas'],
  hair_straightener: ['hair straightener', 'straightener', 'straighteners', 'flat iron', 'curling iron', 'plancha de pelo', 'plancha del pelo', 'rizador', 'tenacillas'],
  clothes_pegs: ['clothes pegs', 'clothes peg', 'pegs', 'clothespins', 'pinzas', 'pinzas de la ropa', 'ganchos de ropa'],
  insecticide: ['insecticide', 'bug spray', 'insect spray', 'fly spray', 'insecticida', 'matamoscas', 'raid'],
  cockroaches: ['cockroach', 'cockroaches', 'roach', 'roaches', 'cucaracha', 'cucarachas'],
  wasps: ['wasp', 'wasps', 'hornet', 'hornets', 'avispa', 'avispas', 'avispón'],
  rodents: ['mouse', 'mice', 'rat', 'rats', 'rodent', 'rodents', 'ratón', 'ratones', 'rata', 'ratas', 'roedores'],
  bed_bugs: ['bed bugs', 'bedbugs', 'bed bug', 'chinche', 'chinches'],
  insect_bite: ['insect bite', 'mosquito bite', 'sting', 'stings', 'picadura', 'picaduras', 'piquete', 'piquetes'],

  // ---------------------------------------------------------------- garden and outdoors of the house
  watering: ['water the plants', 'sprinkler', 'sprinklers', 'irrigation', 'regar', 'riego', 'aspersor', 'aspersores'],
  charcoal: ['charcoal', 'briquettes', 'carbón', 'carbón vegetal', 'briquetas'],
  firelighters: ['firelighters', 'fire starters', 'lighter fluid', 'pastillas de encendido', 'pastillas enciende fuego'],
  gardener: ['gardener', 'gardeners', 'gardening', 'jardinero', 'jardinera', 'jardinería'],

  // ---------------------------------------------------------------- babies and children
  changing_table: ['changing table', 'changing mat', 'changing station', 'cambiador', 'cambiador de pañales'],
  diapers: ['diaper', 'diapers', 'nappy', 'nappies', 'pañal', 'pañales'],
  stair_gate: ['stair gate', 'baby gate', 'safety gate', 'barrera de escalera', 'barrera de seguridad', 'puerta de seguridad para niños'],
  childproofing: ['childproof', 'child proof', 'babyproof', 'babyproofing', 'socket covers', 'outlet covers', 'protectores de enchufe', 'cubreenchufes'],
  babysitter: ['babysitter', 'babysitters', 'babysitting', 'baby sitter', 'nanny', 'nannies', 'canguro', 'canguros', 'niñera', 'niñeras'],
  birthday: ['birthday', 'birthdays', 'cumpleaños', 'cumple'],
  wedding: ['wedding', 'weddings', 'boda', 'bodas', 'casamiento'],

  // ---------------------------------------------------------------- pets
  vet: ['vet', 'vets', 'veterinarian', 'veterinary', 'animal hospital', 'veterinario', 'veterinaria', 'veterinarios', 'clínica veterinaria'],
  dog_park: ['dog park', 'dog parks', 'dog run', 'pipicán', 'pipicanes', 'parque canino', 'área canina', 'zona canina'],
  poop_bags: ['poop bags', 'dog poop bags', 'dog waste bags', 'bolsas para excrementos', 'bolsitas para perros'],

  // ---------------------------------------------------------------- health and people who help
  dentist: ['dentist', 'dentists', 'dental clinic', 'toothache', 'dentista', 'dentistas', 'clínica dental', 'dolor de muelas'],
  pediatrician: ['pediatrician', 'paediatrician', 'pediatrics', 'pediatra', 'pediatras', 'pediatría'],
  // "receta" is also a recipe; in a health question it is the prescription.
  prescription: ['prescription', 'prescriptions', 'receta', 'recetas', 'receta médica'],
  fever: ['fever', 'high temperature', 'fiebre', 'calentura'],
  thermometer: ['thermometer', 'thermometers', 'termómetro', 'termómetros'],
  plumber: ['plumber', 'plumbers', 'plumbing', 'fontanero', 'fontanera', 'fontanería', 'plomero', 'plomería'],
  electrician: ['electrician', 'electricians', 'electricista', 'electricistas'],
  locksmith: ['locksmith', 'locksmiths', 'cerrajero', 'cerrajeros', 'cerrajería'],
  maintenance: ['maintenance', 'handyman', 'technician', 'technicians', 'mantenimiento', 'manitas', 'técnico', 'técnicos'],
  chef: ['chef', 'chefs', 'private chef', 'personal chef', 'cocinero', 'cocinera', 'cocineros', 'chef privado', 'chef a domicilio'],
  safety: ['safety', 'danger', 'dangerous', 'unsafe', 'seguridad', 'peligro', 'peligroso', 'peligrosa', 'peligrosos', 'inseguro', 'insegura'],
  pickpockets: ['pickpocket', 'pickpockets', 'pickpocketing', 'carterista', 'carteristas'],
  scams: ['scam', 'scams', 'rip-off', 'estafa', 'estafas'],
};
