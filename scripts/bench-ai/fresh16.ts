/**
 * A sixteenth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH16: BenchQuestion[] = [
  // Málaga guide, asked in English (answerable)
  M('en', 'hey whats the wifi password', 'wifi'),
  M('en', "I'll be working remotely all week with loads of video calls. How fast is the internet in the flat?", 'wifi'),
  M('en', "We're coming down in a high-roof camper van, about 2.3 m tall. Will it fit in the garage?", 'aparcamiento'),
  M('en', 'What are the opening hours of the rooftop pool?', 'piscina'),
  M('en', "Flight got delayed, we'll only land around midnight. What's the code to get into the building?", 'llegada'),
  M('en', "My dad can't really manage stairs. Is there an elevator up to the apartment?", 'llegada'),
  M('en', "Can we bring our little dog? She's very quiet, promise", 'normas'),
  M('en', 'Do you have a parasol or some beach chairs we could take down to the sand?', 'playa'),
  M('en', 'is there a tumble dryer or do i have to hang stuff out to dry', 'lavadora'),
  M('en', "What's the easiest way to get from Malaga airport to the flat?", 'transporte'),
  M('en', "We're travelling with our 10-month-old. Do you have a cot she could sleep in?", 'comodidades'),
  M('en', 'Where do we take the rubbish? And do you separate the recycling?', 'basura'),
  M('en', "It's boiling in here, how do I turn the air con on?", 'clima'),
  M('en', 'All the power just went off in the flat!! what do we do', 'seguridad'),
  M('en', 'Can we watch Amazon Prime on the TV?', 'tele'),
  M('en', 'Any tips for a proper old-school tapas bar with local wine? Something with atmosphere', 'place-el-pimpi'),
  M('en', 'Is the Mercadona open on Sunday? We need to stock up', 'place-mercadona'),
  M('en', 'Is there a day when the Picasso museum is free to get in?', 'place-picasso'),
  M('en', "Our flight home isn't until the evening - any chance of a later checkout?", 'salida'),
  M('en', "What's Javier's phone number in case we need him?", 'contact'),

  // Málaga guide, asked in Spanish (answerable)
  M('es', '¿A partir de qué hora podemos entrar al piso?', 'checkin', 'llegada'),
  M('es', 'no me conecta el wifi, q hago?', 'wifi'),
  M('es', 'Llegamos al mediodía, ¿hay algún lugar donde dejar las valijas hasta que podamos entrar?', 'llegada'),
  M('es', '¿Se puede fumar en la terraza?', 'normas'),
  M('es', 'Somos un grupo de amigos, ¿hasta qué hora podemos tener música puesta?', 'normas'),
  M('es', '¿Cuál es nuestra plaza de garaje?', 'aparcamiento'),
  M('es', 'Vamos a ir con dos carros, ¿dónde podemos estacionar el segundo?', 'aparcamiento'),
  M('es', '¿A qué hora tenemos que entregar el departamento el último día?', 'checkout', 'salida'),
  M('es', 'Hola! La cafetera es de cápsulas o de qué tipo es? Para saber qué café comprar', 'cocina'),
  M('es', 'Necesito una farmacia, ¿hay alguna cerca que siga abierta a las nueve y media de la noche?', 'place-farmacia'),
  M('es', 'donde esta la plancha', 'lavadora'),
  M('es', '¿Los chicos pueden subir solos a la pileta o tiene que ir un grande con ellos?', 'piscina'),
  M('es', 'Mi hija tiene fiebre muy alta, ¿a qué hospital con urgencias podemos ir?', 'emergency'),
  M('es', '¿Qué tan lejos queda la playa del depa?', 'playa', 'bienvenida'),
  M('es', '¿Hay algún autobús que pare cerca de casa?', 'transporte'),
  M('es', 'Por la noche hace fresquito, ¿hay mantas de más en algún sitio?', 'comodidades'),
  M('es', 'Me he cortado con un cuchillo cocinando, ¿dónde está el botiquín?', 'seguridad'),
  M('es', '¿Dónde podemos desayunar unos buenos churros con chocolate?', 'place-churreria'),
  M('es', 'cuanto cuesta entrar a la alcazaba', 'place-alcazaba'),
  M('es', '¿Me pasás la dirección exacta del piso? Es para dársela al taxista', 'property'),

  // Lisbon guide, asked in Spanish (answerable)
  L('es', '¿Cuál es el código de la puerta de la calle?', 'arrival'),
  L('es', 'Hola, ¿dónde recogemos las llaves del piso?', 'arrival'),
  L('es', '¿El edificio tiene ascensor? Vamos con dos maletas grandes', 'arrival'),
  L('es', '¿Cómo se llama la red wifi y cuál es la clave?', 'wifi'),
  L('es', 'el internet no anda, q hago??', 'wifi'),
  L('es', '¿Se puede fumar dentro del departamento?', 'rules'),
  L('es', '¿Un amigo que vive en Lisboa puede quedarse a dormir una noche con nosotros?', 'rules'),
  L('es', '¿Tienen estacionamiento o dónde dejo el auto?', 'parking'),
  L('es', '¿Cuándo pasan a recoger la basura? ¿A qué hora la bajo?', 'trash'),
  L('es', 'Hace un frío tremendo, ¿cómo se pone la calefacción?', 'heating'),
  L('es', '¿Hay horno? Queremos cocinar una noche en casa', 'kitchen'),
  L('es', '¿Hay secadora de ropa?', 'laundry'),
  L('es', '¿Cómo llego desde el aeropuerto en metro?', 'transport'),
  L('es', '¿Cuánto sale un boleto de tranvía?', 'transport'),
  L('es', '¿Tenéis toallas para ir a la playa?', 'beaches'),
  L('es', '¿Cómo vamos a Cascais en tren y cuánto se tarda?', 'beaches'),
  L('es', 'Se fue la luz en todo el piso, ¿dónde está el cuadro eléctrico?', 'safety'),
  L('es', '¿Dónde podemos escuchar fado en vivo?', 'place-fado'),
  L('es', 'Queremos subir al castillo, ¿cuánto cuesta la entrada?', 'place-castle'),
  L('es', 'Me robaron el pasaporte en el tranvía, ¿a dónde tengo que ir a denunciarlo?', 'emergency'),

  // Lisbon guide, asked in English (answerable)
  L('en', 'What time can we check in?', 'checkin', 'arrival'),
  L('en', 'Whats the code for the key box', 'arrival'),
  L('en', 'wifi pw pls', 'wifi'),
  L('en', "It's my mate's 30th on Saturday, alright if we have a few people round for drinks?", 'rules'),
  L('en', 'What do we need to do before we check out?', 'checkout'),
  L('en', 'Could we possibly stay a couple of hours later on our last day?', 'checkout'),
  L('en', "We've rented a car. Where can I park it? Is there a garage nearby?", 'parking'),
  L('en', 'Which bin does the glass go in?', 'trash'),
  L('en', 'How do I switch the AC over to heat?', 'heating'),
  L('en', 'My husband has a bad cold, is there a pharmacy close by?', 'place-pharmacy'),
  L('en', 'How do we get hold of Sofia if something goes wrong?', 'contact'),
  L('en', 'Do you have a high chair for our toddler?', 'amenities'),
  L('en', "What's the exact street address? The taxi driver is asking", 'property'),
  L('en', 'Can I log into my Netflix on the TV?', 'tv'),
  L('en', 'How many people can sit at the table on the terrace?', 'terrace'),
  L('en', 'Does the apartment have a view of the river?', 'welcome', 'terrace'),
  L('en', "Where's the fire extinguisher?", 'safety'),
  L('en', 'Is there a good bakery nearby for breakfast? We love pasteis de nata', 'place-pasteis'),
  L('en', "Where's the nearest grocery store and what time does it close?", 'place-pingo'),
  L('en', 'Can you recommend a traditional Portuguese restaurant for dinner tonight?', 'place-taberna'),

  // Málaga guide, asked in English (unanswerable)
  MN('en', 'Is there a gym in the building or anywhere nearby?'),
  MN('en', 'Is the rooftop pool heated? Thinking of a swim in early June'),
  MN('en', 'Can I charge my electric car in the garage space?'),
  MN('en', 'How often do the C1 trains run from the airport, and until what time at night?'),
  MN('en', 'Do you have an electric kettle? We drink a lot of tea'),
  MN('en', 'What time does El Pimpi open for lunch?'),
  MN('en', 'Is the Picasso museum open on Mondays?'),
  MN('en', 'Are there any board games or toys for the kids in the flat?'),
  MN('en', 'Could you recommend a reliable babysitter for one evening?'),
  MN('en', 'Is there anywhere near the beach to rent a paddle board or kayak?'),

  // Málaga guide, asked in Spanish (unanswerable)
  MN('es', '¿Hay caja fuerte en el piso para dejar los pasaportes?'),
  MN('es', '¿La piscina tiene socorrista?'),
  MN('es', '¿A qué hora cierran los chiringuitos de la playa por la noche?'),
  MN('es', 'hay algun cajero automatico cerca?'),
  MN('es', '¿A qué hora cierra Casa Aranda?'),
  MN('es', '¿Hay freidora de aire en la cocina?'),
  MN('es', '¿La terraza tiene asador? Queremos hacer una carnita asada'),
  MN('es', 'Se me partió una muela, ¿me recomiendas algún dentista?'),
  MN('es', '¿Cuánto cuesta el bus desde el aeropuerto?'),
  MN('es', '¿Cuánto pagan los niños en la Alcazaba?'),

  // Lisbon guide, asked in Spanish (unanswerable)
  LN('es', '¿Se admiten perros? Viajamos con nuestra perrita'),
  LN('es', '¿A qué hora pasa el último tranvía 28 por la noche?'),
  LN('es', '¿Cuánto cuesta la entrada del Clube de Fado?'),
  LN('es', 'Venimos de México, ¿tienen adaptador para los enchufes?'),
  LN('es', '¿Dónde puedo cambiar dólares a euros?'),
  LN('es', '¿Hay licuadora para hacer jugos?'),
  LN('es', '¿Hay que pagar tasa turística y cómo se paga?'),
  LN('es', '¿La playa de Carcavelos tiene socorristas?'),
  LN('es', 'Está lloviendo a mares, ¿tienen algún paraguas para prestarnos?'),
  LN('es', '¿A qué hora abre la Taberna da Sé los domingos?'),

  // Lisbon guide, asked in English (unanswerable)
  LN('en', 'What time does the castle open in the morning?'),
  LN('en', 'How much does the Viva Viagem card itself cost?'),
  LN('en', 'Is the pharmacy open on Sundays?'),
  LN('en', 'Is there a bathtub? Our little one hates showers'),
  LN('en', 'Can someone come and clean the flat halfway through our 10-night stay?'),
  LN('en', 'Where can I buy a local SIM card?'),
  LN('en', 'Is there a safe in the flat for our passports?'),
  LN('en', 'Is there a printer I could use? Need to print our boarding passes'),
  LN('en', "I've got video calls all day for work - what speed is the wifi?"),
  LN('en', 'Do you have a car seat for a 3 year old we could borrow?'),
];
