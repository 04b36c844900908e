// Seeds a realistic guest guide into a running server through its public API, the way a host
// would: sign up (ALTCHA bot check solved like the browser widget), confirm through the dev mail
// outbox, sign in, create a property, upload photos, save the guide. Used by `npm run bench:guest`
// and the guest-guide browser journeys (web/e2e/guest-guide.spec.ts).
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';

const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/** Solves an ALTCHA challenge as the browser widget does. */
export function solveAltcha(challenge) {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (sha256Hex(`${challenge.salt}${number}`) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('ALTCHA challenge has no solution');
}

async function call(base, method, path, { token, body, form, expect = 200 } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  const text = await res.text();
  if (res.status !== expect) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 400)}`);
  return text.startsWith('{') ? JSON.parse(text) : text;
}

const botToken = async (base) => solveAltcha((await call(base, 'GET', '/api/auth/botcheck/challenge')).result);

/** Signs a new host up, confirms the email from the dev outbox and signs in. Answers the access token. */
export async function signUpHost(base, { firstName = 'Lucía', lastName = 'Host', locale = 'en' } = {}) {
  const email = `host.${randomBytes(5).toString('hex')}@example.com`;
  const password = `Guest-guide-${randomBytes(6).toString('hex')}`;
  await call(base, 'POST', '/api/user/signup', {
    body: { firstName, lastName, email, password, locale, botToken: await botToken(base) },
  });
  const escaped = encodeURIComponent(email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`href="[^"]*/login/confirm\\?email=${escaped}&amp;code=([^"&]+)"`);
  // The mail is sent by a job: on PostgreSQL the worker may not have taken it yet when signup answers.
  let match = null;
  for (let attempt = 0; !match && attempt < 100; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    match = link.exec(await call(base, 'GET', '/api/dev/outbox'));
  }
  if (!match) throw new Error('confirmation mail not found in the dev outbox within 10 s');
  await call(base, 'POST', '/api/user/signupconfirmation', { body: { email, code: decodeURIComponent(match[1]) } });
  const session = await call(base, 'POST', '/api/auth/issuetoken', {
    body: { email, password, rememberMe: false, botToken: await botToken(base) },
  });
  return { email, password, token: session.result.token };
}

/**
 * A JPEG that weighs what a real photo weighs once the server re-encodes it (about 230 kB for the
 * 1600 px variant, 75 kB at 800 px, 27 kB at 400 px): soft shapes, fine detail and coarse grain.
 */
async function photo(i) {
  const hue = (i * 47) % 360;
  const shapes = Array.from({ length: 14 }, (_, n) => {
    const x = (n * 211 + i * 97) % 1600;
    const y = (n * 137 + i * 53) % 1067;
    const r = 60 + ((n * 31 + i * 7) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + n * 23) % 360},55%,${35 + (n % 5) * 9}%)" fill-opacity="0.55"/>`;
  }).join('');
  const detail = Array.from({ length: 700 }, (_, n) => {
    const x = (n * 523 + i * 131) % 1600;
    const y = (n * 311 + i * 71) % 1067;
    return `<rect x="${x}" y="${y}" width="${4 + ((n * 7) % 40)}" height="${3 + ((n * 11) % 28)}" fill="hsl(${(hue + n * 13) % 360},45%,${25 + (n % 7) * 9}%)" fill-opacity="0.5" transform="rotate(${(n * 37) % 90} ${x} ${y})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,30%)"/></linearGradient></defs><rect width="1600" height="1067" fill="url(#g)"/>${shapes}${detail}</svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().blur(1.2).raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: { width: 400, height: 267, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .resize(1600, 1067)
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(base.data.length);
  for (let p = 0; p < pixels.length; p++) pixels[p] = Math.max(0, Math.min(255, base.data[p] + (grain[p] - 128) * 0.6));
  return sharp(pixels, { raw: base.info }).jpeg({ quality: 85 }).toBuffer();
}

const SECTION_KINDS = [
  'welcome',
  'arrival',
  'wifi',
  'rules',
  'checkout',
  'parking',
  'trash',
  'amenities',
  'heating',
  'kitchen',
  'laundry',
  'transport',
  'pets',
  'pool',
  'custom',
];
const TITLES = {
  welcome: ['Welcome to Casa Sol', 'Bienvenida a Casa Sol'],
  arrival: ['Getting in: the key box', 'Cómo entrar: la caja de llaves'],
  wifi: ['Wi-Fi and streaming', 'Wifi y televisión'],
  rules: ['House rules', 'Normas de la casa'],
  checkout: ['Before you leave', 'Antes de irte'],
  parking: ['Parking on Calle Mayor', 'Aparcar en la calle Mayor'],
  trash: ['Rubbish and recycling', 'Basura y reciclaje'],
  amenities: ['What the flat has', 'Lo que tiene el piso'],
  heating: ['Air conditioning', 'Aire acondicionado'],
  kitchen: ['Kitchen and coffee machine', 'Cocina y cafetera'],
  laundry: ['Washing machine', 'Lavadora'],
  transport: ['Getting around Seville', 'Moverse por Sevilla'],
};

const paragraph = (en, es) => ({
  en: `<p>${en}</p><ul><li>Everything you need is in the drawer under the television.</li><li>Please ask us if anything is missing; we answer quickly.</li></ul><p>We hope you enjoy your stay in the old town.</p>`,
  es: `<p>${es}</p><ul><li>Todo lo que necesitas está en el cajón bajo la televisión.</li><li>Pregúntanos si falta algo; respondemos rápido.</li></ul><p>Esperamos que disfrutes de tu estancia en el casco antiguo.</p>`,
});

/**
 * Creates a published guide: `sections` sections (the second is sensitive), `photos` library photos
 * spread over them (the first is the cover), `places` recommendations and emergency contacts.
 * Answers { propertyId, slug, shortCode, titles, accessCode, wifi }.
 */
/**
 * Signs the host in again with "remember me", as the login page does: answers the whole signed-in user
 * (UserSession: profile and token pair) that the web app keeps in localStorage.
 */
export async function rememberedSession(base, host) {
  const session = await call(base, 'POST', '/api/auth/issuetoken', {
    body: { email: host.email, password: host.password, rememberMe: true, botToken: await botToken(base) },
  });
  return session.result;
}

export async function seedGuide(
  base,
  token,
  { sections = 12, photos = 20, places = 15, accessCode = '4821', published = true } = {},
) {
  const lists = async (name) => (await call(base, 'GET', `/api/list/${name}`)).result;
  const [countries, attractionTypes, emergencyTypes] = await Promise.all([
    lists('countries'),
    lists('attractionTypes'),
    lists('emergencyinfotypes'),
  ]);
  const created = (await call(base, 'POST', '/api/property/user', { token, body: undefined })).result;

  let mediaIds = [];
  let coverUrl = null;
  if (photos > 0) {
    const form = new FormData();
    for (let i = 0; i < photos; i++)
      form.append('file', new Blob([await photo(i)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    const uploaded = await call(base, 'POST', `/api/media/library/1/${created.propertyId}`, { token, form });
    mediaIds = uploaded.result.items.map((item) => item.mediaId);
    // The cover is stored as the photo drawer stores it: the large variant's URL plus the library id.
    const { imageBaseUrl } = (await call(base, 'GET', '/api/config')).result;
    const first = uploaded.result.items[0];
    coverUrl = first ? `${imageBaseUrl.replace(/\/$/, '')}/${first.largeImagePath}` : null;
  }

  const wifi = { network: 'Casa-Sol 5G', password: 'sun;shine:2024' };
  const guideSections = Array.from({ length: sections }, (_, i) => {
    const kind = SECTION_KINDS[i % SECTION_KINDS.length];
    const [en, es] = TITLES[kind] ?? [`Notes ${i + 1}`, `Notas ${i + 1}`];
    return {
      kind,
      sensitive: kind === 'arrival',
      sortOrder: i,
      title: kind === 'parking' ? { en } : { en, es },
      body:
        kind === 'arrival'
          ? { en: '<p>Key box code 7391, at the door.</p>', es: '<p>Código de la caja 7391, en la puerta.</p>' }
          : kind === 'parking'
            ? { en: '<p>Free parking two streets away, on Calle Feria.</p>' }
            : paragraph(`${en}: how it works in this home.`, `${es}: cómo funciona en esta casa.`),
      mediaIds:
        mediaIds.length && i !== 0
          ? [mediaIds[(i * 2 - 1) % mediaIds.length], mediaIds[(i * 2) % mediaIds.length]].filter(
              (id, n, all) => all.indexOf(id) === n && id !== mediaIds[0],
            )
          : [],
      ...(kind === 'wifi' ? { wifi } : {}),
    };
  });
  const food = attractionTypes.filter((a) => a.food);
  const other = attractionTypes.filter((a) => !a.food);
  const attractions = Array.from({ length: places }, (_, i) => ({
    attractionTypeId: (i % 2 ? other : food)[i % 5].id,
    name: i === 0 ? 'Bodega Santa Cruz' : `${i % 2 ? 'Museo' : 'Taberna'} ${i + 1}`,
    description: {
      en: '<p>A local favourite, a short walk from the flat.</p>',
      es: '<p>Un favorito local, a pocos pasos del piso.</p>',
    },
    address: `Calle ${i + 1}, Sevilla`,
    latitude: 37.3861 + (i % 5) * 0.0021,
    longitude: -5.9915 - Math.floor(i / 5) * 0.0023,
    phone: i % 3 === 0 ? '+34 954 21 16 94' : null,
  }));
  const update = {
    propertyId: created.propertyId,
    modifyDate: created.modifyDate,
    name: 'Casa Sol',
    address1: 'Calle Mayor 12',
    city: 'Sevilla',
    postalCode: '41004',
    countryId: countries.find((c) => c.code === 'ES').id,
    latitude: 37.3886,
    longitude: -5.9823,
    timeZone: 'Europe/Madrid',
    propertyImageMediaId: mediaIds[0] ?? null,
    propertyImage: coverUrl,
    emergencyInfos: [
      {
        emergencyInfoTypeId: emergencyTypes.find((e) => e.code === 'hospital').id,
        name: 'Hospital Virgen del Rocío',
        phone: '+34 955 01 20 00',
        address: 'Av. Manuel Siurot s/n',
      },
      { emergencyInfoTypeId: emergencyTypes.find((e) => e.code === 'police').id, name: 'Policía Local', phone: '092' },
    ],
    guide: {
      published,
      accessCode,
      themeId: 2,
      defaultLocale: 'en',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      hostContact: { name: 'Lucía', phone: '+34 600 123 456', email: 'stay@casasol.example', show: true },
      sections: guideSections,
      attractions,
    },
  };
  const saved = (await call(base, 'PUT', '/api/property/user', { token, body: update })).result;
  const link = (await call(base, 'GET', `/api/property/user/${saved.propertyId}/guide-link`, { token })).result;
  return {
    propertyId: saved.propertyId,
    slug: link.slug,
    shortCode: link.shortCode,
    accessCode,
    wifi,
    titles: guideSections.map((s) => s.title.en),
    sensitiveTitles: guideSections.filter((s) => s.sensitive).map((s) => s.title.en),
  };
}
