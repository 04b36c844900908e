/**
 * A twelfth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH12: BenchQuestion[] = [
  // Lisbon guide (English), asked in English.
  L('en', 'Is there a lift? We have two heavy suitcases.', 'arrival'),
  L('en', 'we land at 9am, anywhere to leave our bags until check in?', 'arrival'),
  L('en', 'how do i conect to the internet', 'wifi'),
  L('en', 'Are we allowed to smoke on the terrace?', 'rules'),
  L('en', 'can my friend who lives in lisbon crash on the sofa one night', 'rules'),
  L('en', 'How do we get from the airport to Alfama by metro?', 'transport'),
  L('en', 'wheres the ironing bord', 'laundry'),
  L('en', 'its freezing in here, how do i get the ac to blow warm air', 'heating'),
  L('en', 'Where can I find extra pillows?', 'amenities'),
  L('en', 'can we watch netflix on the tv', 'tv'),
  L('en', 'which train to carcavellos beach and how long does it take', 'beaches'),
  L('en', 'The power just went off in the whole flat. What should I do?', 'safety'),
  L('en', 'where can we hear fado tonite', 'place-fado'),
  L('en', 'good spot for pastel de nata in the mornign?', 'place-pasteis'),
  L('en', 'Is the castle worth visiting, and how much are the tickets?', 'place-castle'),
  L('en', 'my wallet got stolen on the tram, where do i report it', 'emergency'),
  L('en', 'What is the full address of the apartment? The taxi driver is asking.', 'property'),
  L('en', 'whats sofias number', 'contact'),
  L('en', 'Is there a table outside where we could have dinner?', 'terrace'),
  L('en', 'We are a family of five, and our teenage son could sleep on an air mattress. Would that be OK?', 'rules'),

  // Lisbon guide (English), asked in Spanish.
  L('es', 'donde se coge el tranvia 28?', 'transport'),
  L('es', 'donde aparco el coche y cuanto cuesta el garaje mas cercano', 'parking'),
  L('es', 'donde tiro la bsura', 'trash'),
  L('es', '¿En qué contenedor va el vidrio?', 'trash'),
  L('es', '¿A qué hora tenemos que dejar el piso el último día?', 'checkout'),
  L('es', 'podemos salir mas tarde? nuestro vuelo sale a las 6 de la trade', 'checkout'),
  L('es', '¿Qué tenemos que hacer antes de irnos del apartamento?', 'checkout'),
  L('es', '¿Dónde están las pastillas para el lavavajillas?', 'kitchen'),
  L('es', 'hay algun super cerca', 'place-pingo'),
  L('es', '¿Nos recomiendas un sitio para cenar pescado a la parrilla?', 'place-taberna'),
  L('es', 'necesito una farmcia, hasta q hora abre?', 'place-pharmacy'),
  L('es', '¿Dónde está el hospital más cercano?', 'emergency'),
  L('es', '¿Cuál es el código de la caja de las llaves?', 'arrival'),
  L('es', 'a partir de q hora podemos entrar', 'arrival', 'checkin'),
  L('es', 'teneis cuna para el bebe?', 'amenities'),
  L('es', '¿Hay algún horario en el que haya que guardar silencio?', 'rules'),
  L('es', 'hay toallas para la playa o tenemos q llevar las nuestras', 'beaches'),
  L('es', 'el wifi va fatal en la terraza, es normal?', 'wifi'),
  L('es', '¿El piso tiene vistas al río?', 'welcome', 'terrace'),
  L('es', 'Hola Sofía, llegamos mañana por la noche. ¿La puerta de la calle tiene código o cómo entramos al edificio?', 'arrival'),

  // Málaga guide (Spanish), asked in Spanish.
  M('es', 'cual es la clave del wfi', 'wifi'),
  M('es', '¿Me pasas la dirección exacta del apartamento para ponerla en el GPS?', 'property'),
  M('es', 'donde estan las llaves', 'llegada'),
  M('es', '¿Se puede traer al perro?', 'normas'),
  M('es', 'la piscina a q hora abre', 'piscina'),
  M('es', '¿Pueden subir los niños solos a la piscina?', 'piscina'),
  M('es', 'tenemos una furgoneta alta, cabe en el garaje?', 'aparcamiento'),
  M('es', '¿A partir de qué hora se puede bajar la basura?', 'basura'),
  M('es', 'como pongo la calefacion', 'clima'),
  M('es', '¿Hay lavavajillas?', 'cocina'),
  M('es', 'hay secadora o hay que tender?', 'lavadora'),
  M('es', '¿Tenéis sombrilla para ir a la playa?', 'playa'),
  M('es', 'cuanto sale un taxi desde el aeropuerto', 'transporte'),
  M('es', '¿Dónde está el botiquín?', 'seguridad'),
  M('es', 'donde se puede desayunar churos por aqui', 'place-churreria'),
  M('es', '¿El Mercadona abre los domingos?', 'place-mercadona'),
  M('es', 'cuando es gratis el museo picaso', 'place-picasso'),
  M('es', 'no encuentro el mando de la tele', 'tele'),
  M('es', 'me das el telefono de javier', 'contact'),
  M('es', 'Buenas, mi madre se ha caído por la calle y le duele mucho la muñeca. ¿Qué hospital con urgencias hay cerca?', 'emergency'),

  // Málaga guide (Spanish), asked in English.
  M('en', 'What time can we check in?', 'llegada', 'checkin'),
  M('en', 'checkout time?', 'salida', 'checkout'),
  M('en', 'can we stay a bit longer on our last day', 'salida'),
  M('en', 'How do I open the main door of the building?', 'llegada'),
  M('en', "I'll be working from the flat most days with lots of video calls. Is the internet fast enough?", 'wifi'),
  M('en', 'Is smoking allowed anywhere in the apartment?', 'normas'),
  M('en', 'Does the apartment come with a parking space?', 'aparcamiento'),
  M('en', 'coming with 2 cars, where can the secnd one go', 'aparcamiento'),
  M('en', 'which bin for cardboard', 'basura'),
  M('en', 'How far is the beach from the flat?', 'playa', 'bienvenida'),
  M('en', 'is there a coffe maker', 'cocina'),
  M('en', 'wheres the washing machine', 'lavadora'),
  M('en', 'Do you have a high chair for our baby?', 'comodidades'),
  M('en', 'Is there a bus stop near the flat?', 'transporte'),
  M('en', 'is the rooftop pool open in octobr', 'piscina'),
  M('en', 'What streaming apps does the TV have?', 'tele'),
  M('en', 'any good tapas bar u recommend', 'place-el-pimpi'),
  M('en', 'how much is the ticket for the alcazaba', 'place-alcazaba'),
  M('en', 'pharmacy open late?', 'place-farmacia'),
  M('en', 'Someone snatched my bag on the promenade. Where can I report it?', 'emergency'),

  // Unanswerable: Lisbon. Topics the guide never mentions.
  LN('en', 'can we bring our small dog?'),
  LN('en', 'Is there a gym or somewhere to work out nearby?'),
  LN('es', '¿Hay caja fuerte para dejar los pasaportes?'),
  LN('es', 'se pueden alquilar bicis por la zona?'),
  LN('en', 'Can you recommend a vegan restaurant around Alfama?'),
  LN('es', '¿Ofrecéis servicio de recogida en el aeropuerto?'),
  LN('en', 'is there a pool in the building'),
  LN('es', '¿Se puede hacer una excursión a Sintra? ¿Cómo se va?'),
  // Unanswerable: Lisbon. Details the covered topics do not state.
  LN('en', 'what are the opening hours of the bagbnb place'),
  LN('en', 'What time does the fado start each night?'),
  LN('es', '¿Cuánto cuesta la entrada del castillo para niños?'),
  LN('en', 'whats the phone number for taberna da se, want to book'),
  LN('es', '¿Cuánto cuesta por hora aparcar en la calle?'),
  LN('en', 'When does the last train back from Cascais leave?'),
  LN('es', 'la pastelería a que hora cierra?'),

  // Unanswerable: Málaga. Topics the guide never mentions.
  MN('es', '¿Se puede hacer barbacoa en la terraza?'),
  MN('en', 'Is there a concierge or doorman in the building?'),
  MN('es', 'donde puedo alquilar un coche'),
  MN('en', 'do the windows have mosquito nets?'),
  MN('es', '¿Tenéis juegos de mesa?'),
  MN('en', 'Where can I buy a local SIM card?'),
  MN('es', 'hay alguna tintoreria cerca'),
  MN('en', 'Is there a fresh food market nearby, not a supermarket?'),
  // Unanswerable: Málaga. Details the covered topics do not state.
  MN('es', '¿Cuánto cuesta el billete del tren C1 desde el aeropuerto?'),
  MN('en', 'how often does the number 11 bus come'),
  MN('es', '¿A qué hora abre El Pimpi?'),
  MN('en', 'Is the rooftop pool heated?'),
  MN('es', 'cuanto cobras por dejar el piso mas tarde?'),
  MN('en', 'How many towels do we get per person?'),
  MN('es', '¿Cuánto cuesta la entrada al Museo Picasso un día normal?'),
];
