/**
 * A nineteenth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH19: BenchQuestion[] = [
  // Lisbon guide, asked in English (answerable)
  L('en', 'whats the wifi pw', 'wifi'),
  L('en', "Hi! we're outside the building, theres a keypad on the door - what do I type?", 'arrival'),
  L('en', 'what time can we check in', 'arrival', 'checkin'),
  L('en', 'is there an elevator? my mum has bad knees and we have 2 big suitcases', 'arrival'),
  L('en', 'ok to smoke outside on the balcony?', 'rules'),
  L('en', 'we rented a car at the airport, where can we park it near the apartment?', 'parking'),
  L('en', 'which bin do glass bottles go in', 'trash'),
  L('en', 'its freezing in here, how do i get the heating on', 'heating'),
  L('en', 'is there a coffee maker', 'kitchen'),
  L('en', 'is there a dryer? we have a load of wet clothes', 'laundry'),
  L('en', 'best way to get from the airport to the flat?', 'transport'),
  L('en', 'Do you have a crib for our 10 month old?', 'amenities'),
  L('en', 'can we watch netflix on the tv', 'tv'),
  L('en', 'we want a beach day, whats the closest decent beach and how do we get there', 'beaches'),
  L('en', 'the power just went off in the whole flat!! what do i do', 'safety'),
  L('en', 'our flight is in the evening, could we stay a bit later on the last day?', 'checkout'),
  L('en', 'where can we get pastel de nata for breakfast nearby', 'place-pasteis'),
  L('en', 'any recommendation for live fado?', 'place-fado'),
  L('en', 'do the chairs on the terrace work for watching the sunset? how many people fit', 'terrace'),
  L('en', "what's Sofia's number, I need to call her", 'contact'),

  // Lisbon guide, asked in Spanish (answerable)
  L('es', 'cual es la clave del wifi?', 'wifi'),
  L('es', 'Llegamos a las 11 de la mañana, ¿hay algún sitio para dejar las maletas antes de entrar?', 'arrival'),
  L('es', 'donde estan las llaves del piso?', 'arrival'),
  L('es', 'a que hora hay que dejar el departamento el ultimo dia', 'checkout'),
  L('es', 'somos un grupo de amigos, hasta que hora podemos hacer ruido?', 'rules'),
  L('es', 'hay estacionamiento para el auto?', 'parking'),
  L('es', 'dónde tiro la basura', 'trash'),
  L('es', 'como prendo el aire acondicionado? hace un calor...', 'heating'),
  L('es', 'hay aceite y sal para cocinar o tenemos que comprar', 'kitchen'),
  L('es', 'donde esta la lavadora', 'laundry'),
  L('es', 'dónde para el tranvía 28?', 'transport'),
  L('es', 'hay secador de pelo', 'amenities'),
  L('es', 'hay toallas para la playa o tenemos que llevar las nuestras?', 'beaches'),
  L('es', 'me corte con un cuchillo, donde esta el botiquin', 'safety'),
  L('es', 'recomiendas algun restaurante tipico portugues cerca para cenar?', 'place-taberna'),
  L('es', 'hay un super cerca? a que hora cierra', 'place-pingo'),
  L('es', 'vale la pena subir al castillo? cuanto cuesta la entrada', 'place-castle'),
  L('es', 'me robaron la cartera en el tranvía, dónde puedo denunciarlo?', 'emergency'),
  L('es', 'me pasas la direccion exacta del piso para el uber?', 'property'),
  L('es', 'el piso tiene vistas al rio?', 'welcome', 'terrace'),

  // Málaga guide, asked in Spanish (answerable)
  M('es', 'contraseña del wifi porfa', 'wifi'),
  M('es', 'cual es el codigo del portal?', 'llegada'),
  M('es', 'a partir de que hora podemos entrar al piso', 'llegada', 'checkin'),
  M('es', 'viajamos con nuestra perrita, se admiten mascotas?', 'normas'),
  M('es', 'a que hora es la salida?', 'salida', 'checkout'),
  M('es', 'vamos en carro, el depto tiene cochera?', 'aparcamiento'),
  M('es', 'donde se tira el vidrio', 'basura'),
  M('es', 'como se pone la calefaccion', 'clima'),
  M('es', 'hay cafetera?', 'cocina'),
  M('es', 'hay secadora o hay que tender?', 'lavadora'),
  M('es', 'a que hora abre la pileta', 'piscina'),
  M('es', 'teneis sombrilla para llevar a la playa?', 'playa'),
  M('es', 'como llego desde el aeropuerto hasta el piso', 'transporte'),
  M('es', 'tienen cuna para el bebe?', 'comodidades'),
  M('es', 'se ha ido la luz en todo el piso, que hago??', 'seguridad'),
  M('es', 'donde podemos ir de tapas esta noche por el centro?', 'place-el-pimpi'),
  M('es', 'donde desayunar unos buenos churros', 'place-churreria'),
  M('es', 'el super de la calle cervantes abre el domingo?', 'place-mercadona'),
  M('es', 'mi hijo tiene mucha fiebre, cual es el hospital con urgencias mas cercano', 'emergency'),
  M('es', 'cómo contacto con Javier? no me contesta en la app', 'contact'),

  // Málaga guide, asked in English (answerable)
  M('en', 'wifi name and password?', 'wifi'),
  M('en', 'which floor is the apartment and is there a lift', 'llegada'),
  M('en', 'is the apartment close to the old town?', 'bienvenida'),
  M('en', 'can we smoke on the terrace', 'normas'),
  M('en', 'can we check out late? our flight isnt until 6pm', 'salida'),
  M('en', "we're driving a camper van, will it fit in the garage?", 'aparcamiento'),
  M('en', 'when am i allowed to take the trash out', 'basura'),
  M('en', 'how do i switch the AC to cool', 'clima'),
  M('en', 'where are the dishwasher tablets', 'cocina'),
  M('en', 'wheres the iron', 'lavadora'),
  M('en', 'is the rooftop pool open in may?', 'piscina'),
  M('en', 'how far is the beach from the flat', 'playa'),
  M('en', 'is there a bus stop near the apartment', 'transporte'),
  M('en', 'are there extra blankets? its a bit chilly at night', 'comodidades'),
  M('en', 'where is the first aid kit', 'seguridad'),
  M('en', 'how do i log into prime video on the tv', 'tele'),
  M('en', 'is there a day when the picasso museum is free?', 'place-picasso'),
  M('en', 'how much are tickets for the alcazaba', 'place-alcazaba'),
  M('en', 'need a pharmacy thats open late, anything close?', 'place-farmacia'),
  M('en', 'whats the full address of the apartment', 'property'),

  // Lisbon guide, asked in English (unanswerable)
  LN('en', 'can we bring our dog? shes small and very quiet'),
  LN('en', 'is there a gym nearby'),
  LN('en', 'how fast is the wifi? i need to do video calls for work'),
  LN('en', 'what time does the fado show start'),
  LN('en', 'what are the opening hours of the castle'),
  LN('en', 'does taberna da se take cards or cash only?'),
  LN('en', 'wheres the nearest atm'),
  LN('en', 'do we have to pay a tourist tax? how much'),
  LN('en', 'which metro station is closest to the flat?'),
  LN('en', 'do you have any board games or toys for the kids'),

  // Lisbon guide, asked in Spanish (unanswerable)
  LN('es', 'a que hora pasa el ultimo tranvia 28 por la noche?'),
  LN('es', 'en la pasteleria aceptan tarjeta?'),
  LN('es', 'la farmacia abre los domingos?'),
  LN('es', 'hay alisador de pelo?'),
  LN('es', 'a que hora sale el ultimo tren de Cascais de vuelta a Lisboa'),
  LN('es', 'las ventanas tienen mosquitero?'),
  LN('es', 'hay que dejar fianza o deposito?'),
  LN('es', 'donde puedo cambiar dolares a euros por aca'),
  LN('es', 'se pueden alquilar bicis cerca del piso?'),
  LN('es', 'queremos ir a Sintra un dia, como se va desde el piso?'),

  // Málaga guide, asked in Spanish (unanswerable)
  MN('es', 'hay gimnasio en el edificio?'),
  MN('es', 'se puede hacer barbacoa en la terraza?'),
  MN('es', 'teneis adaptador de enchufe? el mio es ingles'),
  MN('es', 'donde puedo alquilar un coche para ir a Ronda'),
  MN('es', 'nos recomiendas alguna excursion al Caminito del Rey?'),
  MN('es', 'la piscina esta climatizada?'),
  MN('es', 'cuanto cuesta el billete del bus 11?'),
  MN('es', 'El Pimpi abre los lunes?'),
  MN('es', 'a que hora cierra el museo picasso'),
  MN('es', 'la churreria abre los domingos?'),

  // Málaga guide, asked in English (unanswerable)
  MN('en', 'any good flamenco show nearby?'),
  MN('en', 'we want to visit the Alhambra, how do we get to Granada from here'),
  MN('en', 'can you recommend a gluten free restaurant'),
  MN('en', 'any sushi place near the flat?'),
  MN('en', 'where can we rent kayaks or paddle boards'),
  MN('en', 'are there lifeguards at malagueta beach?'),
  MN('en', 'can i charge my electric car in the garage spot'),
  MN('en', 'how much is the train from the airport into the city'),
  MN('en', 'how long does a dryer cycle take'),
  MN('en', 'what are the opening hours of the alcazaba'),
];
