/**
 * A fourteenth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH14: BenchQuestion[] = [
  // Málaga guide, asked in Spanish (answerable)
  M('es', 'cual es la contraseña del wifi??', 'wifi'),
  M('es', 'Hola Javier! llegamos sobre las 6 de la tarde en coche, como hacemos para abrir el portal y coger las llaves? no hay nadie esperando no?', 'llegada'),
  M('es', 'a q hora hay que dejar el piso el ultimo dia', 'salida', 'checkout'),
  M('es', 'se puede fumar en la terraza o en ningun sitio?', 'normas'),
  M('es', 'che, donde dejamos el auto? el depto tiene cochera?', 'aparcamiento'),
  M('es', 'las botellas de vino vacias en que contenedor van', 'basura'),
  M('es', 'hace fresco por la noche, como se pone la calefaccion', 'clima'),
  M('es', 'hay secadora o hay que tender la ropa', 'lavadora'),
  M('es', 'a que hora abre la alberca de arriba? los niños quieren nadar', 'piscina'),
  M('es', 'tienen sombrilla y sillas para la playa o las compramos alla?', 'playa'),
  M('es', 'cómo llegamos del aeropuerto al departamento? cuánto cuesta un taxi más o menos', 'transporte'),
  M('es', 'viajamos con un bebé de 8 meses, ¿tenéis cuna de viaje?', 'comodidades'),
  M('es', 'se ha ido la luz en toda la casa q hacemos', 'seguridad'),
  M('es', 'como ponemos netflix en la tele del salon', 'tele'),
  M('es', 'algun sitio cerca para desayunar churros con chocolate?', 'place-churreria'),
  M('es', 'el super abre los domingos?', 'place-mercadona'),
  M('es', 'cuanto vale la entrada para subir al castillo de gibralfaro', 'place-alcazaba'),
  M('es', 'necesito una farmacia, hasta que hora abren la de aqui al lado?', 'place-farmacia'),
  M('es', 'nos recomiendas algun bar de tapas con ambiente y vino de malaga para cenar esta noche?', 'place-el-pimpi'),
  M('es', 'me robaron la cartera en la playa, a que policía llamo?', 'emergency'),

  // Málaga guide, asked in English (answerable)
  M('en', 'what time can we check in?', 'llegada', 'checkin'),
  M('en', 'lockbox code for the keys pls', 'llegada'),
  M('en', 'is there a lift in the building? we have 3 huge suitcases', 'llegada'),
  M('en', 'Our flight lands at 10am, is there anywhere we can leave our luggage before we can get into the apartment?', 'llegada'),
  M('en', 'is the internet good enough for zoom calls? i have to work a couple of days', 'wifi'),
  M('en', 'can we bring our dog? he is small and very quiet', 'normas'),
  M('en', 'what are the quiet hours', 'normas'),
  M('en', 'our flight home is at 7pm, any chance we can stay a bit later on the last day?', 'salida'),
  M('en', "we're driving down in a camper van (about 2.6m tall), will it fit in the parking spot?", 'aparcamiento'),
  M('en', 'when are we allowed to take the trash out', 'basura'),
  M('en', 'is there a dishwasher', 'cocina'),
  M('en', 'what kind of coffee maker do you have? should we buy pods', 'cocina'),
  M('en', 'can our kids (10 and 12) go up to the pool by themselves', 'piscina'),
  M('en', 'how far is the beach from the flat', 'playa', 'bienvenida'),
  M('en', 'where is the first aid kit, my son scraped his knee', 'seguridad'),
  M('en', 'do you have an iron? need to iron a shirt for a wedding', 'lavadora'),
  M('en', 'hairdryer?', 'comodidades'),
  M('en', 'is the picasso museum free on any day?', 'place-picasso'),
  M('en', 'which bus stops near the apartment', 'transporte'),
  M('en', 'my wife cut her hand badly cooking, where is the nearest hospital with an ER?', 'emergency'),

  // Lisbon guide, asked in English (answerable)
  L('en', 'wifi password?', 'wifi'),
  L('en', 'whats the code for the main door downstairs', 'arrival'),
  L('en', 'Hi Sofia, we land at 9am and check in is later - is there somewhere we can drop our bags in the meantime?', 'arrival'),
  L('en', 'is there an elevator? my mum has bad knees', 'arrival'),
  L('en', 'the internet keeps cutting out, what should i do', 'wifi'),
  L('en', 'a friend who lives in lisbon wants to crash on our sofa for one night, is that ok?', 'rules'),
  L('en', 'what do we need to do before we leave on the last morning', 'checkout'),
  L('en', 'how much does a late check out cost', 'checkout'),
  L('en', "we're renting a car for a couple of days, where can we park it near the flat?", 'parking'),
  L('en', 'which bin is for glass', 'trash'),
  L('en', 'how do i get the aircon to cool? its boiling in the bedroom', 'heating'),
  L('en', 'where are the dishwasher tablets', 'kitchen'),
  L('en', 'is there a dryer for clothes', 'laundry'),
  L('en', 'whats the cheapest way from the airport to the apartment by public transport', 'transport'),
  L('en', 'could we have extra blankets? its chilly at night', 'amenities'),
  L('en', 'can we use netflix on the tv', 'tv'),
  L('en', 'we want a beach day, which beach is easiest to get to by train?', 'beaches'),
  L('en', "power just went out in the whole flat, where's the fuse box??", 'safety'),
  L('en', 'where can we hear fado tonight', 'place-fado'),
  L('en', 'my son fell on the stairs and his wrist looks broken - where is the closest emergency room?', 'emergency'),

  // Lisbon guide, asked in Spanish (answerable)
  L('es', 'a partir de que hora podemos entrar al piso?', 'arrival', 'checkin'),
  L('es', 'cual es el codigo de la cajita de las llaves', 'arrival'),
  L('es', 'a que hora es el check out', 'checkout'),
  L('es', 'se puede fumar en la terraza?', 'rules'),
  L('es', 'hasta que hora podemos hacer ruido? somos un grupo de 4 amigas jaja', 'rules'),
  L('es', 'el departamento tiene estacionamiento privado?', 'parking'),
  L('es', 'cuando hay que sacar la basura? a que hora pasa el camion', 'trash'),
  L('es', 'hace mucho frio, hay calefaccion en el depto?', 'heating'),
  L('es', 'hay cafetera nespresso? dejan algunas capsulas?', 'kitchen'),
  L('es', 'donde esta la lavadora y el jabon para la ropa', 'laundry'),
  L('es', 'donde compro la tarjeta para subirme al tranvia 28', 'transport'),
  L('es', 'Somos una familia con un bebé de un año, ¿nos podrían prestar una sillita para comer?', 'amenities'),
  L('es', 'hay toallas para la playa o llevamos las nuestras?', 'beaches'),
  L('es', 'donde esta el botiquin de primeros auxilios', 'safety'),
  L('es', 'la terraza tiene mesa para cenar afuera? somos 4', 'terrace'),
  L('es', 'un restaurante de comida tipica portuguesa cerca, pescado a la plancha y eso', 'place-taberna'),
  L('es', 'donde hay un supermercado cerca y a que hora cierra', 'place-pingo'),
  L('es', 'vale la pena el castillo? cuanto sale la entrada', 'place-castle'),
  L('es', 'donde hay una pastelería para desayunar pasteles de nata?', 'place-pasteis'),
  L('es', 'me robaron el pasaporte en el tranvia!! donde hay una comisaria', 'emergency'),

  // Málaga guide, asked in Spanish (unanswerable)
  MN('es', 'hay gimnasio en el edificio?'),
  MN('es', 'se puede contratar una limpieza a mitad de semana? nos quedamos 10 dias'),
  MN('es', 'una pregunta, en la plaza del garaje hay enchufe para cargar el coche electrico?'),
  MN('es', 'a que hora cierra el pimpi por la noche'),
  MN('es', 'cuanto cuesta la entrada normal al museo picasso entre semana'),
  MN('es', 'el agua de la pisci esta climatizada?'),
  MN('es', 'cuanto sale el billete del tren del aeropuerto al centro?'),
  MN('es', 'donde se puede alquilar un barquito o hacer una excursion en velero'),
  MN('es', 'que tamaño tienen las camas? somos dos parejas y queremos saber si son de matrimonio'),
  MN('es', 'hay algun tablao para ver flamenco por aqui?'),

  // Málaga guide, asked in English (unanswerable)
  MN('en', 'do you have a stroller we could borrow for our toddler?'),
  MN('en', 'is there a bbq we can use'),
  MN('en', 'how much do the sardine skewers cost at the beach bars'),
  MN('en', 'any playground for kids near the apartment?'),
  MN('en', 'what time does the churros place close?'),
  MN('en', 'how often does the number 11 bus come?'),
  MN('en', 'do you have a car seat for a 3 year old'),
  MN('en', 'can we get groceries delivered to the flat? which app or shop do you recommend'),
  MN('en', 'is there a dry cleaner nearby? I need a suit cleaned before a wedding'),
  MN('en', 'is the area safe to walk around late at night? we are two women travelling alone'),

  // Lisbon guide, asked in English (unanswerable)
  LN('en', 'how fast is the wifi? I need to upload big video files for work'),
  LN('en', 'can we bring our cat? she travels with us everywhere'),
  LN('en', 'whats the best way to get to Sintra for a day trip?'),
  LN('en', 'does the castle do discounts for kids or students?'),
  LN('en', 'what time does the last tram 28 run at night'),
  LN('en', 'is there a safe in the flat for our passports?'),
  LN('en', 'where can i buy a local sim card'),
  LN('en', 'how much is the fado show at the club?'),
  LN('en', 'do you have an umbrella we could borrow? looks like rain'),
  LN('en', 'Is Taberna da Sé open for lunch, and what time?'),

  // Lisbon guide, asked in Spanish (unanswerable)
  LN('es', 'la pastelería abre los domingos?'),
  LN('es', 'hasta que hora esta abierto el castillo?'),
  LN('es', 'hay sofa cama? somos 4 y queremos saber como se duerme'),
  LN('es', 'donde puedo cambiar dolares a euros cerca?'),
  LN('es', 'tienen mosquiteros en las ventanas? me pican mucho los mosquitos'),
  LN('es', 'cuanto cuesta por hora estacionar en la calle?'),
  LN('es', 'cuanto sale el tren a cascais ida y vuelta'),
  LN('es', 'hay algun lugar cerca para alquilar bicis o monopatines?'),
  LN('es', 'hay juegos de mesa o algo para entretener a los chicos los dias de lluvia?'),
  LN('es', 'conocen algun free tour a pie en español por alfama?'),
];
