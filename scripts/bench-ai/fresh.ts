/**
 * A fresh, blind set of guest questions for the AI benchmark.
 *
 * Written on 2026-11-21 by someone who had not seen the retrieval code or the earlier question
 * sets (questions.ts, holdout.ts), before its first run; the first run is recorded in
 * docs/benchmarks.md as it came out.
 *
 * Labels come from reading the guide text in guides.ts only: each answerable question lists the
 * section or place whose text answers it; `expect: null` marks a question the guide cannot
 * answer (checked against every section, place, the contact and the property details).
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH: BenchQuestion[] = [
  // Lisbon guide, asked in English (15).
  L('en', 'wifi pasword?', 'wifi'),
  L('en', 'whats the code for the building door downstairs', 'arrival'),
  L('en', 'our flight lands at 9am, anywhere to leave bags before we can get in?', 'arrival'),
  L('en', 'what time do we need to be out by on the last day', 'checkout'),
  L('en', 'can we eat outside on the balcony', 'terrace'),
  L('en', 'where can i park a rental car', 'parking'),
  L('en', 'which bin do glass bottles go in', 'trash'),
  L('en', 'its freezing in here, how do i put the heat on', 'heating'),
  L('en', 'is there a coffee maker', 'kitchen'),
  L('en', 'is there a dryer for clothes?', 'laundry'),
  L('en', 'best way to get from the airport to the apartment?', 'transport'),
  L('en', 'do you have a crib for our baby pls', 'amenities'),
  L('en', 'closest grocery store?', 'place-pingo'),
  L('en', 'where can we hear some live fado', 'place-fado'),
  L('en', 'whats the full adress, need it for the taxi driver', 'property'),

  // Lisbon guide, asked in Spanish (15).
  L('es', 'el internet no va, q hago', 'wifi'),
  L('es', 'se puede fumar en el piso?', 'rules'),
  L('es', 'hasta que hora se puede hacer ruido por la noche', 'rules'),
  L('es', 'donde estan las llaves del apartamento', 'arrival'),
  L('es', 'que tenemos que hacer antes de irnos el ultimo dia', 'checkout'),
  L('es', 'hay alguna playa serca? como se llega', 'beaches'),
  L('es', '¿se puede ver Netflix en la tele?', 'tv'),
  L('es', 'se ha ido la luz, donde esta el cuadro electrico', 'safety'),
  L('es', 'cual es el numero de emergencias en portugal', 'safety'),
  L('es', 'farmacia cerca donde hablen ingles?', 'place-pharmacy'),
  L('es', 'donde desayunar pasteles de nata recien hechos', 'place-pasteis'),
  L('es', 'cuanto cuesta la entrda al castillo', 'place-castle'),
  L('es', 'recomiendas algun restaurante de pescado para cenar?', 'place-taberna'),
  L('es', 'cuánto vale un billete de tranvía', 'transport'),
  L('es', 'hay plancha?', 'laundry'),

  // Málaga guide, asked in Spanish (15).
  M('es', '¿cuál es la clave del wifi?', 'wifi'),
  M('es', 'codigo del portal porfa', 'llegada'),
  M('es', 'hay ascensor o son escaleras? vamos con maletas grandes', 'llegada'),
  M('es', 'a q hora hay que dejar el piso el ultimo dia', 'salida'),
  M('es', 'el piso tiene garaje?', 'aparcamiento'),
  M('es', 'cabe una furgoneta en la plaza de parking', 'aparcamiento'),
  M('es', 'a partir de que hora se puede sacar la basura', 'basura'),
  M('es', 'como pongo la calefacion', 'clima'),
  M('es', 'hay cafetera?', 'cocina'),
  M('es', 'hay secadora para la ropa', 'lavadora'),
  M('es', 'la piscina hasta q hora esta abierta', 'piscina'),
  M('es', 'teneis sombrilla y sillas para la playa?', 'playa'),
  M('es', 'como llego desde el aeropurto', 'transporte'),
  M('es', 'a que hora cierra el supermercado', 'place-mercadona'),
  M('es', 'donde tomar churros con chocolate', 'place-churreria'),

  // Málaga guide, asked in English (15).
  M('en', 'can we bring our dog?', 'normas'),
  M('en', 'pharmacy open late tonight?', 'place-farmacia'),
  M('en', 'is the internet fast enough for video calls for work', 'wifi'),
  M('en', 'where do i pick up the keys', 'llegada'),
  M('en', 'earliest time we can check in?', 'llegada'),
  M('en', 'any chance of a late check out', 'salida'),
  M('en', 'were is the first aid kit', 'seguridad'),
  M('en', 'power went out what do i do', 'seguridad'),
  M('en', 'can i watch amazon prime on the tv', 'tele'),
  M('en', 'do u have a high chair for our toddler', 'comodidades'),
  M('en', 'how far is the beach frm the flat', 'playa'),
  M('en', 'is the picasso museum ever free', 'place-picasso'),
  M('en', 'old bar with sweet wine and tapas?', 'place-el-pimpi'),
  M('en', 'how much are tickets for the moorish fortress', 'place-alcazaba'),
  M('en', 'whats the hosts phone number', 'contact'),

  // Lisbon guide, not answerable (10).
  LN('en', 'is there a sauna or gym in the buildng'),
  LN('en', 'can i bring my cat?'),
  LN('es', 'cuanto cuesta por hora aparcar en la calle'),
  LN('en', 'when does the last tram 28 run at night'),
  LN('es', 'a que hora abre la farmacia por la mañana'),
  LN('en', 'is the castle open on mondays'),
  LN('es', 'cuanto cuesta el espectaculo de fado'),
  LN('es', 'la taberna tiene opciones veganas?'),
  LN('en', 'can we get fresh towels and a clean halfway through our stay'),
  LN('es', 'tienen adaptador de enchufe para el cargador'),

  // Málaga guide, not answerable (10).
  MN('es', 'hay gimnasio en el edificio'),
  MN('en', 'is the pool heated?'),
  MN('es', 'el garage tiene cargador para coche electrico?'),
  MN('en', 'does the number 11 bus go to the airport'),
  MN('es', 'el pimpi abre los lunes?'),
  MN('en', 'can we use a bbq on the terrace'),
  MN('es', 'hay que pagar tasa turistica?'),
  MN('en', 'wat time does the alcazaba open'),
  MN('es', 'hay socorista en la playa de la malagueta'),
  MN('en', 'how much does it cost to rent one of the public bikes'),
];
