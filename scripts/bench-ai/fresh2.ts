/**
 * A second fresh, blind set of guest questions for the AI benchmark (written 2026-11-21 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH2: BenchQuestion[] = [
  // Lisbon guide (English), asked in English.
  L('en', 'internet is super slow on the terace, normal?', 'wifi'),
  L('en', 'whats the keypad number for the building door', 'arrival'),
  L('en', 'we land at 7am, anywhere to leave our luggage?', 'arrival'),
  L('en', 'its freezing in here, how do i warm the place up', 'heating'),
  L('en', 'r friends allowed to sleep over', 'rules'),
  L('en', 'is there a dryer for clothes', 'laundry'),
  L('en', 'where do i find the iron', 'laundry'),
  L('en', 'cheapest way from the airport to the flat?', 'transport'),
  L('en', 'how long by train to cascais', 'beaches'),
  L('en', 'do u have towels for the beach', 'beaches'),
  L('en', 'power just went off in the whole apt', 'safety'),
  L('en', 'kid cut his finger, do u have plasters', 'safety'),
  L('en', 'good spot for pasteis de nata near by', 'place-pasteis'),
  L('en', 'where can we hear some fado tonite', 'place-fado'),
  L('en', 'whats sofias number', 'contact'),
  L('en', 'need the full adress for the taxi driver', 'property'),
  L('en', 'wich bin takes cans', 'trash'),
  L('en', 'can i log into my netflix on the tv', 'tv'),
  L('en', 'do you have a cot for our baby', 'amenities'),
  L('en', 'are there chairs outside to watch the sunset', 'terrace'),

  // Lisbon guide (English), asked in Spanish.
  L('es', 'el wifi no va, q hago', 'wifi'),
  L('es', 'codigo de la cajita de las llaves?', 'arrival'),
  L('es', 'a q hora podemos entrar al piso', 'arrival', 'checkin'),
  L('es', 'hasta q hora tenemos el piso el ultimo dia', 'checkout'),
  L('es', 'si salimos a la 1 cuanto nos cobras', 'checkout'),
  L('es', 'mi madre no puede subir muchas escaleras, hay ascensor?', 'arrival'),
  L('es', 'venimos en coche de alquiler, donde lo dejamos', 'parking'),
  L('es', 'a q hora se puede bajar la basura', 'trash'),
  L('es', 'hace un calor orrible, como pongo el aire en frio', 'heating'),
  L('es', 'donde estan las sartenes y ollas', 'kitchen'),
  L('es', 'ai lavadora?', 'laundry'),
  L('es', 'como llego al tranvia 28', 'transport'),
  L('es', 'teneis secador de pelo', 'amenities'),
  L('es', 'donde hay un super para hacer la compra', 'place-pingo'),
  L('es', 'restaurante para cenar pescado cerca?', 'place-taberna'),
  L('es', 'cuanto cuesta la entrada al catillo', 'place-castle'),
  L('es', 'farmacia cerca donde hablen ingles', 'place-pharmacy'),
  L('es', 'ospital mas cercano con urgencias', 'emergency'),
  L('es', 'el piso tiene vistas al rio?', 'welcome', 'terrace'),
  L('es', 'se puede fumar en la terraza', 'rules'),

  // Málaga guide (Spanish), asked in Spanish.
  M('es', 'me pasas la contraseña del wifi?', 'wifi'),
  M('es', 'la conexion aguanta videollamadas para teletrabajar?', 'wifi'),
  M('es', 'cual es el codigo del portal', 'llegada'),
  M('es', 'en q planta esta el piso', 'llegada', 'property'),
  M('es', 'viajamos con nuestro gato, ay problema?', 'normas'),
  M('es', 'hasta q hora podemos hacer ruido x la noche', 'normas'),
  M('es', 'q hacemos con las llaves al irnos', 'salida'),
  M('es', 'traemos una furgo grande, cabe en el garaje?', 'aparcamiento'),
  M('es', 'donde esta el mando del garage', 'aparcamiento'),
  M('es', 'contenedor del vidrio donde esta', 'basura'),
  M('es', 'como cambio el aire de frio a calor', 'clima'),
  M('es', 'se puede dejar el aire puesto al salir', 'clima'),
  M('es', 'hay lavavajilla', 'cocina'),
  M('es', 'hay secadora o hay q tender', 'lavadora'),
  M('es', 'horaio de la piscina?', 'piscina'),
  M('es', 'los crios pueden ir solos a la piscina', 'piscina'),
  M('es', 'tenemos sombrilla para la playa?', 'playa'),
  M('es', 'como llego desde el aeropuero', 'transporte'),
  M('es', 'donde hay churros para desayunar', 'place-churreria'),
  M('es', 'el mercadona abre los domingos?', 'place-mercadona'),

  // Málaga guide (Spanish), asked in English.
  M('en', 'earliest we can get into the apartment?', 'llegada', 'checkin'),
  M('en', 'checkout time pls', 'salida', 'checkout'),
  M('en', 'where do we pick up the keys', 'llegada'),
  M('en', 'whats the wifi network called', 'wifi'),
  M('en', 'its chilly at night, any extra blankets?', 'comodidades'),
  M('en', 'wheres the fire extingisher', 'seguridad'),
  M('en', 'does the tv have amazon prime', 'tele'),
  M('en', 'good tapas bar u recommend?', 'place-el-pimpi'),
  M('en', 'how much r tickets for the alcazaba', 'place-alcazaba'),
  M('en', 'is the picasso museum ever free', 'place-picasso'),
  M('en', 'pharamcy thats open late?', 'place-farmacia'),
  M('en', 'where do we report a stolen phone', 'emergency'),
  M('en', 'how do i reach javier', 'contact'),
  M('en', 'how far to the beach', 'playa', 'bienvenida'),
  M('en', 'can we have a small party friday night', 'normas'),
  M('en', 'is there a bus stop close by', 'transporte'),
  M('en', "where's the washing powder", 'lavadora'),
  M('en', 'is the pool open in octobre', 'piscina'),
  M('en', 'where can we eat grilled sardines by the see', 'playa'),
  M('en', 'how much to park a 2nd car', 'aparcamiento'),

  // Lisbon: not in the guide at all.
  LN('en', 'can we bring our dog?'),
  LN('es', 'hay gimnasio en el edificio o cerca?'),
  LN('en', 'is there a safe for our passports'),
  LN('es', 'tiene piscina el piso?'),
  LN('en', 'can someone come clean mid stay?'),
  LN('es', 'donde alquilo bicis?'),
  LN('en', 'is there a bbq we can use'),
  LN('en', 'its raining, do u have an umbrella we can borrow'),
  // Lisbon: the topic is covered but this detail is not stated.
  LN('en', 'how fast is the internet, mbps?'),
  LN('es', 'cuanto cuesta la hora de aparcar en la calle'),
  LN('en', 'what time does the fado show start'),
  LN('es', 'a q hora abre el castillo'),
  LN('en', 'how much is the train ticket to cascais'),
  LN('en', 'is there fabric softener for the washing machine'),
  LN('es', 'la terraza tiene toldo o algo de sombra?'),

  // Málaga: not in the guide at all.
  MN('en', 'is there a bluetooth speaker for music'),
  MN('es', 'podeis venir a recogernos al aeropuerto?'),
  MN('es', 'la azotea tiene jacuzzi?'),
  MN('en', 'do you have a playstation or any games console'),
  MN('es', 'hay algun campo de golf cerca'),
  MN('en', 'wheres the nearest atm'),
  MN('es', 'necesitamos niñera una noche, conoces alguna?'),
  // Málaga: the topic is covered but this detail is not stated.
  MN('es', 'la piscina esta climatizada?'),
  MN('en', 'how much does a late checkout cost'),
  MN('es', 'a q temperatura pongo el aire'),
  MN('en', 'is there a kettle for tea'),
  MN('es', 'cuanto cuesta el tren desde el aeropuerto'),
  MN('es', 'cuanto cuesta la entrada normal al museo picasso'),
  MN('en', 'what time does casa aranda close'),
  MN('es', 'hay socorrista en la piscina'),
];
