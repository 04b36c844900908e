/**
 * A seventeenth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH17: BenchQuestion[] = [
  // Lisbon guide, asked in English (answerable)
  L('en', 'wifi pw?', 'wifi'),
  L('en', "hi, we're outside the building, what's the code for the front door", 'arrival'),
  L('en', 'where do we pick up the keys', 'arrival'),
  L('en', 'Our flight lands at 10am, is there somewhere we can leave the suitcases until we can get in?', 'arrival'),
  L('en', 'is there an elevator? my mum has bad knees', 'arrival'),
  L('en', 'can i smoke outside on the balcony', 'rules'),
  L('en', 'does the apartment actually have a view of the river?', 'welcome', 'terrace'),
  L('en', "our flight home isn't till 6pm, any chance we can stay in the flat a bit longer on the last day?", 'checkout'),
  L('en', 'Where can I park the rental car near the apartment', 'parking'),
  L('en', 'which bin is for glass bottles', 'trash'),
  L('en', 'its freezing in here, how do i put the heating on??', 'heating'),
  L('en', 'is there a coffee maker? what pods does it take', 'kitchen'),
  L('en', 'is there a tumble dryer for clothes', 'laundry'),
  L('en', 'best way to get from the airport to the flat by public transport', 'transport'),
  L('en', 'Do you have a cot for our 1 year old?', 'amenities'),
  L('en', 'can we watch netflix on the tv', 'tv'),
  L('en', 'how long does the train to cascais take', 'beaches'),
  L('en', 'the power just went off in the whole flat, what do I do', 'safety'),
  L('en', 'nearest pharmacy pls, need ibuprofen', 'place-pharmacy'),
  L('en', 'Any recommendation for a place to hear live fado?', 'place-fado'),

  // Lisbon guide, asked in Spanish (answerable)
  L('es', 'a que hora podemos entrar al piso?', 'arrival', 'checkin'),
  L('es', 'cual es el codigo de la cajita de las llaves', 'arrival'),
  L('es', 'se puede dejar el carro en la calle? cuanto se paga', 'parking'),
  L('es', 'Dónde está el súper más cercano?', 'place-pingo'),
  L('es', 'algun sitio rico para desayunar pasteles de nata cerca?', 'place-pasteis'),
  L('es', 'nos recomiendas un restaurante de comida tipica portuguesa para cenar', 'place-taberna'),
  L('es', 'cuanto cuesta la entrada al castillo', 'place-castle'),
  L('es', 'donde puedo tender la ropa mojada', 'laundry'),
  L('es', 'hay toallas para todos? somos 4', 'amenities'),
  L('es', 'como se pone el aire acondicionado, hace un calor horrible', 'heating'),
  L('es', 'hay extintor en el depto?', 'safety'),
  L('es', 'cuantas personas pueden dormir en el apartamento', 'rules'),
  L('es', 'unos amigos que viven en lisboa se pueden quedar a dormir una noche con nosotros?', 'rules'),
  L('es', 'a partir de que hora puedo bajar la basura', 'trash'),
  L('es', 'hay algun hospital cerca? mi hijo tiene mucha fiebre', 'emergency'),
  L('es', 'me pasas el telefono de Sofia', 'contact'),
  L('es', 'cual es la direccion exacta del piso para darsela al taxista', 'property'),
  L('es', 'cuanto sale un uber desde el aeropuerto', 'transport'),
  L('es', 'podemos cenar en la terraza? cuantas personas caben en la mesa', 'terrace'),
  L('es', 'que tenemos que hacer antes de irnos el ultimo dia', 'checkout'),

  // Málaga guide, asked in Spanish (answerable)
  M('es', 'clave del wifi porfa', 'wifi'),
  M('es', 'a q hora es el check in', 'llegada', 'checkin'),
  M('es', 'cual es el codigo del portal?', 'llegada'),
  M('es', 'hay ascensor o hay que subir las maletas por las escaleras?', 'llegada'),
  M('es', 'Venimos en coche, el piso tiene garaje?', 'aparcamiento'),
  M('es', 'viajamos con nuestra perrita, se admiten mascotas?', 'normas'),
  M('es', 'a que hora abren la piscina', 'piscina'),
  M('es', 'hay secadora o solo lavadora', 'lavadora'),
  M('es', 'teneis sombrilla para la playa?', 'playa'),
  M('es', 'como llego desde el aeropuerto al piso', 'transporte'),
  M('es', 'tienen cuna para el bebé?', 'comodidades'),
  M('es', 'cual es la direccion del apartamento', 'property'),
  M('es', 'se fue la luz!! que hago', 'seguridad'),
  M('es', 'donde se puede desayunar churros con chocolate', 'place-churreria'),
  M('es', 'el mercadona abre los domingos?', 'place-mercadona'),
  M('es', 'cuanto vale la entrada a la alcazaba', 'place-alcazaba'),
  M('es', 'hay algun dia que el museo picasso sea gratis?', 'place-picasso'),
  M('es', 'nos robaron la billetera en el centro, cual es el numero de la policia', 'emergency'),
  M('es', 'la tele tiene prime video?', 'tele'),
  M('es', 'dónde están las pastillas del lavavajillas?', 'cocina'),

  // Málaga guide, asked in English (answerable)
  M('en', 'what time do we have to check out', 'salida', 'checkout'),
  M('en', 'could we get a late checkout on sunday?', 'salida'),
  M('en', 'where do we put the garbage', 'basura'),
  M('en', 'how do I switch the AC to heating mode', 'clima'),
  M('en', 'is there a dishwasher in the apartment', 'cocina'),
  M('en', "how fast is the internet? I'll need to do video calls for work", 'wifi'),
  M('en', 'what are the quiet hours', 'normas'),
  M('en', 'is smoking allowed on the terrace', 'normas'),
  M('en', "we're there in mid May, will the pool be open?", 'piscina'),
  M('en', 'Our camper van is about 2.1m tall, will it fit in the garage?', 'aparcamiento'),
  M('en', 'is there a bus stop near the apartment', 'transporte'),
  M('en', 'how far is it to walk to the beach', 'playa', 'bienvenida'),
  M('en', 'are there any extra blankets', 'comodidades'),
  M('en', 'whats the nearest hospital with an ER', 'emergency'),
  M('en', "what's Javier's phone number?", 'contact'),
  M('en', 'we arrive at noon, can we store our bags somewhere before check in', 'llegada'),
  M('en', 'recommend a good bar for tapas and local wine?', 'place-el-pimpi'),
  M('en', 'is there a pharmacy open late nearby', 'place-farmacia'),
  M('en', "where's the iron", 'lavadora'),
  M('en', 'can the kids go to the rooftop pool on their own?', 'piscina'),

  // Lisbon guide, asked in English (not answerable)
  LN('en', 'is there a gym nearby'),
  LN('en', 'can we bring our dog? he is small and very quiet'),
  LN('en', 'what time does the castle open in the morning'),
  LN('en', 'what time is the last tram 28 at night'),
  LN('en', 'how much is the fado show?'),
  LN('en', "what's the phone number for Taberna da Sé so I can book a table"),
  LN('en', 'Is there a sofa bed for the 3rd and 4th person?'),
  LN('en', 'is there a safe in the flat for our passports'),
  LN('en', 'we land at 1am, will the metro still be running?'),
  LN('en', 'any good sushi place around alfama'),

  // Lisbon guide, asked in Spanish (not answerable)
  LN('es', 'hay plancha de pelo o rizador?'),
  LN('es', 'en la taberna da se se puede pagar con tarjeta?'),
  LN('es', 'a que hora cierra la pasteleria alfama doce'),
  LN('es', 'hay alguna lavanderia autoservicio cerca'),
  LN('es', 'donde puedo cambiar dolares a euros'),
  LN('es', 'que velocidad tiene el wifi? tengo que teletrabajar'),
  LN('es', 'hay que pagar la tasa turistica aparte?'),
  LN('es', 'queremos ir un dia a sintra, como llegamos?'),
  LN('es', 'las ventanas tienen mosquitero?'),
  LN('es', 'hay algun parque infantil cerca para los niños'),

  // Málaga guide, asked in Spanish (not answerable)
  MN('es', 'se puede hacer barbacoa en la terraza?'),
  MN('es', 'a que hora cierra el pimpi'),
  MN('es', 'la piscina esta climatizada?'),
  MN('es', 'hay gimnasio en el edificio'),
  MN('es', 'cada cuanto pasa el tren c1 del aeropuerto y cuanto cuesta el billete'),
  MN('es', 'cuanto cuesta quedarse hasta la 1 el ultimo dia'),
  MN('es', 'hay alguna playa donde se admitan perros por aqui'),
  MN('es', 'donde puedo alquilar un coche para ir a ronda'),
  MN('es', 'cuanto cuesta la entrada del museo picasso entre semana'),
  MN('es', 'cuanto cuestan las hamacas en la malagueta?'),

  // Málaga guide, asked in English (not answerable)
  MN('en', 'any tips for a day trip to Granada?'),
  MN('en', 'do you have beach toys or snorkels for the kids'),
  MN('en', 'does the number 11 bus go to the airport'),
  MN('en', "what's the name of the app for the rental scooters"),
  MN('en', 'is Casa Aranda open on mondays'),
  MN('en', "we're staying 2 weeks, can someone come and clean the flat halfway through?"),
  MN('en', 'where is the nearest ATM'),
  MN('en', 'are there blackout curtains in the bedroom? we are light sleepers'),
  MN('en', 'is there a lifeguard at the pool'),
  MN('en', "what's El Pimpi's phone number to make a reservation"),
];
