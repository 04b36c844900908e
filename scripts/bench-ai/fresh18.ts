/**
 * An eighteenth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH18: BenchQuestion[] = [
  // Málaga guide, asked in English
  M('en', 'whats the wifi password pls', 'wifi'),
  M('en', 'Hi Javier, our flight lands around 1pm. Is there anywhere we can drop our suitcases before we can get into the flat?', 'llegada'),
  M('en', 'How do we get into the building? Is there a code for the front door?', 'llegada'),
  M('en', "Can we bring our little dog? He's very quiet, promise", 'normas'),
  M('en', "We're driving down from Madrid - does the apartment come with a parking space?", 'aparcamiento'),
  M('en', 'Will a Ford Transit campervan fit in the garage?', 'aparcamiento'),
  M('en', 'When is the rooftop pool open?', 'piscina'),
  M('en', 'do u have beach chairs or an umbrella we can borrow', 'playa'),
  M('en', "What's the easiest way to get from the airport to the flat?", 'transporte'),
  M('en', 'Is there a tumble dryer or do we have to hang everything out?', 'lavadora'),
  M('en', "We're travelling with our 10 month old. Do you have a cot and a high chair?", 'comodidades'),
  M('en', 'My son cut his finger, is there a first aid kit somewhere?', 'seguridad'),
  M('en', 'All the lights just went off in the flat. What do I do??', 'seguridad'),
  M('en', 'What time do we need to be out on our last day?', 'salida', 'checkout'),
  M('en', 'Where can we get good churros for breakfast?', 'place-churreria'),
  M('en', 'Is the supermarket open on Sunday? Need to stock up', 'place-mercadona'),
  M('en', 'Heard the Picasso museum is free sometimes - when?', 'place-picasso'),
  M('en', 'How do I switch the air con to heating? It gets a bit chilly at night', 'clima'),
  M('en', "I'll be working remotely most days - how fast is the internet? I have lots of video calls", 'wifi'),
  M('en', 'Is the apartment within walking distance of the old town?', 'bienvenida'),

  // Málaga guide, asked in Spanish
  M('es', '¿A qué hora podemos hacer el check-in?', 'llegada', 'checkin'),
  M('es', 'Hola! cual es la clave del wifi?', 'wifi'),
  M('es', 'dnd estan las llaves del depto??', 'llegada'),
  M('es', '¿Se puede fumar en la terraza o mejor bajamos a la calle?', 'normas'),
  M('es', 'Somos un grupo de amigas, ¿hasta qué hora podemos estar de charla sin molestar a los vecinos?', 'normas'),
  M('es', 'Che, ¿hay lavavajillas? ¿y dónde están las pastillas?', 'cocina'),
  M('es', 'Oye, ¿dónde está la plancha? Tengo una boda y necesito planchar la camisa', 'lavadora'),
  M('es', '¿Los niños pueden subir solos a la alberca?', 'piscina'),
  M('es', '¿A partir de qué hora se puede bajar la basura?', 'basura'),
  M('es', 'Nuestro vuelo sale por la noche, ¿podríamos dejar el piso un poco más tarde de las 11?', 'salida'),
  M('es', '¿Hay algún autobús que pare cerca del piso?', 'transporte'),
  M('es', 'Refresca por la noche, ¿hay mantas de más?', 'comodidades'),
  M('es', '¿Dónde está el extintor?', 'seguridad'),
  M('es', 'No encuentro el control de la tele, ¿dónde lo guardan?', 'tele'),
  M('es', 'Recomiéndame un sitio para tomar unas tapas y vino dulce', 'place-el-pimpi'),
  M('es', 'Necesito una farmacia que esté abierta a las 21:30, ¿hay alguna cerca?', 'place-farmacia'),
  M('es', '¿Cuánto cuesta la entrada a la Alcazaba?', 'place-alcazaba'),
  M('es', 'Pasame el número de Javier porfa, no me contesta por la app', 'contact'),
  M('es', 'Mi mamá se cayó y creo que se rompió la muñeca, ¿a qué hospital la llevo?', 'emergency'),
  M('es', '¿Me pasas la dirección exacta del piso para ponerla en el GPS?', 'property'),

  // Lisbon guide, asked in Spanish
  L('es', '¿El edificio tiene ascensor? Vamos con mi suegra que tiene 80 años', 'arrival'),
  L('es', 'cual es el codigo de la puerta de la calle', 'arrival'),
  L('es', '¿Me pasas la contraseña del wifi?', 'wifi'),
  L('es', 'El internet se cae a cada rato, ¿qué hago?', 'wifi'),
  L('es', '¿Se puede fumar en el departamento?', 'rules'),
  L('es', 'Somos 5 amigos, ¿podemos quedarnos todos en el piso?', 'rules'),
  L('es', '¿Cuánto cuesta quedarse hasta la 1 el último día?', 'checkout'),
  L('es', 'Vamos en carro rentado, ¿dónde lo podemos estacionar?', 'parking'),
  L('es', '¿En qué contenedor va el vidrio?', 'trash'),
  L('es', 'Hace un frío tremendo, ¿cómo pongo la calefacción?', 'heating'),
  L('es', '¿Hay cafetera? ¿de qué tipo es?', 'kitchen'),
  L('es', '¿Hay secadora de ropa?', 'laundry'),
  L('es', 'Como llegamos desde el aeropuerto en metro?', 'transport'),
  L('es', '¿Dónde se toma el tranvía 28?', 'transport'),
  L('es', '¿Hay secador de pelo o me llevo el mío?', 'amenities'),
  L('es', 'Queremos ir un día a la playa, ¿cuál nos recomendás y cómo se llega?', 'beaches'),
  L('es', 'Me robaron la billetera con el pasaporte en el tranvía, ¿a dónde tengo que ir?', 'emergency'),
  L('es', '¿Vale la pena el castillo? ¿Cuánto sale la entrada?', 'place-castle'),
  L('es', 'Queremos escuchar fado una noche, ¿algún lugar que recomiendes?', 'place-fado'),
  L('es', '¿Dónde desayunamos unos pastelitos de nata recién hechos?', 'place-pasteis'),

  // Lisbon guide, asked in English
  L('en', 'Hi! Where do I find the keys when I get there?', 'arrival'),
  L('en', 'What time can we check in?', 'arrival', 'checkin'),
  L('en', "My mate's flying in to visit, can he crash on the sofa for a night?", 'rules'),
  L('en', 'Before we leave on Sunday, is there anything we need to do? Strip the beds, dishes etc?', 'checkout'),
  L('en', 'Is there a garage near the flat, and what does it cost per day?', 'parking'),
  L('en', 'when do we take the rubbish out', 'trash'),
  L('en', "It's boiling in the bedroom, how does the AC work?", 'heating'),
  L('en', 'Does the kitchen have an oven? We want to cook a proper dinner one night', 'kitchen'),
  L('en', 'where is the washing machine + do you have detergent', 'laundry'),
  L('en', "What's the full address of the flat? I need to give it to the taxi driver", 'property'),
  L('en', 'Could you lend us a travel cot for our baby? We arrive next week', 'amenities'),
  L('en', 'Can we log into our own Netflix on the TV?', 'tv'),
  L('en', 'Are there beach towels we can take to Carcavelos?', 'beaches'),
  L('en', 'Small fire on the stove - where is the fire blanket??', 'safety'),
  L('en', 'Can we have dinner out on the terrace? How many people fit at the table?', 'terrace'),
  L('en', 'What time does the nearest supermarket close?', 'place-pingo'),
  L('en', 'Any recommendations for a traditional family place with grilled fish for dinner?', 'place-taberna'),
  L('en', 'I need some cold medicine, is there a pharmacy close by where they speak English?', 'place-pharmacy'),
  L('en', "What's the best way to reach Sofia directly, phone or email?", 'contact'),
  L('en', 'Does the flat actually have a view of the river?', 'welcome', 'terrace'),

  // Málaga guide, asked in English - not in the guide
  MN('en', 'Is there a gym in the building or nearby?'),
  MN('en', 'How much extra is the late checkout until 1pm?'),
  MN('en', 'Is the rooftop pool heated? Thinking of swimming in early June'),
  MN('en', 'Is there a charger for electric cars in the garage?'),
  MN('en', 'how much is the C1 train ticket from the airport?'),
  MN('en', 'Is the tap water ok to drink or should we buy bottled?'),
  MN('en', 'Can we book a mid-stay clean? Two weeks is a long time'),
  MN('en', 'Is the Alcazaba open on Mondays?'),
  MN('en', 'Any good vegan restaurants around?'),
  MN('en', 'Can I get an Amazon parcel delivered to the flat?'),

  // Málaga guide, asked in Spanish - not in the guide
  MN('es', '¿Cuánto cuesta dejar las maletas en la consigna de María Zambrano?'),
  MN('es', '¿Hay socorrista en la piscina?'),
  MN('es', '¿Tenéis algún adaptador de enchufe inglés?'),
  MN('es', '¿A qué hora cierra El Pimpi?'),
  MN('es', '¿Qué horario tiene el Museo Picasso entre semana?'),
  MN('es', '¿Hay juegos de mesa o juguetes para los nenes?'),
  MN('es', '¿Hay caja fuerte en el depa para dejar los pasaportes?'),
  MN('es', 'Che, ¿el wifi llega bien a la terraza?'),
  MN('es', '¿Se puede hacer una barbacoa en la terraza?'),
  MN('es', '¿Cuántas camas hay y de qué tamaño son?'),

  // Lisbon guide, asked in Spanish - not in the guide
  LN('es', '¿Se aceptan mascotas? Viajamos con nuestro perrito'),
  LN('es', '¿A qué hora cierra el castillo?'),
  LN('es', '¿Cuánto cuesta el tren a Cascais?'),
  LN('es', '¿Hay algún cajero automático cerca del depto?'),
  LN('es', '¿Cuánto sale el show de fado con cena?'),
  LN('es', '¿La Taberna da Sé abre los domingos?'),
  LN('es', '¿Nos recomiendas alguna excursión de un día a Sintra?'),
  LN('es', '¿Hay mosquiteras en las ventanas? Me comen los mosquitos'),
  LN('es', '¿Puedo pedir que me cambien las sábanas a mitad de semana?'),
  LN('es', '¿Cuánto es la tasa turística y cómo se paga?'),

  // Lisbon guide, asked in English - not in the guide
  LN('en', 'Where can we rent bikes?'),
  LN('en', 'Is the pharmacy open on Sundays?'),
  LN('en', 'Is it a double bed or two singles in the bedroom?'),
  LN('en', "Is there a kids' playground nearby?"),
  LN('en', 'How much is street parking per hour in the EMEL zones?'),
  LN('en', 'Does the bakery close on Mondays?'),
  LN('en', 'Can you arrange an airport pickup for us?'),
  LN('en', 'Are there any surf schools in Carcavelos you recommend?'),
  LN('en', 'Do you have a baby bath or a stair gate for our toddler?'),
  LN('en', 'Is there a sports bar nearby to watch the football?'),
];
