/**
 * A fifteenth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH15: BenchQuestion[] = [
  // Lisbon guide, asked in English (answerable)
  L('en', 'wifi pw?', 'wifi'),
  L('en', "hi we're outside the building and the front door wont open, whats the code", 'arrival'),
  L('en', 'what time can we get into the apartment', 'arrival', 'checkin'),
  L('en', 'Is there an elevator? My mum has a bad knee and we are bringing 2 big suitcases', 'arrival'),
  L('en', 'ok to have a cigarette outside on the terrace?', 'rules'),
  L('en', "we're renting a car for a few days, where can we leave it overnight", 'parking'),
  L('en', 'which bin do empty wine bottles go in', 'trash'),
  L('en', "it's freezing in the bedroom, how do i get the heating going", 'heating'),
  L('en', 'where do you keep the dishwasher tabs', 'kitchen'),
  L('en', 'is there a dryer for clothes?', 'laundry'),
  L('en', 'Landing at LIS tomorrow afternoon - best way to get to the flat from the airport?', 'transport'),
  L('en', 'travelling w a 1 yr old, do you have a cot we could use', 'amenities'),
  L('en', 'can i log into my netflix on the tv', 'tv'),
  L('en', 'we want a beach day, which beach is easiest to reach by train', 'beaches'),
  L('en', 'all the lights just went off and nothing works!! help', 'safety'),
  L('en', 'where can we grab pasteis de nata and a coffee in the morning', 'place-pasteis'),
  L('en', 'we would love to hear some live fado one evening, any suggestion?', 'place-fado'),
  L('en', 'our flight is not until 5pm, any chance of leaving the flat a bit later on the last day?', 'checkout'),
  L('en', 'my husband has chest pains, where is the closest hospital with an ER', 'emergency'),
  L('en', 'is there somewhere outside we can eat dinner and watch the sunset', 'terrace'),

  // Lisbon guide, asked in Spanish (answerable)
  L('es', 'se me cae el internet a cada rato, q hago?', 'wifi'),
  L('es', 'cual es el codigo de la cajita de las llaves', 'arrival'),
  L('es', 'a que hora tenemos que dejar el depto el ultimo dia?', 'checkout'),
  L('es', 'somos 4 pero una amiga de aca quiere quedarse a dormir una noche, se puede?', 'rules'),
  L('es', 'vamos en auto, hay estacionamiento?', 'parking'),
  L('es', 'a q hora se puede sacar la basura', 'trash'),
  L('es', 'hay algun supermercado cerca? abre los domingos?', 'place-pingo'),
  L('es', 'donde esta la plancha?', 'laundry'),
  L('es', 'cuanto sale el pasaje del tranvia y donde compro la tarjeta', 'transport'),
  L('es', 'Hay mantas extra? Por la noche hace fresco', 'amenities'),
  L('es', 'puedo poner musica desde el celular? hay algun parlante', 'tv'),
  L('es', 'como llegamos a la playa de Carcavelos', 'beaches'),
  L('es', 'mi hijo se corto con un vaso, hay botiquin?', 'safety'),
  L('es', 'nos recomiendas un sitio para cenar comida tipica portuguesa, pescado a la brasa', 'place-taberna'),
  L('es', 'vale la pena subir al castillo de san jorge? cuanto cuesta la entrada', 'place-castle'),
  L('es', 'necesito una farmacia, hasta que hora abre la de la plaza?', 'place-pharmacy'),
  L('es', 'me robaron el pasaporte en el tranvia, donde hago la denuncia??', 'emergency'),
  L('es', 'me pasas la direccion exacta del piso para darsela al taxista', 'property'),
  L('es', 'cual es el telefono de Sofia? no me responde por la app', 'contact'),
  L('es', 'el piso tiene vista al rio?', 'welcome', 'terrace'),

  // Málaga guide, asked in Spanish (answerable)
  M('es', 'contraseña del wifi porfa', 'wifi'),
  M('es', 'estamos en la puerta de la calle y no abre, cual es el codigo?', 'llegada'),
  M('es', 'a partir de que hora podemos entrar al piso', 'llegada', 'checkin'),
  M('es', 'podemos ir con nuestro perro? es pequeñito y muy tranquilo', 'normas'),
  M('es', 'hasta q hora hay q dejar el piso? se podria salir un poco mas tarde?', 'salida', 'checkout'),
  M('es', 'Tenéis cochera? Bajamos en coche desde Madrid', 'aparcamiento'),
  M('es', 'en que contenedor tiro las botellas de vino', 'basura'),
  M('es', 'como prendo la calefaccion? hace frio', 'clima'),
  M('es', 'hay cafetera? de capsulas o de las normales', 'cocina'),
  M('es', 'hay secadora o toca tender la ropa', 'lavadora'),
  M('es', 'a que hora abre la pileta del edificio?', 'piscina'),
  M('es', 'tenes sombrilla o sillas para llevar a la playa?', 'playa'),
  M('es', 'como llego del aeropuerto al piso en transporte publico', 'transporte'),
  M('es', 'vamos con un bebe de 8 meses, tendriais una cuna?', 'comodidades'),
  M('es', 'se ha ido la luz en todo el piso!!', 'seguridad'),
  M('es', 'algun sitio con ambiente para tomar vino dulce y unas tapas', 'place-el-pimpi'),
  M('es', 'donde desayunamos unos buenos churros con chocolate', 'place-churreria'),
  M('es', 'el mercadona abre el domingo?', 'place-mercadona'),
  M('es', 'mi hija tiene mucha fiebre, donde esta el hospital con urgencias', 'emergency'),
  M('es', 'cual es la direccion exacta para ponerla en el gps', 'property'),

  // Málaga guide, asked in English (answerable)
  M('en', 'is the internet fast enough for video calls? i need to work a couple of days', 'wifi'),
  M('en', 'where do I pick up the keys', 'llegada'),
  M('en', 'is there a lift or do we carry our bags up 5 floors lol', 'llegada'),
  M('en', 'what are the quiet hours', 'normas'),
  M('en', 'Our flight home is at 6pm, could we check out late?', 'salida'),
  M('en', 'we have a pretty tall campervan, will it fit in the garage?', 'aparcamiento'),
  M('en', 'when am i allowed to take the rubbish down', 'basura'),
  M('en', 'how do i turn on the aircon, its roasting in here', 'clima'),
  M('en', 'is there a dishwasher', 'cocina'),
  M('en', 'iron?', 'lavadora'),
  M('en', 'can my kids (10 and 12) go up to the pool by themselves?', 'piscina'),
  M('en', 'how far is it to the beach', 'playa', 'bienvenida'),
  M('en', 'is there a bus stop close to the apartment', 'transporte'),
  M('en', 'where are the extra blankets pls', 'comodidades'),
  M('en', "where's the fire extinguisher", 'seguridad'),
  M('en', 'can we watch amazon prime on the tv?', 'tele'),
  M('en', 'how much are tickets for the alcazaba', 'place-alcazaba'),
  M('en', 'is there a day when the picasso museum is free', 'place-picasso'),
  M('en', 'any pharmacy near the flat that is open late in the evening?', 'place-farmacia'),
  M('en', "whats javier's number, need to call him", 'contact'),

  // Lisbon guide, asked in English (unanswerable)
  LN('en', 'is there a safe in the flat where we can leave our passports'),
  LN('en', 'any gym nearby? want to work out in the mornings'),
  LN('en', "can we bring our dog? he's small and very quiet"),
  LN('en', 'whats the best way to do a day trip to sintra'),
  LN('en', 'is there a bathtub? my toddler hates showers'),
  LN('en', 'what time does tram 28 start running in the morning'),
  LN('en', 'is taberna da se open on mondays?'),
  LN('en', 'how much does the fado show cost per person'),
  LN('en', 'how long does a dishwasher cycle take'),
  LN('en', 'we are staying 10 nights, will someone come to clean or change the towels midway?'),

  // Lisbon guide, asked in Spanish (unanswerable)
  LN('es', 'hay algun cajero automatico cerca para sacar plata?'),
  LN('es', 'tienes adaptador de enchufe? mi cargador es americano'),
  LN('es', 'nos recomiendas algun free tour por alfama'),
  LN('es', 'donde compro una tarjeta sim o esim para el movil'),
  LN('es', 'donde se puede alquilar una bici o un patinete electrico'),
  LN('es', 'la farmacia de la plaza abre los domingos?'),
  LN('es', 'hasta que hora hay trenes de vuelta desde cascais por la noche'),
  LN('es', 'los niños pagan entrada en el castillo? tienen 6 y 9 años'),
  LN('es', 'el parking de portas do sol tiene altura maxima? vamos en una furgo'),
  LN('es', 'en el club de fado se puede pagar con tarjeta o solo efectivo?'),

  // Málaga guide, asked in Spanish (unanswerable)
  MN('es', 'hay algun gimnasio cerca?'),
  MN('es', 'hay caja fuerte en el piso para dejar los pasaportes'),
  MN('es', 'conoces alguna empresa de alquiler de coches cerca del piso?'),
  MN('es', 'merece la pena el caminito del rey? como se llega'),
  MN('es', 'viene alguien a limpiar durante la estancia? nos quedamos dos semanas'),
  MN('es', 'la piscina esta climatizada?'),
  MN('es', 'el pimpi abre los lunes?'),
  MN('es', 'hasta que hora sirven churros en casa aranda'),
  MN('es', 'cada cuanto pasa el bus 11'),
  MN('es', 'cuanto cuesta la entrada normal al museo picasso entre semana'),

  // Málaga guide, asked in English (unanswerable)
  MN('en', 'are we allowed to use a bbq on the terrace?'),
  MN('en', 'does the garage space have a charger for an electric car'),
  MN('en', 'is there a lifeguard at the rooftop pool'),
  MN('en', 'what are the opening hours of the alcazaba'),
  MN('en', 'what time is the last C1 train from the airport? we land at 23:40'),
  MN('en', 'nearest ATM?'),
  MN('en', 'any good hiking trails near malaga you would recommend'),
  MN('en', 'could we borrow a stroller for the baby'),
  MN('en', 'where can we rent kayaks or paddle boards'),
  MN('en', 'is there a desk and an external monitor i could work from'),
];
