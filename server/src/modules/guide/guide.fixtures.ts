/**
 * A realistic guide for the guest-guide tests, the browser journeys and the benchmark: created
 * through the property API exactly as the editor saves one.
 */
import { randomBytes } from 'node:crypto';
import type { Property, PropertyUpdate } from '@common/contracts/property';
import { media } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';

export interface GuideFixture {
  host: TestHost;
  property: Property;
  slug: string;
}

export const ACCESS_CODE = '4821';
export const WIFI = { network: 'Casa-Sol 5G', password: 'sun;shine:2024' };

/** Titles the tests look for. `sensitive` sections are locked for guests without the code. */
export const TITLES = {
  welcome: { en: 'Welcome to Casa Sol', es: 'Bienvenida a Casa Sol' },
  arrival: { en: 'Getting in: the key box', es: 'Cómo entrar: la caja de llaves' },
  wifi: { en: 'Wi-Fi and streaming', es: 'Wifi y televisión' },
  rules: { en: 'House rules', es: 'Normas de la casa' },
  /** English only: Spanish guests get it with the fallback notice. */
  parking: { en: 'Parking on Calle Mayor' },
};

export const ARRIVAL_SECRET = 'Key box code 7391';

async function lookups(t: TestApp) {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url })).json().result as { id: number; code: string }[];
  const countries = await get('/api/list/countries');
  const attraction = await get('/api/list/attractionTypes');
  const emergency = await get('/api/list/emergencyinfotypes');
  return {
    spain: countries.find((c) => c.code === 'ES')!.id,
    restaurant: attraction.find((a) => a.code === 'restaurant')!.id,
    cafe: attraction.find((a) => a.code === 'cafe')!.id,
    beach: attraction.find((a) => a.code === 'beach')!.id,
    museum: attraction.find((a) => a.code === 'museum')!.id,
    hospital: emergency.find((e) => e.code === 'hospital')!.id,
    police: emergency.find((e) => e.code === 'police')!.id,
  };
}

export async function createProperty(t: TestApp, host: TestHost): Promise<Property> {
  const res = await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers });
  if (res.statusCode !== 200) throw new Error(`create property: ${res.statusCode} ${res.body}`);
  return res.json().result as Property;
}

export async function saveProperty(t: TestApp, host: TestHost, update: PropertyUpdate): Promise<Property> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/property/user',
    headers: host.headers,
    payload: update as object,
  });
  if (res.statusCode !== 200) throw new Error(`save property: ${res.statusCode} ${res.body}`);
  return res.json().result as Property;
}

export interface GuideOptions {
  published?: boolean;
  accessCode?: string | null;
  /** Extra sections and places, for a realistic page size (benchmark). */
  extraSections?: number;
  extraPlaces?: number;
  /** Library photos (media ids of this property) to spread over the sections. */
  mediaIds?: number[];
  coverMediaId?: number | null;
}

/** A published guide in Seville with Wi-Fi, a locked arrival section, places and emergency contacts. */
export async function createGuide(
  t: TestApp,
  options: GuideOptions = {},
  existingHost?: TestHost,
): Promise<GuideFixture> {
  const host = existingHost ?? (await createHost(t, { firstName: 'Lucía', lastName: 'Host' }));
  const created = await createProperty(t, host);
  const ids = await lookups(t);
  const photos = options.mediaIds ?? [];
  const photoFor = (i: number) => (photos.length ? [photos[i % photos.length]!] : []);
  const body = (text: string) =>
    `<p>${text}</p><ul><li>First point about ${text.toLowerCase()}</li><li>Second point</li></ul>`;
  const sections: PropertyUpdate['guide']['sections'] = [
    {
      kind: 'welcome',
      icon: 'home-heart',
      sensitive: false,
      sortOrder: 0,
      title: TITLES.welcome,
      body: { en: body('We are happy to host you'), es: body('Nos alegra recibirte') },
      mediaIds: photoFor(0),
    },
    {
      kind: 'arrival',
      icon: 'key',
      sensitive: true,
      sortOrder: 1,
      title: TITLES.arrival,
      body: { en: `<p>${ARRIVAL_SECRET}, at the door.</p>`, es: `<p>${ARRIVAL_SECRET}, en la puerta.</p>` },
      mediaIds: photoFor(1),
    },
    {
      kind: 'wifi',
      icon: 'wifi',
      sensitive: false,
      sortOrder: 2,
      title: TITLES.wifi,
      body: { en: '<p>The router is in the hall.</p>', es: '<p>El router está en la entrada.</p>' },
      wifi: WIFI,
    },
    {
      kind: 'rules',
      icon: 'list-check',
      sensitive: false,
      sortOrder: 3,
      title: TITLES.rules,
      body: { en: body('No parties after 22:00'), es: body('Sin fiestas después de las 22:00') },
      mediaIds: photoFor(2),
    },
    {
      kind: 'parking',
      icon: 'parking',
      sensitive: false,
      sortOrder: 4,
      title: TITLES.parking,
      body: { en: '<p>Free parking two streets away.</p>' },
      mediaIds: photoFor(3),
    },
  ];
  const extraKinds = [
    'amenities',
    'kitchen',
    'laundry',
    'trash',
    'heating',
    'transport',
    'pets',
    'pool',
    'checkout',
    'custom',
  ] as const;
  for (let i = 0; i < (options.extraSections ?? 0); i++) {
    const kind = extraKinds[i % extraKinds.length]!;
    sections.push({
      kind,
      sensitive: false,
      sortOrder: sections.length,
      title: { en: `${kind[0]!.toUpperCase()}${kind.slice(1)} notes ${i + 1}`, es: `Notas ${i + 1}` },
      body: {
        en: body(`Everything about the ${kind} in this home, with the details guests ask about most often`),
        es: body(`Todo sobre ${kind} en esta casa`),
      },
      mediaIds: photos.length ? [photos[(i * 2 + 4) % photos.length]!, photos[(i * 2 + 5) % photos.length]!] : [],
    });
  }
  const places: PropertyUpdate['guide']['attractions'] = [
    {
      attractionTypeId: ids.restaurant,
      name: 'Bodega Santa Cruz',
      description: { en: '<p>Tapas, cheap and busy.</p>', es: '<p>Tapas, barato y animado.</p>' },
      address: 'Calle Rodrigo Caro 1',
      latitude: 37.3861,
      longitude: -5.9915,
      phone: '+34 954 21 16 94',
    },
    { attractionTypeId: ids.cafe, name: 'Café de la Plaza', latitude: 37.3905, longitude: -5.9962 },
    {
      attractionTypeId: ids.beach,
      name: 'Playa de Matalascañas',
      latitude: 36.9987,
      longitude: -6.5431,
      url: 'https://example.com/beach',
    },
    {
      attractionTypeId: ids.museum,
      name: 'Museo de Bellas Artes',
      address: 'Plaza del Museo 9',
      latitude: 37.3929,
      longitude: -5.9994,
    },
  ];
  for (let i = 0; i < (options.extraPlaces ?? 0); i++) {
    places.push({
      attractionTypeId: i % 2 ? ids.restaurant : ids.museum,
      name: `Place ${i + 1}`,
      description: { en: '<p>Worth a visit.</p>', es: '<p>Merece la pena.</p>' },
      latitude: 37.39 + i * 0.002,
      longitude: -5.99 - i * 0.002,
    });
  }
  const update: PropertyUpdate = {
    propertyId: created.propertyId,
    modifyDate: created.modifyDate,
    name: 'Casa Sol',
    address1: 'Calle Mayor 12',
    city: 'Sevilla',
    countryId: ids.spain,
    postalCode: '41004',
    latitude: 37.3886,
    longitude: -5.9823,
    timeZone: 'Europe/Madrid',
    propertyImageMediaId: options.coverMediaId ?? null,
    emergencyInfos: [
      {
        emergencyInfoTypeId: ids.hospital,
        name: 'Hospital Virgen del Rocío',
        phone: '+34 955 01 20 00',
        address: 'Av. Manuel Siurot s/n',
      },
      { emergencyInfoTypeId: ids.police, name: 'Policía Local', phone: '092' },
    ],
    guide: {
      published: options.published ?? true,
      accessCode: options.accessCode === undefined ? ACCESS_CODE : options.accessCode,
      themeId: 2,
      defaultLocale: 'en',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      hostContact: { name: 'Lucía', phone: '+34 600 123 456', email: 'stay@casasol.example', show: true },
      sections,
      attractions: places,
    },
  };
  const property = await saveProperty(t, host, update);
  return { host, property, slug: property.guide.slug };
}

/** Library rows (no files) so guides can reference photos with sizes, as the media module stores them. */
export async function insertPhotos(t: TestApp, propertyId: number, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomBytes(16).toString('base64url');
    return {
      propertyId,
      mediaSourceId: 1,
      smallPath: `${id.slice(0, 2)}/${id}-s.webp`,
      largePath: `${id.slice(0, 2)}/${id}-l.webp`,
      width: 1600,
      height: 1067,
      smallWidth: 400,
      smallHeight: 267,
      storedBytes: 1000,
      alt: `Photo ${i + 1}`,
    };
  });
  const inserted = await t.database.db.insert(media).values(rows).returning({ id: media.id });
  return inserted.map((r) => r.id);
}
