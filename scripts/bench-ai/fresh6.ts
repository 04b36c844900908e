/**
 * A sixth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH6: BenchQuestion[] = [
  // Lisbon guide (English), asked in English.
  L('en', 'Is smoking allowed on the terrace?', 'rules'),
  L('en', 'what number do i punch in at the street door', 'arrival'),
  L('en', 'What time do we need to be out on our last day?', 'checkout'),
  L('en', 'hi! we land at 9am, anywhere to leave our suitcases until we can get in?', 'arrival'),
  L('en', 'is ther a dryer for clothes', 'laundry'),
  L('en', 'How long does the train to Cascais take?', 'beaches'),
  L('en', 'where can we grab pasteis de nata in the morning', 'place-pasteis'),
  L('en', 'the power just cut out in the whole flat', 'safety'),
  L('en', 'Which app do I use to pay for street parking?', 'parking'),
  L('en', 'closest supermarket n when does it close?', 'place-pingo'),
  L('en', 'Can I log into my own Netflix account on the TV?', 'tv'),
  L('en', 'best way from the airport to the flat w/o a taxi', 'transport'),
  L('en', 'How many towels do we get per person?', 'amenities'),
  L('en', 'which days is the rubish collected', 'trash'),
  L('en', 'How much are tickets for São Jorge Castle?', 'place-castle'),
  L('en', "We'd love to hear some live fado one evening. Anywhere you'd recommend?", 'place-fado'),
  L('en', 'its freezing, how do i make the ac heat', 'heating'),
  L('en', 'My friend has a high fever since this afternoon. Which hospital is nearest?', 'emergency'),
  L('en', 'Please send me the exact address of the apartment.', 'property'),
  L('en', 'how many people fit at the terace table', 'terrace'),

  // Lisbon guide (English), asked in Spanish.
  L('es', '¿Cómo se llama la red wifi y cuál es la clave?', 'wifi'),
  L('es', 'a partir de que hora podemos entrar al piso', 'arrival', 'checkin'),
  L('es', '¿Hay ascensor en el edificio? Viajamos con mi abuela y le cuestan las escaleras.', 'arrival'),
  L('es', 'donde estan las llabes del piso', 'arrival'),
  L('es', '¿Podríamos dejar el piso más tarde de las 11? ¿Cuánto costaría?', 'checkout'),
  L('es', 'Buenas tardes, ¿dónde podemos aparcar el coche?', 'parking'),
  L('es', '¿En qué contenedor se tira el cartón?', 'trash'),
  L('es', 'hay cafetera? y capsulas?', 'kitchen'),
  L('es', '¿Dónde está la plancha?', 'laundry'),
  L('es', 'cuanto cuesta un billete de tranvia', 'transport'),
  L('es', 'Viajamos con un bebé de seis meses, ¿nos podéis dejar una cuna?', 'amenities'),
  L('es', 'hay altavoz bluetoth para poner musica', 'tv'),
  L('es', 'donde estan las toallas de playa', 'beaches'),
  L('es', '¿Dónde está el botiquín?', 'safety'),
  L('es', 'un restaurante tipico portuges para cenar cerca?', 'place-taberna'),
  L('es', 'Necesito una farmacia, ¿hasta qué hora abre la más cercana?', 'place-pharmacy'),
  L('es', 'me han robado la cartera, donde esta la policia', 'emergency'),
  L('es', '¿Cómo puedo contactar con Sofía? ¿Tiene teléfono?', 'contact'),
  L('es', 'hasta que hora hay que guardar silenco por la mañana', 'rules'),
  L('es', 'Hola, el piso tiene vistas al rio?', 'welcome', 'terrace'),

  // Málaga guide (Spanish), asked in Spanish.
  M('es', 'cual es la clave del wifi', 'wifi'),
  M('es', '¿Cuál es el código para abrir el portal?', 'llegada'),
  M('es', 'en que planta esta el atico', 'llegada', 'property'),
  M('es', '¿Se admiten perros en el apartamento?', 'normas'),
  M('es', 'a q hora hay que dejar el piso el ultimo dia', 'salida', 'checkout'),
  M('es', '¿Dónde está el mando del garaje?', 'aparcamiento'),
  M('es', 'a partir de que hora puedo bajar la basura', 'basura'),
  M('es', 'el aire no enfria, como lo pongo en frio', 'clima'),
  M('es', '¿Hay lavavajillas?', 'cocina'),
  M('es', 'hay secadora o solo tendedero', 'lavadora'),
  M('es', '¿En qué meses está abierta la piscina?', 'piscina'),
  M('es', 'tenéis sombrilla para la playa?', 'playa'),
  M('es', '¿Qué autobús pasa cerca del apartamento?', 'transporte'),
  M('es', 'hace falta traer secador de pelo', 'comodidades'),
  M('es', 'se ha ido la luz en todo el pizo!!', 'seguridad'),
  M('es', 'donde esta el mado de la tele', 'tele'),
  M('es', '¿Dónde podemos desayunar churros por aquí?', 'place-churreria'),
  M('es', 'el mercadona abre los domingos?', 'place-mercadona'),
  M('es', 'Mi hijo tiene mucha fiebre y está fatal, ¿a qué hospital con urgencias vamos?', 'emergency'),
  M('es', 'quiero hablar con el anfitrion, me pasas su telefono', 'contact'),

  // Málaga guide (Spanish), asked in English.
  M('en', 'What time can we check in?', 'llegada', 'checkin'),
  M('en', 'wher do we pick up the keys', 'llegada'),
  M('en', 'Is the internet fast enough to work from home?', 'wifi'),
  M('en', 'what are the quiet hours', 'normas'),
  M('en', 'Could we possibly leave a bit later than 11 on Sunday?', 'salida'),
  M('en', "We're driving down in a tall camper van. Will it fit in the garage?", 'aparcamiento'),
  M('en', 'where do glass bottles go for recycling', 'basura'),
  M('en', 'Is there heating for the winter?', 'clima'),
  M('en', 'is there a coffe maker', 'cocina'),
  M('en', 'where are the washing machine and the detergent?', 'lavadora'),
  M('en', 'can kids use the rooftop pool on there own', 'piscina'),
  M('en', 'How far is the beach from the flat?', 'playa', 'bienvenida'),
  M('en', 'how much is a cab from the airport', 'transporte'),
  M('en', 'Please tell me where the extra blankets are, it gets chilly at night.', 'comodidades'),
  M('en', 'Where is the fire extinguisher?', 'seguridad'),
  M('en', 'good tapas bar with atmosphere near the roman theatre?', 'place-el-pimpi'),
  M('en', 'When is the Picasso Museum free to visit?', 'place-picasso'),
  M('en', 'how much is entry to the alcazaba', 'place-alcazaba'),
  M('en', 'Is there a pharmacy nearby that stays open late?', 'place-farmacia'),
  M('en', 'whats the street adress, need it for the taxi driver', 'property'),

  // Lisbon: topics the guide never mentions.
  LN('en', 'There is no hot water in the shower, what should I do?'),
  LN('en', 'can we bring our small dog'),
  LN('es', '¿Hay algún gimnasio cerca del piso?'),
  LN('es', 'donde puedo sacar dinero, hay algun cajero cerca'),
  LN('en', 'is there a safe in the flat for our passports'),
  LN('es', '¿Merece la pena una excursión a Sintra? ¿Cómo se llega?'),
  LN('en', 'Do you know a good place to rent bikes?'),
  LN('es', 'hay piscina en el edificio?'),
  // Lisbon: a detail of a covered topic that the guide does not state.
  LN('en', 'How fast is the wifi? I have video calls for work all week.'),
  LN('es', '¿Cuánto cuesta la hora de aparcamiento en la calle?'),
  LN('en', 'what time does taberna da se open for lunch'),
  LN('es', 'cuanto cuesta el espectaculo de fado'),
  LN('en', 'Until what time is the bakery open in the evening?'),
  LN('es', '¿Cada cuánto pasa el tranvía 28?'),
  LN('en', 'what are the castle opening hours'),

  // Málaga: topics the guide never mentions.
  MN('es', 'no sale agua caliente en la ducha'),
  MN('en', 'Is there a gym in the building?'),
  MN('es', 'se puede alquilar un coche cerca?'),
  MN('en', 'Can you recommend a flamenco show?'),
  MN('es', '¿Tenéis juegos de mesa o libros para los niños?'),
  MN('en', 'can we have a bbq on the terrace'),
  MN('es', 'hay mosquiteras en las ventanas? nos estan comiendo los mosquitos'),
  MN('en', 'Is there a day trip you would recommend, like Ronda or Nerja?'),
  // Málaga: a detail of a covered topic that the guide does not state.
  MN('es', '¿Cuánto cuesta dejar las maletas en la consigna de María Zambrano?'),
  MN('en', 'what time does the churros place close'),
  MN('es', '¿A qué hora abre el Museo Picasso?'),
  MN('en', 'How much does the C1 train from the airport cost?'),
  MN('es', 'la piscina esta climatizada?'),
  MN('en', 'What time does El Pimpi open?'),
  MN('es', 'cuanto cuesta alquilar las bicis publicas'),
];
