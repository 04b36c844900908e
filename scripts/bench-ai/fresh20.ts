/**
 * A twentieth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH20: BenchQuestion[] = [
  // Málaga guide asked in English (answerable)
  M('en', 'Hi Javier, what time are we allowed to check in?', 'llegada', 'checkin'),
  M('en', 'How much are tickets for the Alcazaba and the castle up the hill?', 'place-alcazaba'),
  M('en', 'where do i pick up the keys when we arrive??', 'llegada'),
  M('en', 'Hello! I\'ll be working remotely during the stay. What\'s the wifi network and password, and is the connection good enough for video calls?', 'wifi'),
  M('en', 'What\'s the full address of the flat? Need to give it to the taxi driver.', 'property'),
  M('en', 'Am I allowed to have a cigarette out on the balcony?', 'normas'),
  M('en', 'We\'re travelling with our little dog, is that ok?', 'normas'),
  M('en', 'We\'re hiring a car at the airport. Is there anywhere to park it at the building?', 'aparcamiento'),
  M('en', 'We have quite a tall campervan - will it fit in the garage?', 'aparcamiento'),
  M('en', 'What time do we need to be out on our last morning?', 'salida', 'checkout'),
  M('en', 'where do the empty wine bottles go', 'basura'),
  M('en', 'It\'s absolutely boiling in here, how do I get the air con going?', 'clima'),
  M('en', 'Is there a tumble dryer or do we have to hang everything up?', 'lavadora'),
  M('en', 'What months is the rooftop pool open, and until what time in the evening?', 'piscina'),
  M('en', 'Do you have a beach umbrella and some chairs we could take down to the beach?', 'playa'),
  M('en', 'What\'s the easiest way to get from the airport to the apartment? We land late with two kids.', 'transporte'),
  M('en', 'We\'re coming with our 8 month old. Do you have a cot we could use?', 'comodidades'),
  M('en', 'Help, all the power has just gone off in the flat! What should I do?', 'seguridad'),
  M('en', 'Where can we get proper churros and hot chocolate for breakfast?', 'place-churreria'),
  M('en', 'my husband has a bad cold, is there a chemist nearby that\'s open in the evening?', 'place-farmacia'),

  // Málaga guide asked in Spanish (answerable)
  M('es', '¿Qué sitio nos recomiendas para tapear y tomar un vinito por el centro?', 'place-el-pimpi'),
  M('es', 'Hola! a q hora podemos entrar al depto?', 'llegada', 'checkin'),
  M('es', 'Llegamos a Málaga al mediodía, ¿dónde podemos dejar las valijas hasta que se pueda entrar?', 'llegada'),
  M('es', 'Buenas, ¿el edificio tiene ascensor? Viene mi madre y le cuestan mucho las escaleras.', 'llegada'),
  M('es', 'Es el cumple de mi amiga, ¿podemos hacer una fiestecita el sábado en el piso?', 'normas'),
  M('es', '¿A partir de qué hora hay que guardar silencio por la noche?', 'normas'),
  M('es', 'no encuentro el mando del garaje, ¿dónde está?', 'aparcamiento'),
  M('es', '¿A qué hora se puede sacar la basura?', 'basura'),
  M('es', 'hace un frio que pela, como pongo la calefaccion?', 'clima'),
  M('es', '¿Hay lavavajillas? ¿Y dónde están las pastillas?', 'cocina'),
  M('es', '¿Dónde guardáis la plancha? Tengo que planchar una camisa para una boda.', 'lavadora'),
  M('es', '¿Los chicos pueden subir solos a la pileta de la terraza o tiene que ir un adulto?', 'piscina'),
  M('es', '¿Cuánto se tarda andando desde el piso hasta la playa?', 'playa', 'bienvenida'),
  M('es', '¿Hay algún autobús que pare cerca de la casa?', 'transporte'),
  M('es', 'Mi hijo se ha hecho un corte en el dedo, ¿dónde está el botiquín?', 'seguridad'),
  M('es', '¿Podríamos dejar el piso un poco más tarde el domingo, sobre la una?', 'salida'),
  M('es', '¿Cómo pongo Netflix en la tele? No encuentro el control remoto.', 'tele'),
  M('es', '¿Qué día se puede entrar gratis al Museo Picasso?', 'place-picasso'),
  M('es', 'Mi padre se encuentra muy mal, ¿cuál es el hospital con urgencias más cercano?', 'emergency'),
  M('es', '¿Me pasas el teléfono de Javier? Quiero escribirle por WhatsApp.', 'contact'),

  // Lisbon guide asked in Spanish (answerable)
  L('es', '¿A qué hora podemos hacer el check-in?', 'arrival', 'checkin'),
  L('es', '¿Cuál es la dirección exacta del piso? Es para ponerla en el GPS del taxi.', 'property'),
  L('es', 'Buenas! hay ascensor en el edificio? vamos con dos maletas grandes', 'arrival'),
  L('es', '¿Cuál es la contraseña del wifi?', 'wifi'),
  L('es', 'No anda el internet desde hace un rato, ¿qué hago?', 'wifi'),
  L('es', '¿Se puede fumar en la terraza?', 'rules'),
  L('es', 'Tenemos unos amigos que viven en Lisboa, ¿se pueden quedar a dormir una noche con nosotros?', 'rules'),
  L('es', 'Nuestro vuelo sale tarde, ¿podemos quedarnos en el departamento después de la hora de salida?', 'checkout'),
  L('es', '¿El depa tiene estacionamiento? Vamos a rentar un carro.', 'parking'),
  L('es', '¿Dónde tiro las botellas de vidrio?', 'trash'),
  L('es', 'como prendo la calefaccion? estamos congelados', 'heating'),
  L('es', '¿Hay cafetera? ¿Tengo que comprar cápsulas?', 'kitchen'),
  L('es', '¿Hay secadora para la ropa?', 'laundry'),
  L('es', '¿Cómo llegamos desde el aeropuerto en metro?', 'transport'),
  L('es', '¿Nos dejáis toallas? ¿Cuántas hay por persona?', 'amenities'),
  L('es', 'Nos apetece un día de playa, ¿cuál es la más cercana y cómo se llega en tren?', 'beaches'),
  L('es', '¿Dónde está el extintor?', 'safety'),
  L('es', '¿Dónde podemos escuchar fado en vivo por la zona?', 'place-fado'),
  L('es', 'Recomendame una panadería para desayunar pastéis de nata recién hechos', 'place-pasteis'),
  L('es', 'Me robaron la billetera en el tranvía, ¿adónde tengo que ir a denunciarlo?', 'emergency'),

  // Lisbon guide asked in English (answerable)
  L('en', 'What time is checkout?', 'checkout'),
  L('en', 'Our flight lands at 10am. Is there somewhere we can drop our bags before we can get in?', 'arrival'),
  L('en', 'lockbox code?', 'arrival'),
  L('en', 'Where is the nearest hospital with an A&E, just in case?', 'emergency'),
  L('en', 'Is there anywhere to park near the flat, and roughly how much does it cost?', 'parking'),
  L('en', 'When are we supposed to take the trash out?', 'trash'),
  L('en', 'We\'re a group of four friends - are there any rules about noise at night?', 'rules'),
  L('en', 'How do I switch the air conditioning to cool? It only seems to blow warm air.', 'heating'),
  L('en', 'What\'s Sofia\'s phone number? I need to message her.', 'contact'),
  L('en', 'Where do I find washing powder for the machine?', 'laundry'),
  L('en', 'How do we pay for tram 28? Can we just buy a ticket on board?', 'transport'),
  L('en', 'Do you have a high chair for our toddler?', 'amenities'),
  L('en', 'Can we log into our own Netflix account on the TV?', 'tv'),
  L('en', 'are there beach towels in the flat or should we bring ours', 'beaches'),
  L('en', 'All the lights went out at once - how do I reset the fuse?', 'safety'),
  L('en', 'Can you see the river from the flat? Is there somewhere to sit outside in the evening?', 'welcome', 'terrace'),
  L('en', 'Could you recommend somewhere nearby for a proper Portuguese dinner?', 'place-taberna'),
  L('en', 'Where\'s the closest supermarket and what time does it shut?', 'place-pingo'),
  L('en', 'how much are tickets for the castle? worth going?', 'place-castle'),
  L('en', 'I need some ibuprofen, is there a pharmacy close by?', 'place-pharmacy'),

  // Málaga guide asked in English (unanswerable)
  MN('en', 'Is there a gym in the building or close by?'),
  MN('en', 'Can I charge my electric car in the garage space?'),
  MN('en', 'Is the rooftop pool heated? We\'re coming in early June.'),
  MN('en', 'Is there a kettle? My wife can\'t survive without her tea.'),
  MN('en', 'How often does the C1 train run from the airport and how much is a ticket?'),
  MN('en', 'What time does El Pimpi close at night?'),
  MN('en', 'Do you offer an airport pickup service?'),
  MN('en', 'We\'re staying two weeks - is there a cleaning service halfway through?'),
  MN('en', 'Is the Picasso Museum open on Mondays?'),
  MN('en', 'Could you recommend a babysitter so we can go out for dinner one night?'),

  // Málaga guide asked in Spanish (unanswerable)
  MN('es', '¿Tenéis algún adaptador de enchufe? Venimos de Inglaterra.'),
  MN('es', '¿Hay ventilador en el dormitorio? El aire me seca la garganta.'),
  MN('es', '¿Cuánto cuesta una ración de churros en Casa Aranda?'),
  MN('es', '¿Hay algún cajero automático cerca del piso?'),
  MN('es', '¿Hay juegos de mesa o juguetes para los niños en el piso?'),
  MN('es', '¿La piscina tiene socorrista?'),
  MN('es', '¿Cuánto cuesta alquilar una de las bicis públicas?'),
  MN('es', '¿Las ventanas del dormitorio tienen persianas o cortinas opacas? Mi marido trabaja de noche.'),
  MN('es', '¿El baño tiene bañera o sólo ducha?'),
  MN('es', '¿Funciona Uber o Cabify en Málaga?'),

  // Lisbon guide asked in Spanish (unanswerable)
  LN('es', '¿Se admiten mascotas? Viajamos con nuestro perro.'),
  LN('es', '¿Hay plancha para el pelo en el baño?'),
  LN('es', '¿El edificio tiene piscina?'),
  LN('es', '¿Cuánto cuesta el billete de tren a Cascais?'),
  LN('es', '¿A qué hora cierra la Taberna da Sé?'),
  LN('es', '¿Hay licuadora en la cocina? Quiero hacer licuados por la mañana.'),
  LN('es', '¿Dónde puedo alquilar un coche para ir a Sintra?'),
  LN('es', '¿Cuánto sale la entrada al Clube de Fado?'),
  LN('es', '¿Hay un cajero cerca para sacar efectivo?'),
  LN('es', '¿Hay mosquiteros en las ventanas? Me comen los mosquitos.'),

  // Lisbon guide asked in English (unanswerable)
  LN('en', 'Is there a gym near the flat? I like to train every morning.'),
  LN('en', 'What time does the castle close, and is it open on Mondays?'),
  LN('en', 'Is there a PlayStation or any games console for the kids?'),
  LN('en', 'Do you have a corkscrew? We bought some wine.'),
  LN('en', 'Roughly how much is an Uber from the flat to Belém?'),
  LN('en', 'Is the pharmacy open on Sundays?'),
  LN('en', 'Do you have a baby bath we could borrow?'),
  LN('en', 'Do you offer a cleaning service during the stay?'),
  LN('en', 'Is there a printer in the flat? I need to print a boarding pass for work.'),
  LN('en', 'where can i buy a local sim card around here'),
];
