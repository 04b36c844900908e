/**
 * A third fresh, blind set of guest questions for the AI benchmark (written 2026-11-21 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 * After its first run the place labels were corrected from the attraction id ('pingo') to the
 * citation id ('place-pingo'); no other label or question was changed (docs/benchmarks.md).
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH3: BenchQuestion[] = [
  // Lisbon guide (English), asked in English.
  L('en', "What's the keypad code for the street door?", 'arrival'),
  L('en', 'we land at 7am, can we leave our bags somewhere til check in', 'arrival'),
  L('en', 'What time do we have to be out on our last day?', 'checkout'),
  L('en', 'can a friend crash on the sofa for a night', 'rules'),
  L('en', "it's freezing in here", 'heating'),
  L('en', 'Is parking included with the apartment?', 'parking'),
  L('en', 'which bin for cardbaord', 'trash'),
  L('en', 'where can i buy groceris nearby', 'place-pingo'),
  L('en', 'Where can we get pastéis de nata for breakfast?', 'place-pasteis'),
  L('en', 'how do we get from the airport to the flat', 'transport'),
  L('en', 'is there a washing machne', 'laundry'),
  L('en', 'Can I log into my Netflix on the TV?', 'tv'),
  L('en', 'wanna go to the beach tmrw, how do we get there', 'beaches'),
  L('en', 'All the lights just went off, what do I do?', 'safety'),
  L('en', 'How many people fit at the terrace table?', 'terrace'),
  L('en', 'do u have a high chair for our baby', 'amenities'),
  L('en', 'Is there a toaster in the kitchen?', 'kitchen'),
  L('en', 'where can we hear live fado', 'place-fado'),
  L('en', 'is the castle worth it? how much are tickets', 'place-castle'),
  L('en', 'whats the hosts phone nunber', 'contact'),

  // Lisbon guide (English), asked in Spanish.
  L('es', '¿Cuál es la contraseña del wifi?', 'wifi'),
  L('es', 'a que hora podemos entrar al piso', 'arrival', 'checkin'),
  L('es', 'hay ascensor? vamos con maletas grandes', 'arrival'),
  L('es', '¿Se puede fumar en la terraza?', 'rules'),
  L('es', '¿Cómo pongo la calefacción con el mando?', 'heating'),
  L('es', 'donde estan las pastillas del lavavajillas', 'kitchen'),
  L('es', 'hay secadora de ropa?', 'laundry'),
  L('es', 'Nos han robado la cartera, ¿dónde está la policía?', 'emergency'),
  L('es', 'necesito una farmacia cerca', 'place-pharmacy'),
  L('es', 'algun sitio para comer comida tipica portugesa?', 'place-taberna'),
  L('es', '¿Cuánto tarda el tren a Cascais?', 'beaches'),
  L('es', 'cuanto cuesta un viaje en tranvia', 'transport'),
  L('es', '¿Hay mantas de más?', 'amenities'),
  L('es', 'donde tiro la vasura', 'trash'),
  L('es', 'me pasas la direccion para el taxi?', 'property'),
  L('es', 'se puede hacer el chekout mas tarde?', 'checkout'),
  L('es', '¿Dónde está el extintor?', 'safety'),
  L('es', 'el piso tiene vistas al rio?', 'welcome', 'terrace'),
  L('es', 'hay que quitarse los zapatos en casa?', 'rules'),
  L('es', 'cuanto cuesta el parking mas cercano', 'parking'),

  // Málaga guide (Spanish), asked in Spanish.
  M('es', '¿Cuál es el código del portal?', 'llegada'),
  M('es', 'cabe una furgo en el garaje?', 'aparcamiento'),
  M('es', '¿A qué hora abre la piscina?', 'piscina'),
  M('es', 'podemos llevar al perro', 'normas'),
  M('es', '¿Hay sombrilla para ir a la playa?', 'playa'),
  M('es', 'tengo q teletrabajar, el wifi va bien?', 'wifi'),
  M('es', 'donde esta la secadroa', 'lavadora'),
  M('es', 'hace un calor horrible', 'clima'),
  M('es', '¿Cómo llego desde el aeropuerto?', 'transporte'),
  M('es', 'donde desayunar unos churros', 'place-churreria'),
  M('es', 'el mercadona abre los domigos?', 'place-mercadona'),
  M('es', '¿Cuánto cuesta la entrada a la Alcazaba?', 'place-alcazaba'),
  M('es', '¿Qué día es gratis el Museo Picasso?', 'place-picasso'),
  M('es', 'me he cortado, hay botikin?', 'seguridad'),
  M('es', 'a q hora hay q dejar el piso', 'salida', 'checkout'),
  M('es', '¿Tenéis cuna para el bebé?', 'comodidades'),
  M('es', 'no encuentro el mando de la tele', 'tele'),
  M('es', '¿Cómo puedo contactar con Javier?', 'contact'),
  M('es', 'donde esta el hospital mas cercano', 'emergency'),
  M('es', 'que hago con el carton y las botellas', 'basura'),

  // Málaga guide (Spanish), asked in English.
  M('en', "What's the name of the wifi network?", 'wifi'),
  M('en', 'Is there a dishwasher?', 'cocina'),
  M('en', 'where should we go for tapas and wine', 'place-el-pimpi'),
  M('en', 'is the pharmacy opn late', 'place-farmacia'),
  M('en', 'How far is the beach from the apartment?', 'bienvenida', 'playa'),
  M('en', 'our flight gets in at noon, can we check in early?', 'llegada', 'checkin'),
  M('en', 'which floor is the apartment on', 'llegada', 'property'),
  M('en', 'Can kids use the pool without an adult?', 'piscina'),
  M('en', 'can we smoke on the terrace', 'normas'),
  M('en', 'does the tv have prime', 'tele'),
  M('en', 'is ther a bus stop near the flat', 'transporte'),
  M('en', 'the power just went out', 'seguridad'),
  M('en', 'Are there extra blankets?', 'comodidades'),
  M('en', "where's the ironing bord", 'lavadora'),
  M('en', "What's the full address?", 'property'),
  M('en', 'someone stole my phone, whats the police number', 'emergency'),
  M('en', 'Is a late check-out possible?', 'salida'),
  M('en', 'whats the best viewpoint over the city', 'place-alcazaba'),
  M('en', 'what time can we take the rubbish down', 'basura'),
  M('en', 'Which parking space is ours?', 'aparcamiento'),

  // Lisbon: topics the guide does not mention at all.
  LN('en', 'can we bring our dog?'),
  LN('es', '¿Hay piscina?'),
  LN('en', 'is there a gym nearby'),
  LN('es', 'donde puedo cambiar dinero'),
  LN('es', 'se puede alquilar bici cerca?'),
  LN('en', 'Where is the nearest ATM?'),
  LN('en', 'how much is the cleaning fee'),
  // Lisbon: a detail of a covered topic that the guide does not state.
  LN('en', 'How fast is the wifi?'),
  LN('es', '¿A qué hora cierra la pastelería?'),
  LN('en', 'what time does the fado show start'),
  LN('es', 'cuanto cuesta el billete de tren a cascais'),
  LN('en', 'What time does Taberna da Sé open?'),
  LN('es', '¿El castillo abre los lunes?'),
  LN('en', "what's the last train back from cascais"),
  LN('es', 'la cama es de matrimonio?'),

  // Málaga: topics the guide does not mention at all.
  MN('en', 'can we have a bbq?'),
  MN('en', 'where can we rent a car'),
  MN('en', 'Are there any boat trips from the port?'),
  MN('es', '¿Hay pistas de pádel o tenis cerca?'),
  MN('es', 'donde puedo imprimir la tarjeta de embarque'),
  MN('es', 'hay juegos de mesa o consola?'),
  MN('en', "What's a good flamenco show?"),
  // Málaga: a detail of a covered topic that the guide does not state.
  MN('es', '¿La piscina está climatizada?'),
  MN('en', 'what time does el pimpi close'),
  MN('es', 'cada cuanto pasa el bus 11'),
  MN('en', 'How much is the train from the airport?'),
  MN('es', '¿Dónde está Casa Aranda exactamente?'),
  MN('en', 'how much is the picasso museum on a normal day'),
  MN('en', 'does the apartment have a sea view?'),
  MN('es', '¿Cuánto cuesta salir más tarde?'),
];
