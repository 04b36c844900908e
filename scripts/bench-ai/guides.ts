/**
 * Two guides written for the AI benchmark (npm run bench:ai): a flat in Lisbon with its guide in
 * English and a beach flat in Málaga with its guide in Spanish. They read like real hosts' guides
 * (mixed detail, lists, asides) and were written before the questions, not tuned to them.
 */
import type { Attraction, EmergencyInfo, GuideSection, HostContact } from '../../common/contracts/property';

export interface BenchGuide {
  name: string;
  locale: 'en' | 'es';
  address1: string;
  city: string;
  checkInTime: string;
  checkOutTime: string;
  hostContact: HostContact;
  sections: GuideSection[];
  attractions: Attraction[];
  emergencyInfos: EmergencyInfo[];
}

const s = (sectionId: string, kind: GuideSection['kind'], locale: 'en' | 'es', title: string, body: string, extra: Partial<GuideSection> = {}): GuideSection => ({
  sectionId,
  kind,
  icon: null,
  sensitive: false,
  sortOrder: 0,
  title: { [locale]: title },
  body: { [locale]: body },
  mediaIds: [],
  imageUrls: [],
  ...extra,
});

const place = (attractionId: string, attractionTypeId: number, name: string, locale: 'en' | 'es', description: string, extra: Partial<Attraction> = {}): Attraction => ({
  attractionId,
  attractionTypeId,
  name,
  description: { [locale]: description },
  address: null,
  latitude: null,
  longitude: null,
  url: null,
  phone: null,
  mediaId: null,
  imageUrl: null,
  ...extra,
});

export const LISBON: BenchGuide = {
  name: 'Alfama Terrace Flat',
  locale: 'en',
  address1: 'Rua dos Remédios 42, 3rd floor',
  city: 'Lisbon',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  hostContact: { name: 'Sofia', phone: '+351 912 345 678', email: 'sofia@alfamaflat.pt', show: true },
  sections: [
    s('welcome', 'welcome', 'en', 'Welcome', '<p>Olá and welcome to our little flat in Alfama! We hope you love the views over the river as much as we do. This guide has everything you need for your stay; if something is missing, just message me.</p>'),
    s(
      'arrival',
      'arrival',
      'en',
      'Getting in',
      '<p>Check-in is self check-in, any time after 3 pm. The street door of the building has a keypad: type 2580 and push firmly.</p><p>The flat keys are in the grey lockbox to the right of the flat door on the 3rd floor. The lockbox code is 1974. Please scramble the numbers again after taking the keys.</p><p>There is no lift in the building, sorry: the stairs are narrow, so pack light if you can. If you arrive before 3 pm you can leave your luggage at the Bagbnb point on Rua de São Pedro (about 6 euros per bag).</p>',
    ),
    s('wifi', 'wifi', 'en', 'Wi-Fi', '<p>The router is on the bookshelf in the living room. If the connection drops, unplug the router for ten seconds and plug it back in. The signal is weaker on the terrace.</p>', {
      wifi: { network: 'AlfamaFlat', password: 'sardinhas2024' },
    }),
    s(
      'rules',
      'rules',
      'en',
      'House rules',
      '<ul><li>No smoking inside the flat. You may smoke on the terrace; please use the ashtray and close the door.</li><li>No parties or events.</li><li>Quiet hours are from 10 pm to 8 am: the walls are old and the neighbours are lovely.</li><li>The flat sleeps up to 4 people. Visitors are welcome during the day but cannot stay overnight.</li><li>Please take off your shoes or walk softly: the wooden floors creak.</li></ul>',
    ),
    s(
      'checkout',
      'checkout',
      'en',
      'Before you leave',
      '<p>Check-out is by 11 am. Before you go:</p><ul><li>Load and start the dishwasher.</li><li>Take the rubbish and recycling to the bins on the corner.</li><li>Turn off the air conditioning and the lights and close the terrace door.</li><li>Put the keys back in the lockbox and scramble the code.</li></ul><p>Need a late check-out? Ask me the day before; it is usually possible until 1 pm for 20 euros.</p>',
    ),
    s(
      'parking',
      'parking',
      'en',
      'Parking',
      '<p>Alfama is a maze of tiny streets and driving here is not much fun. There is no private parking with the flat.</p><p>Street parking is in the EMEL zones: pay with the ePark app or at the machines, from 9 am to 8 pm on weekdays. The closest garage is Parque Portas do Sol, 5 minutes on foot, about 18 euros for 24 hours.</p>',
    ),
    s(
      'trash',
      'trash',
      'en',
      'Rubbish and recycling',
      '<p>The bins are at the corner of Rua dos Remédios and Beco do Mexias. Yellow is for plastic and cans, blue for paper and cardboard, green for glass. General waste goes in the grey bin.</p><p>Rubbish is collected every night, so please take bags down after 8 pm and never leave them on the landing.</p>',
    ),
    s(
      'heating',
      'heating',
      'en',
      'Heating and air conditioning',
      '<p>The living room and the bedroom each have an air conditioning unit that also heats. Use the white remote: press MODE until you see the sun for heating or the snowflake for cooling, then set the temperature with the arrows. 22 degrees is comfortable.</p><p>In winter there is also an oil radiator in the wardrobe. Please switch everything off when you go out and keep the windows closed while it runs.</p>',
    ),
    s(
      'kitchen',
      'kitchen',
      'en',
      'Kitchen',
      '<p>The kitchen has an induction hob, an oven, a microwave, a toaster, a kettle and a Nespresso machine with a few capsules to start. Pots, pans and knives are in the drawers under the hob.</p><p>Dishwasher tablets and washing-up liquid are under the sink. Olive oil, salt, pepper, sugar and coffee are there for you; please replace anything you finish.</p>',
    ),
    s(
      'laundry',
      'laundry',
      'en',
      'Laundry',
      '<p>The washing machine is in the bathroom, next to the shower. Detergent pods are on the shelf above it. A 40-degree programme takes about an hour.</p><p>There is no tumble dryer, but there is a drying rack behind the bedroom door and a clothesline on the terrace. The iron and ironing board are in the hall cupboard.</p>',
    ),
    s(
      'transport',
      'transport',
      'en',
      'Getting around',
      '<p>The famous tram 28 stops 3 minutes from the door, at Largo das Portas do Sol. Buy a Viva Viagem card at any metro station to use trams, buses and the metro; a single ride costs 1.85 euros.</p><p>From the airport, take the red metro line and change to the blue line at São Sebastião, or take a taxi or an Uber, which costs around 15 to 20 euros. Uber and Bolt both work well in Lisbon.</p>',
    ),
    s(
      'amenities',
      'amenities',
      'en',
      'What we provide',
      '<p>Bed linen and towels are provided, one large and one small towel per guest. Extra blankets and pillows are on the top shelf of the wardrobe.</p><p>You will find a hair dryer in the bathroom drawer, shampoo and shower gel, and toilet paper for the first days. We can lend you a travel cot and a high chair for a baby; ask before you arrive.</p>',
    ),
    s(
      'tv',
      'custom',
      'en',
      'TV and music',
      '<p>The smart TV in the living room has Netflix and YouTube; sign in with your own account and remember to sign out before you leave. There is a Bluetooth speaker on the bookshelf: keep the volume low after 10 pm.</p>',
      { icon: 'device-tv' },
    ),
    s(
      'beaches',
      'custom',
      'en',
      'Beaches',
      '<p>The nearest good beaches are along the Cascais line. Take the train from Cais do Sodré station: Carcavelos takes 25 minutes and Cascais 40 minutes. Trains run every 20 minutes.</p><p>Beach towels are in the basket under the bed, please bring them back sandy but dry!</p>',
      { icon: 'beach' },
    ),
    s(
      'safety',
      'emergency',
      'en',
      'Safety',
      '<p>A fire extinguisher is next to the fridge and a fire blanket hangs by the hob. The first aid kit is in the bathroom cabinet.</p><p>If the power goes off, the fuse box is behind the flat door, at the top: lift the switch that is down. The emergency number in Portugal is 112.</p>',
    ),
    s(
      'terrace',
      'custom',
      'en',
      'The terrace',
      '<p>The terrace has a table for four and two deck chairs with a view over the river Tagus. Please bring the cushions inside when it rains and do not hang anything over the railing. It is the best spot for sunset!</p>',
      { icon: 'sun' },
    ),
  ],
  attractions: [
    place('taberna', 1, 'Taberna da Sé', 'en', '<p>Tiny family tavern with Portuguese dishes, grilled fish and a good house wine. Book for dinner.</p>', { address: 'Largo da Sé 3' }),
    place('pasteis', 4, 'Pastelaria Alfama Doce', 'en', '<p>Our favourite bakery for breakfast: pastéis de nata straight from the oven and good coffee, from 7 am.</p>'),
    place('pingo', 5, 'Pingo Doce supermarket', 'en', '<p>Supermarket for groceries, open every day from 8 am to 9 pm, 7 minutes downhill.</p>', { address: 'Rua da Madalena 40' }),
    place('fado', 18, 'Clube de Fado', 'en', '<p>Live fado music every night in a small room; dinner is optional but you must book.</p>'),
    place('castle', 13, 'São Jorge Castle', 'en', '<p>The castle on the hill has the best views of the city. Go early to avoid queues; tickets around 15 euros.</p>'),
    place('pharmacy', 32, 'Farmácia Estácio', 'en', '<p>Pharmacy on the square below, open until 8 pm. The staff speak English.</p>'),
  ],
  emergencyInfos: [
    { emergencyInfoId: 'hosp', emergencyInfoTypeId: 5, name: 'Hospital de São José', phone: '+351 218 841 000', address: 'Rua José António Serrano', latitude: null, longitude: null, notes: { en: '<p>Nearest hospital with a 24-hour emergency department.</p>' } },
    { emergencyInfoId: 'police', emergencyInfoTypeId: 2, name: 'PSP Tourist Police', phone: '+351 213 421 623', address: 'Praça dos Restauradores', latitude: null, longitude: null, notes: { en: '<p>Tourist police station for theft or lost documents.</p>' } },
  ],
};

export const MALAGA: BenchGuide = {
  name: 'Ático Malagueta',
  locale: 'es',
  address1: 'Calle Vélez-Málaga 8, 5º B',
  city: 'Málaga',
  checkInTime: '16:00',
  checkOutTime: '11:00',
  hostContact: { name: 'Javier', phone: '+34 655 123 456', email: 'javier@aticomalagueta.es', show: true },
  sections: [
    s('bienvenida', 'welcome', 'es', 'Bienvenidos', '<p>¡Hola y bienvenidos al ático! Está a dos pasos de la playa de la Malagueta y del centro. Aquí tenéis todo lo que necesitáis para la estancia; si falta algo, escribidme.</p>'),
    s(
      'llegada',
      'arrival',
      'es',
      'Cómo llegar y entrar',
      '<p>La entrada es a partir de las 16:00. El portal se abre con el código 4455 en el teclado de la derecha.</p><p>Las llaves están en el cajetín negro junto al buzón 5B; el código del cajetín es 0912. Subid en el ascensor hasta la quinta planta; el ático es la puerta B.</p><p>Si llegáis antes, podéis dejar las maletas en la consigna de la estación María Zambrano.</p>',
    ),
    s('wifi', 'wifi', 'es', 'Wifi', '<p>El router está en el mueble de la tele. Si no va, apagadlo y encendedlo. La fibra es de 600 megas, ideal para teletrabajar.</p>', {
      wifi: { network: 'AticoMalagueta_5G', password: 'boqueron77' },
    }),
    s(
      'normas',
      'rules',
      'es',
      'Normas de la casa',
      '<ul><li>No se puede fumar dentro del piso; en la terraza sí, con cenicero.</li><li>No se admiten fiestas ni eventos.</li><li>Horario de silencio de 23:00 a 8:00, por respeto a los vecinos.</li><li>No se admiten mascotas.</li><li>Máximo 4 personas; las visitas no pueden quedarse a dormir.</li></ul>',
    ),
    s(
      'salida',
      'checkout',
      'es',
      'Salida',
      '<p>La salida es antes de las 11:00. Antes de iros, por favor:</p><ul><li>Dejad las llaves en el cajetín y cerrad la puerta con dos vueltas.</li><li>Bajad la basura a los contenedores.</li><li>Apagad el aire acondicionado y las luces.</li></ul><p>Si necesitáis salir más tarde, preguntadme; a veces se puede hasta las 13:00.</p>',
    ),
    s(
      'aparcamiento',
      'parking',
      'es',
      'Aparcamiento',
      '<p>El piso tiene plaza de garaje, la número 14 en el sótano -1. El mando del garaje está colgado junto a la puerta de entrada. La altura máxima es de 1,90 m, así que las furgonetas grandes no caben.</p><p>Si venís con dos coches, el parking público de la Malagueta cuesta unos 20 euros al día.</p>',
    ),
    s(
      'basura',
      'trash',
      'es',
      'Basura y reciclaje',
      '<p>Los contenedores están en la esquina con el paseo de Reding: el amarillo para envases, el azul para papel y cartón, el verde para vidrio y el gris para el resto. Por ordenanza municipal, la basura se baja a partir de las 20:00.</p>',
    ),
    s(
      'clima',
      'heating',
      'es',
      'Aire acondicionado y calefacción',
      '<p>Hay aire acondicionado por conductos en todo el piso, con bomba de calor. El mando está en la pared del salón: pulsa el botón de modo para elegir frío o calor y ajusta la temperatura.</p><p>No lo dejéis encendido con las ventanas abiertas ni cuando salgáis.</p>',
    ),
    s(
      'cocina',
      'kitchen',
      'es',
      'Cocina',
      '<p>La cocina tiene vitrocerámica, horno, microondas, lavavajillas, tostadora y una cafetera italiana. Hay sal, aceite, azúcar y café para los primeros días.</p><p>Las pastillas del lavavajillas y el jabón de fregar están debajo del fregadero.</p>',
    ),
    s(
      'lavadora',
      'laundry',
      'es',
      'Lavadora',
      '<p>La lavadora y la secadora están en la galería, junto a la cocina. Hay detergente en el armario de arriba. El tendedero plegable está detrás de la puerta de la galería.</p><p>La plancha y la tabla de planchar están en el armario del pasillo.</p>',
    ),
    s(
      'piscina',
      'pool',
      'es',
      'Piscina comunitaria',
      '<p>La piscina de la azotea es comunitaria y está abierta de junio a septiembre, de 10:00 a 21:00. Los niños deben ir acompañados de un adulto. No se permiten vasos de cristal en la zona de la piscina. Usad la llave pequeña del llavero para abrir la puerta de la azotea.</p>',
    ),
    s(
      'playa',
      'custom',
      'es',
      'La playa',
      '<p>La playa de la Malagueta está a 3 minutos andando. En el armario del pasillo tenéis una sombrilla, dos sillas de playa y toallas de playa; por favor, quitadles la arena antes de subirlas.</p><p>En verano hay chiringuitos con espetos de sardinas a lo largo del paseo.</p>',
      { icon: 'beach' },
    ),
    s(
      'transporte',
      'transport',
      'es',
      'Transporte',
      '<p>Desde el aeropuerto, lo más cómodo es el tren de cercanías C1 hasta la estación Málaga Centro-Alameda y luego un taxi corto, o un taxi directo, que cuesta unos 25 euros. La línea 11 de autobús para en el paseo de Reding, delante de casa.</p><p>Málaga tiene bicis públicas y patinetes de alquiler por app, y el centro se recorre muy bien andando.</p>',
    ),
    s(
      'comodidades',
      'amenities',
      'es',
      'Lo que encontraréis',
      '<p>Os dejamos sábanas y toallas para todos. En el baño hay secador de pelo, champú y gel. Tenemos una cuna de viaje y una trona para bebés: pedidlas con antelación.</p><p>Hay mantas extra en el altillo del armario del dormitorio.</p>',
    ),
    s(
      'seguridad',
      'emergency',
      'es',
      'Seguridad',
      '<p>El extintor está en la galería y el botiquín en el primer cajón del baño. El cuadro eléctrico está en la entrada, encima de la puerta: si se va la luz, sube el interruptor que esté bajado. El teléfono de emergencias es el 112.</p>',
    ),
    s(
      'tele',
      'custom',
      'es',
      'Televisión',
      '<p>La tele del salón es una smart TV con Netflix y Prime Video; entrad con vuestra cuenta. El mando está en el cajón del mueble.</p>',
      { icon: 'device-tv' },
    ),
  ],
  attractions: [
    place('el-pimpi', 9, 'El Pimpi', 'es', '<p>Bodega mítica junto al teatro romano: vino dulce de Málaga, tapas y mucho ambiente. Mejor reservar para cenar.</p>', { address: 'Calle Granada 62' }),
    place('churreria', 10, 'Casa Aranda', 'es', '<p>Los mejores churros con chocolate para desayunar, desde las 8:00.</p>'),
    place('mercadona', 5, 'Mercadona', 'es', '<p>Supermercado grande en la calle Cervantes, abierto de lunes a sábado de 9:00 a 21:30. Los domingos cierra.</p>', { address: 'Calle Cervantes 5' }),
    place('alcazaba', 13, 'Alcazaba y Gibralfaro', 'es', '<p>La fortaleza árabe y el castillo de Gibralfaro, con vistas a toda la ciudad. La entrada combinada cuesta unos 5,50 euros.</p>'),
    place('picasso', 12, 'Museo Picasso', 'es', '<p>El museo de Picasso está en el centro histórico; los domingos por la tarde la entrada es gratis.</p>'),
    place('farmacia', 32, 'Farmacia del Paseo', 'es', '<p>Farmacia en el paseo de Reding, abierta de 9:00 a 22:00.</p>'),
  ],
  emergencyInfos: [
    { emergencyInfoId: 'hospital', emergencyInfoTypeId: 5, name: 'Hospital Regional (Carlos Haya)', phone: '+34 951 290 000', address: 'Avenida de Carlos Haya', latitude: null, longitude: null, notes: { es: '<p>Urgencias 24 horas.</p>' } },
    { emergencyInfoId: 'policia', emergencyInfoTypeId: 2, name: 'Policía Local', phone: '092', address: null, latitude: null, longitude: null, notes: { es: '<p>Para robos, pérdidas y problemas en la calle.</p>' } },
  ],
};

/**
 * A guide grown to 200+ passages for the latency figure: the Lisbon guide plus a long tail of
 * recommendations and extra sections, as a host with a very thorough guide might have.
 */
export function bigGuide(): BenchGuide {
  const extraSections: GuideSection[] = [];
  const topics = ['Markets', 'Museums', 'Viewpoints', 'Day trips', 'Rainy days', 'Kids', 'Nightlife', 'Shopping', 'Running routes', 'Local customs'];
  topics.forEach((topic, i) => {
    const paragraphs = Array.from(
      { length: 6 },
      (_, p) =>
        `<p>${topic} tip ${p + 1}: locals recommend visiting on a weekday morning when it is quieter. The route starts near the cathedral and continues along the river for about ${p + 2} kilometres, with cafés, benches and small shops on the way. Bring water, comfortable shoes and some cash for the smaller places.</p>`,
    ).join('');
    extraSections.push(s(`extra-${i}`, 'custom', 'en', topic, paragraphs));
  });
  const extraPlaces: Attraction[] = Array.from({ length: 60 }, (_, i) =>
    place(`extra-place-${i}`, (i % 32) + 1, `Recommended spot ${i + 1}`, 'en', `<p>A favourite of ours number ${i + 1}: friendly staff, fair prices and a view of the old town. Open from ${8 + (i % 4)} am.</p>`),
  );
  return { ...LISBON, name: 'Alfama Terrace Flat (long guide)', sections: [...LISBON.sections, ...extraSections], attractions: [...LISBON.attractions, ...extraPlaces] };
}
