/**
 * A tenth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH10: BenchQuestion[] = [
  // Lisbon guide (English), asked in English.
  L('en', 'What is the code for the street door?', 'arrival'),
  L('en', 'hi! our flight gets in at 10 in the morning and we cant get into the flat until later. is there somewhere we can leave our bags for a few hours?', 'arrival'),
  L('en', 'which wifi network is ours', 'wifi'),
  L('en', 'Are we allowed to smoke on the terrace?', 'rules'),
  L('en', 'my cousin is in town, can she crash on the sofa for one night', 'rules'),
  L('en', 'how much extra to leave at 1pm insted of 11', 'checkout'),
  L('en', 'Where can we park on the street, and how do we pay for it?', 'parking'),
  L('en', 'what nights do they pick up the trash', 'trash'),
  L('en', "it's freezing in here, how do i get the heat going", 'heating'),
  L('en', 'Where do you keep the pots and frying pans?', 'kitchen'),
  L('en', 'Does the flat have a view of the river?', 'welcome', 'terrace'),
  L('en', 'cheapest way to get frm the airport to you?', 'transport'),
  L('en', 'We are travelling with our 10-month-old. Could we borrow a travel cot?', 'amenities'),
  L('en', 'can i sign in to my netflx on the tv', 'tv'),
  L('en', 'How long does the train to Cascais take?', 'beaches'),
  L('en', 'the power just cut out in the whole apartment, help', 'safety'),
  L('en', 'Can you recommend somewhere nearby for grilled fish and a glass of wine?', 'place-taberna'),
  L('en', 'were can we listen to fado', 'place-fado'),
  L('en', 'Is there a hospital close by with a 24-hour emergency department?', 'emergency'),
  L('en', 'whats the best number to reach sofia on', 'contact'),

  // Lisbon guide (English), asked in Spanish.
  L('es', '¿Cuál es la dirección exacta del apartamento?', 'property'),
  L('es', 'a q hora podemos entrar al piso', 'arrival', 'checkin'),
  L('es', 'donde recojo las llaves del piso', 'arrival'),
  L('es', 'hay asensor? vamos con 3 maletas grandes', 'arrival'),
  L('es', 'el internet va fatal en la terraza, es normal?', 'wifi'),
  L('es', '¿A partir de qué hora hay que guardar silencio?', 'rules'),
  L('es', 'a que hora tenemos que dejar el piso el ultimo dia', 'checkout'),
  L('es', '¿En qué contenedor van las botellas de vidrio?', 'trash'),
  L('es', '¿Hay horno y microondas en la cocina?', 'kitchen'),
  L('es', 'donde esta la plancha y la tabla', 'laundry'),
  L('es', '¿Cuánto cuesta la entrada al castillo de San Jorge?', 'place-castle'),
  L('es', 'necesito hacer la compra, hay algun supermecado cerca?', 'place-pingo'),
  L('es', 'donde podemos desayunar pasteis de nata recien hechos', 'place-pasteis'),
  L('es', 'Me duele mucho la garganta. ¿Hay alguna farmacia cerca donde hablen inglés?', 'place-pharmacy'),
  L('es', 'nos han robado el pasaporte, a q comisaria tenemos que ir', 'emergency'),
  L('es', '¿Qué tranvía para cerca del piso?', 'transport'),
  L('es', 'hay toallas de playa o las traemos nosotros', 'beaches'),
  L('es', 'cuantas personas caben en la mesa de la terraza', 'terrace'),
  L('es', '¿Dónde está el extintor?', 'safety'),
  L('es', 'donde puedo encontrar otra almoada', 'amenities'),

  // Málaga guide (Spanish), asked in Spanish.
  M('es', '¿Cuál es el código para abrir el portal?', 'llegada'),
  M('es', 'en q planta esta el atico', 'llegada'),
  M('es', 'cual es la contraseña del wifi', 'wifi'),
  M('es', '¿Se admiten perros?', 'normas'),
  M('es', '¿Qué tenemos que hacer con las llaves al irnos?', 'salida'),
  M('es', 'venimos en una furgoneta alta, cabe en el garaje?', 'aparcamiento'),
  M('es', 'a partir de q hora se puede bajar la vasura', 'basura'),
  M('es', 'hace un calor horrible, como se pone el aire', 'clima'),
  M('es', '¿Hay lavavajillas?', 'cocina'),
  M('es', 'hay secadora o solo labadora', 'lavadora'),
  M('es', '¿En qué horario abre la piscina?', 'piscina'),
  M('es', 'cuanto se tarda andando a la playa', 'playa'),
  M('es', 'que autobs para delante de casa', 'transporte'),
  M('es', 'Viajamos con un bebé de 8 meses. ¿Tenéis trona?', 'comodidades'),
  M('es', '¿Dónde está el cuadro eléctrico?', 'seguridad'),
  M('es', 'no encuetro el mando de la tele', 'tele'),
  M('es', '¿Dónde se pueden desayunar churros con chocolate?', 'place-churreria'),
  M('es', 'el mercadona abre los domingos?', 'place-mercadona'),
  M('es', '¿Cuál es el teléfono de Javier?', 'contact'),
  M('es', 'me pasas la direccion para meterla en el gps', 'property'),

  // Málaga guide (Spanish), asked in English.
  M('en', 'What time is check-in?', 'llegada', 'checkin'),
  M('en', 'the lockbox with the keys, where is it exactly?', 'llegada'),
  M('en', 'how fast is the internet? i have video calls for work all week', 'wifi'),
  M('en', 'Is there a maximum number of guests?', 'normas'),
  M('en', 'what time do we need to be out by', 'salida', 'checkout'),
  M('en', 'We are coming with two cars. Where can the second one park?', 'aparcamiento'),
  M('en', 'wich bin is for cardboard', 'basura'),
  M('en', 'does the apartment have heating? we are coming in january', 'clima'),
  M('en', 'Is there a coffee maker in the kitchen?', 'cocina'),
  M('en', 'Where can I find laundry detergent?', 'lavadora'),
  M('en', 'can the kids go up to the pool by themselfs', 'piscina'),
  M('en', 'do you have a beach umbrella we could borrow', 'playa'),
  M('en', 'how do we get from malaga airport to the apartment without a car?', 'transporte'),
  M('en', 'Where is the first aid kit?', 'seguridad'),
  M('en', 'any tapas bar you like near the roman theatre', 'place-el-pimpi'),
  M('en', 'how much are tikets for the alcazaba', 'place-alcazaba'),
  M('en', 'Is there a day when the Picasso Museum is free to visit?', 'place-picasso'),
  M('en', 'need a pharmacy still open around 9pm tonight', 'place-farmacia'),
  M('en', 'My son has a high fever and it is the middle of the night. Which hospital should we go to?', 'emergency'),
  M('en', 'how far is the flat from the city center', 'bienvenida'),

  // Lisbon: never mentioned.
  LN('en', 'Is there a gym nearby?'),
  LN('en', 'can we bring our small dog with us?'),
  LN('en', 'any good vegan restaurants around the flat'),
  LN('en', 'where is the nearest atm'),
  LN('es', '¿Hay piscina en el edificio?'),
  LN('es', '¿La tasa turística se paga en efectivo al llegar?'),
  LN('es', 'donde se pueden alquilar bicis por aqui'),
  LN('es', 'las ventanas tienen mosquiteras?'),
  // Lisbon: a detail the guide does not state.
  LN('en', 'What time does the castle open?'),
  LN('en', 'do they charge an entry fee at the fado club'),
  LN('en', 'when is the last train back from cascais at night?'),
  LN('en', 'Is the bed a double or two singles?'),
  LN('es', 'a que hora cierra la pasteleria alfama doce'),
  LN('es', '¿Cuánto cuesta por hora aparcar en la calle?'),
  LN('es', 'a q hora abre la farmacia por la mañana'),

  // Málaga: never mentioned.
  MN('en', 'is there a gym in the building?'),
  MN('en', 'Can we rent a car seat for our toddler?'),
  MN('en', 'nearest cash machine?'),
  MN('en', 'Do you know a good hairdresser near the flat?'),
  MN('es', '¿Hay barbacoa en la terraza?'),
  MN('es', 'conoces alguna empresa para ir de excursion al caminito del rey'),
  MN('es', 'recomiendas algun sitio para ver flamenco?'),
  MN('es', '¿Tenéis juegos de mesa para los niños?'),
  // Málaga: a detail the guide does not state.
  MN('en', 'What time does Casa Aranda close?'),
  MN('en', 'how much is a bus ticket'),
  MN('en', 'is el pimpi open on mondays'),
  MN('es', '¿La piscina está climatizada?'),
  MN('es', 'cuanto cuesta la entrada normal al museo picasso'),
  MN('es', '¿Hasta qué hora abre el parking público de la Malagueta?'),
  MN('es', 'hay enchufe para cargar el coche electrico en la plaza de garaje?'),
];
