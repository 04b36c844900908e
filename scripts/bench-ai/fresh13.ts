/**
 * A thirteenth fresh, blind set of guest questions for the AI benchmark (written 2026-11-22 by someone
 * who had not seen the retrieval code or the other question sets, committed before its first run).
 * Labels come from reading guides.ts only. `expect: null` = the guide cannot answer it.
 */
import type { BenchQuestion } from './questions';

const L = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'lisbon', locale, q, expect });
const M = (locale: 'en' | 'es', q: string, ...expect: string[]): BenchQuestion => ({ guide: 'malaga', locale, q, expect });
const LN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'lisbon', locale, q, expect: null });
const MN = (locale: 'en' | 'es', q: string): BenchQuestion => ({ guide: 'malaga', locale, q, expect: null });

export const FRESH13: BenchQuestion[] = [
  // Lisbon guide, asked in English (answerable)
  L('en', 'whats the wifi pw?', 'wifi'),
  L('en', 'hey sofia, our flight lands at 11pm. whats the code for the front door of the building?', 'arrival'),
  L('en', 'is there an elevator? my mum has bad knees and we have 2 big suitcases', 'arrival'),
  L('en', 'can i have a cigarette out on the balcony', 'rules'),
  L('en', 'what time do we need to be out on saturday', 'checkout'),
  L('en', 'We are renting a car for a day trip. Where can we leave it overnight near the apartment?', 'parking'),
  L('en', 'which bin do glass bottles go in', 'trash'),
  L('en', 'its really cold in the bedroom, how do i get the heat going', 'heating'),
  L('en', 'are there any pods for the coffee machine or should we buy some', 'kitchen'),
  L('en', 'is there a dryer? need to dry a few things after washing', 'laundry'),
  L('en', 'cheapest way to get from the airport to the flat??', 'transport'),
  L('en', 'do u have a travel crib for our 10 month old', 'amenities'),
  L('en', 'can we watch our netflix on the tv', 'tv'),
  L('en', 'we fancy a beach day. which beach is easiest to get to and how long does it take', 'beaches'),
  L('en', 'power just went out in the whole apartment, help', 'safety'),
  L('en', 'does the flat have a view of the river?', 'welcome', 'terrace'),
  L('en', 'where can we grab custard tarts for breakfast close by', 'place-pasteis'),
  L('en', 'nearest grocery store + what time does it close', 'place-pingo'),
  L('en', "we'd love to hear some live fado one evening, any recommendation?", 'place-fado'),
  L('en', "my son has a high fever and it's 2am. where is the closest hospital that's open now", 'emergency'),

  // Lisbon guide, asked in Spanish (answerable)
  L('es', 'hola! cual es la contraseña del wifi?', 'wifi'),
  L('es', 'a que hora podemos hacer el check in?', 'arrival', 'checkin'),
  L('es', 'donde encuentro las llaves del departamento? hay algun codigo', 'arrival'),
  L('es', 'llegamos a las 10 de la mañana, hay algun lugar para dejar las maletas hasta la hora de entrada?', 'arrival'),
  L('es', 'podemos hacer una pequeña reunion con amigos el sabado por la noche?', 'rules'),
  L('es', 'un amigo puede quedarse a dormir en el sofa una noche?', 'rules'),
  L('es', 'podriamos irnos a la 1 de la tarde el ultimo dia? cuanto cuesta', 'checkout'),
  L('es', 'a partir de que hora se puede bajar la basura', 'trash'),
  L('es', 'como pongo el aire en frio?? no entiendo el mando', 'heating'),
  L('es', 'donde estan las pastillas para el lavavajillas', 'kitchen'),
  L('es', 'hay plancha? tengo una camisa muy arrugada', 'laundry'),
  L('es', 'cuanto sale un viaje en tranvia y donde compro la tarjeta', 'transport'),
  L('es', 'necesitamos otra almohada, hay de sobra?', 'amenities'),
  L('es', 'me corte con un cuchillo, donde esta el botiquin', 'safety'),
  L('es', 'cuantas personas entran en la mesa de la terraza', 'terrace'),
  L('es', 'hay estacionamiento en el edificio?', 'parking'),
  L('es', 'nos recomiendas algun restaurante tipico portugues para cenar pescado cerca?', 'place-taberna'),
  L('es', 'necesito ibuprofeno, hay farmacia cerca? hasta que hora abre', 'place-pharmacy'),
  L('es', 'cuanto cuesta la entrada al castillo de san jorge', 'place-castle'),
  L('es', 'me robaron el celular en el tranvia. donde hago la denuncia?', 'emergency'),

  // Málaga guide, asked in Spanish (answerable)
  M('es', 'me pasas la clave del wifi porfa', 'wifi'),
  M('es', 'llegamos sobre las 7 de la tarde, como abrimos el portal?', 'llegada'),
  M('es', 'hay ascensor o son escaleras? vamos con maletas grandes', 'llegada'),
  M('es', 'podemos llevar a nuestra perrita? es pequeñita y muy buena', 'normas'),
  M('es', 'a q hora hay q dejar el piso el ultimo dia', 'salida', 'checkout'),
  M('es', 'el piso tiene garaje? que numero de plaza es', 'aparcamiento'),
  M('es', 'venimos con una furgo camper bastante alta, cabe en el parking?', 'aparcamiento'),
  M('es', 'donde estan los contenedores para reciclar', 'basura'),
  M('es', 'como se pone la calefaccion? por la noche hace fresquito', 'clima'),
  M('es', 'que cafetera hay, de capsulas?', 'cocina'),
  M('es', 'hay secadora o hay que tender la ropa', 'lavadora'),
  M('es', 'hasta que hora se puede usar la piscina', 'piscina'),
  M('es', 'teneis sombrilla y sillas para la playa?', 'playa'),
  M('es', 'cual es la mejor forma de llegar desde el aeropuerto', 'transporte'),
  M('es', 'vamos con un bebe de 8 meses, tienen cuna?', 'comodidades'),
  M('es', 'se ha ido la luz en todo el piso, que hago', 'seguridad'),
  M('es', 'donde desayunamos unos buenos churros con chocolate', 'place-churreria'),
  M('es', 'el super abre el domingo?', 'place-mercadona'),
  M('es', 'que dia se puede entrar gratis al museo picasso', 'place-picasso'),
  M('es', 'si hay una urgencia de noche a que hospital vamos', 'emergency'),

  // Málaga guide, asked in English (answerable)
  M('en', 'hi, what is the wifi network called?', 'wifi'),
  M('en', 'will the internet handle video calls? I have to work a couple of days while we are there', 'wifi'),
  M('en', 'what time can we check in?', 'llegada', 'checkin'),
  M('en', 'where is the lockbox with the keys', 'llegada'),
  M('en', 'our flight lands at 11am. anywhere to store our bags before we can get in?', 'llegada'),
  M('en', 'can my cousin crash at the flat for one night?', 'normas'),
  M('en', 'any chance of a late checkout on our last day?', 'salida'),
  M('en', 'how does the air con work, its boiling in here', 'clima'),
  M('en', 'is there a dishwasher', 'cocina'),
  M('en', "where's the washing machine", 'lavadora'),
  M('en', 'is the rooftop pool still open in october?', 'piscina'),
  M('en', 'how far is the beach from the apartment', 'playa', 'bienvenida'),
  M('en', 'which bus stops near the flat', 'transporte'),
  M('en', 'are there spare blankets somewhere', 'comodidades'),
  M('en', 'where is the fire extinguisher', 'seguridad'),
  M('en', 'cant find the tv remote anywhere', 'tele'),
  M('en', 'good spot for tapas and the local sweet wine?', 'place-el-pimpi'),
  M('en', 'how much are tickets for the alcazaba', 'place-alcazaba'),
  M('en', 'is there a pharmacy open late nearby? need something for a sore throat', 'place-farmacia'),
  M('en', 'someone snatched my bag on the street, who do i call?', 'emergency'),

  // Lisbon guide, asked in English (unanswerable)
  LN('en', 'is there a gym or a swimming pool nearby i could use?'),
  LN('en', 'can we bring our small dog? he is very quiet'),
  LN('en', 'where can i rent a bike or an e-scooter around here'),
  LN('en', 'is there a safe in the apartment for our passports?'),
  LN('en', 'what time does the fado start and how much is it per person'),
  LN('en', 'which bus do we take to get to belem'),
  LN('en', 'does the castle give a discount for students?'),
  LN('en', 'what time does the bagbnb luggage place open in the morning'),
  LN('en', 'could you recommend a babysitter for one evening? we have 2 kids'),
  LN('en', 'is the tap water ok to drink'),

  // Lisbon guide, asked in Spanish (unanswerable)
  LN('es', 'hay alguna lavanderia autoservicio cerca? traemos mucha ropa'),
  LN('es', 'en la taberna da se se puede pagar con tarjeta?'),
  LN('es', 'a que hora cierra la pasteleria de los pasteles de nata'),
  LN('es', 'hay algun cajero automatico cerca del piso?'),
  LN('es', 'donde puedo comprar un chip portugues para el celular'),
  LN('es', 'nos recomiendas algun tour para ir a sintra?'),
  LN('es', 'la farmacia abre los domingos?'),
  LN('es', 'cuantas camas hay? son de matrimonio o individuales'),
  LN('es', 'cuanto cuesta el billete del tren a cascais'),
  LN('es', 'las ventanas tienen mosquitera? me comen los mosquitos'),

  // Málaga guide, asked in Spanish (unanswerable)
  MN('es', 'la piscina esta climatizada?'),
  MN('es', 'a que hora cierra el pimpi'),
  MN('es', 'cuanto cuesta la entrada al museo picasso entre semana'),
  MN('es', 'la playa de la malagueta tiene socorrista?'),
  MN('es', 'a que hora pasa el ultimo bus de la linea 11 por la noche'),
  MN('es', 'hay que pagar tasa turistica?'),
  MN('es', 'tienes algun adaptador de enchufe? somos de uk'),
  MN('es', 'se puede contratar una excursion al caminito del rey desde aqui?'),
  MN('es', 'hay servicio de limpieza a mitad de estancia? nos quedamos dos semanas'),
  MN('es', 'donde puedo alquilar un coche cerca del piso'),

  // Málaga guide, asked in English (unanswerable)
  MN('en', 'is there a bbq we can use on the terrace?'),
  MN('en', 'how much is the C1 train ticket from the airport'),
  MN('en', 'what time does casa aranda close? can we go for churros in the afternoon'),
  MN('en', 'is there an EV charger in the garage? we have an electric car'),
  MN('en', 'does the alcazaba have free entry days'),
  MN('en', 'can you recommend a good flamenco show'),
  MN('en', 'do you offer airport pickup? we land at midnight'),
  MN('en', 'is there a coworking space nearby'),
  MN('en', 'are dogs allowed on the beach'),
  MN('en', 'anywhere to rent a kayak or paddle board near the beach?'),
];
