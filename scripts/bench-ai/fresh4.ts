/**
 * A fourth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH4: BenchQuestion[] = [
  // Lisbon guide (English), asked in English.
  L('en', 'What is the code for the street door?', 'arrival'),
  L('en', 'whats the adress? need it for the taxi driver', 'property'),
  L('en', 'What is the name of the wifi network?', 'wifi'),
  L('en', 'can a friend crash on the sofa for one night', 'rules'),
  L('en', 'What are the quiet hours in the building?', 'rules'),
  L('en', 'where do we leave the keys when we check out', 'checkout'),
  L('en', 'is there anywhere to park a rental car', 'parking'),
  L('en', 'How often is the rubbish collected?', 'trash'),
  L('en', 'what temp should we set the aircon to', 'heating'),
  L('en', 'Is there a toaster in the kitchen?', 'kitchen'),
  L('en', 'no dryer?? how r we suposed to dry clothes', 'laundry'),
  L('en', 'Which metro line do we take from the airport?', 'transport'),
  L('en', 'do you have a high chair for our toddler', 'amenities'),
  L('en', 'Can we watch Netflix on the TV?', 'tv'),
  L('en', 'how long does the train to cascais take', 'beaches'),
  L('en', 'Where is the fuse box?', 'safety'),
  L('en', 'where can i get pasteis de nata for brekfast', 'place-pasteis'),
  L('en', 'How much are tickets for the castle?', 'place-castle'),
  L('en', 'is ther a pharmacy where they speak english', 'place-pharmacy'),
  L('en', 'whats the hosts phone number', 'contact'),

  // Lisbon guide (English), asked in Spanish.
  L('es', '¿A qué hora podemos entrar al piso?', 'arrival', 'checkin'),
  L('es', 'las escaleras son estrechas? llevamos maletas grandes', 'arrival'),
  L('es', 'el internet no va, que hago', 'wifi'),
  L('es', '¿Se pueden hacer fiestas en el piso?', 'rules'),
  L('es', 'cuanto cuesta quedarse mas tarde el ultimo dia', 'checkout'),
  L('es', '¿Dónde se aparca en la calle y cómo se paga?', 'parking'),
  L('es', 'en que contenedor va el carton', 'trash'),
  L('es', 'hace frio, hay algun radiador?', 'heating'),
  L('es', '¿Hay aceite y sal en la cocina?', 'kitchen'),
  L('es', 'donde esta la lavdora', 'laundry'),
  L('es', '¿Cuánto cuesta un taxi desde el aeropuerto?', 'transport'),
  L('es', 'hay secador de pelo', 'amenities'),
  L('es', '¿Hay toallas para ir a la playa?', 'beaches'),
  L('es', 'donde esta el extintor', 'safety'),
  L('es', '¿Cuál es el hospital más cercano?', 'emergency'),
  L('es', 'me robaron el pasaporte, donde lo denuncio', 'emergency'),
  L('es', '¿El piso tiene vistas al río?', 'welcome', 'terrace'),
  L('es', 'algun sitio para comer comida portuguesa cerca', 'place-taberna'),
  L('es', 'hay supermecado cerca?', 'place-pingo'),
  L('es', '¿Dónde se puede escuchar fado en directo?', 'place-fado'),

  // Málaga guide (Spanish), asked in Spanish.
  M('es', '¿Cuál es el código del portal?', 'llegada'),
  M('es', 'en que planta esta el piso', 'llegada', 'property'),
  M('es', 'la conexion sirve pa teletrabajar?', 'wifi'),
  M('es', '¿Se admiten perros?', 'normas'),
  M('es', 'a que hora hay que dejar el piso', 'salida', 'checkout'),
  M('es', 'tenemos plaza de garage?', 'aparcamiento'),
  M('es', '¿A partir de qué hora se puede bajar la basura?', 'basura'),
  M('es', '¿Cómo pongo la calefacción?', 'clima'),
  M('es', 'hay lavavajillas', 'cocina'),
  M('es', '¿Hay secadora?', 'lavadora'),
  M('es', 'horario de la pisicna', 'piscina'),
  M('es', '¿Hay sombrilla para la playa?', 'playa'),
  M('es', 'que autobus para cerca de casa', 'transporte'),
  M('es', '¿Tenéis cuna para el bebé?', 'comodidades'),
  M('es', 'donde esta el botiquin', 'seguridad'),
  M('es', 'la tele tiene prime video?', 'tele'),
  M('es', '¿Dónde puedo desayunar churros?', 'place-churreria'),
  M('es', 'el mercadona abre los domingos?', 'place-mercadona'),
  M('es', 'cuanto cuesta entrar a la alcazba', 'place-alcazaba'),
  M('es', '¿Cuál es el teléfono de la policía local?', 'emergency'),

  // Málaga guide (Spanish), asked in English.
  M('en', 'What time can we check in?', 'llegada', 'checkin'),
  M('en', 'where do we pick up the keys', 'llegada'),
  M('en', 'wifi name and password?', 'wifi'),
  M('en', 'Can our friends stay the night at the flat?', 'normas'),
  M('en', 'can we check out a bit later', 'salida'),
  M('en', 'we have 2 cars, where do we park the secnd one', 'aparcamiento'),
  M('en', 'Where are the rubbish containers?', 'basura'),
  M('en', 'how do i turn on the air conditioning', 'clima'),
  M('en', 'Is there a coffee maker?', 'cocina'),
  M('en', 'wheres the washing detergant', 'lavadora'),
  M('en', 'Can children use the pool on their own?', 'piscina'),
  M('en', 'how far is the beach', 'playa', 'bienvenida'),
  M('en', "What's the easiest way to get here from the airport?", 'transporte'),
  M('en', 'are there extra blankets', 'comodidades'),
  M('en', 'the lights went out, wheres the fuse box', 'seguridad'),
  M('en', 'Where is the nearest hospital?', 'emergency'),
  M('en', 'Do we need a reservation at El Pimpi?', 'place-el-pimpi'),
  M('en', 'when is the picasso museum free', 'place-picasso'),
  M('en', 'is the pharmacy opne late', 'place-farmacia'),
  M('en', 'How can I get in touch with the host?', 'contact'),

  // Lisbon: not in the guide.
  LN('en', 'are dogs allowed in the flat?'),
  LN('en', 'is there a gym close by'),
  LN('en', 'Is there a swimming pool in the building?'),
  LN('en', 'Can you recommend a day trip to Sintra?'),
  LN('es', '¿Hay una caja fuerte en el piso?'),
  LN('es', 'donde hay un cajero automatico cerca'),
  LN('es', 'se puede alquilar bici por la zona'),
  LN('es', 'hay mosquiteras en las ventanas'),
  // Lisbon: a covered topic, but the detail is not stated.
  LN('en', 'how fast is the internet'),
  LN('en', 'What time does the castle open?'),
  LN('en', 'how much is the fado show'),
  LN('en', 'How much does EMEL street parking cost per hour?'),
  LN('es', '¿A qué hora abre la farmacia por la mañana?'),
  LN('es', 'cuanto cuesta el billete de tren a cascais'),
  LN('es', 'la salida tardia se puede pagar con tarjeta?'),

  // Málaga: not in the guide.
  MN('en', 'where can we see a flamenco show'),
  MN('en', 'Is there a car rental place nearby?'),
  MN('en', 'any good day trips to granada or ronda?'),
  MN('en', 'is there a playground for the kids near the flat'),
  MN('es', '¿Se puede hacer barbacoa en la terraza?'),
  MN('es', 'teneis alguna consola de videojuegos'),
  MN('es', 'hay algun coworking cerca'),
  MN('es', '¿Dónde puedo alquilar una tabla de paddle surf?'),
  // Málaga: a covered topic, but the detail is not stated.
  MN('en', 'how much does a late checkout cost'),
  MN('en', 'Does the garage have an EV charger?'),
  MN('en', 'How much is a regular ticket to the Picasso Museum?'),
  MN('en', 'how often does the c1 train run from the airport'),
  MN('es', '¿La piscina está climatizada?'),
  MN('es', 'a que hora abre el pimpi'),
  MN('es', 'hay hervidor de agua en la cocina'),
];
