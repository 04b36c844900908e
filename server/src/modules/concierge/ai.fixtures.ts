/**
 * Test helpers of the AI module: hosts and properties written straight to the database, and a wait
 * for indexing runs to finish.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Attraction, EmergencyInfo, GuideSection, HostContact } from '@common/contracts/property';
import { authSessions, properties, propertyCoHosts, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

export interface TestHost {
  userId: string;
  headers: { authorization: string };
}

export async function createHost(t: TestApp): Promise<TestHost> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `ai.${randomUUID().slice(0, 12)}@example.com`,
      emailConfirmed: true,
      firstName: 'Ana',
      lastName: 'Host',
    })
    .returning();
  const [session] = await t.database.db
    .insert(authSessions)
    .values({ userId: user!.id, method: 'password', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const token = await t.app.tokens.sign({ sub: user!.id, role: [], sid: session!.id });
  return { userId: user!.id, headers: { authorization: `Bearer ${token}` } };
}

export const section = (
  sectionId: string,
  kind: GuideSection['kind'],
  title: { en?: string; es?: string },
  body: { en?: string; es?: string },
  extra: Partial<GuideSection> = {},
): GuideSection => ({
  sectionId,
  kind,
  icon: null,
  sensitive: false,
  sortOrder: 0,
  title,
  body,
  mediaIds: [],
  imageUrls: [],
  ...extra,
});

export interface PropertyInput {
  name?: string;
  sections: GuideSection[];
  attractions?: Attraction[];
  emergencyInfos?: EmergencyInfo[];
  checkInTime?: string | null;
  checkOutTime?: string | null;
  hostContact?: HostContact;
  accessCode?: string | null;
  published?: boolean;
  address1?: string | null;
  city?: string | null;
}

export async function createProperty(t: TestApp, host: TestHost, input: PropertyInput) {
  const [row] = await t.database.db
    .insert(properties)
    .values({
      ownerUserId: host.userId,
      name: input.name ?? 'Casa Sol',
      slug: randomBytes(9).toString('base64url'),
      published: input.published ?? true,
      accessCode: input.accessCode ?? null,
      address1: input.address1 ?? null,
      city: input.city ?? null,
      guide: {
        checkInTime: input.checkInTime ?? null,
        checkOutTime: input.checkOutTime ?? null,
        hostContact: input.hostContact ?? { name: null, phone: null, email: null, show: false },
        sections: input.sections.map((s, i) => ({ ...s, sortOrder: i })),
        attractions: input.attractions ?? [],
      },
      emergencyInfos: input.emergencyInfos ?? [],
    })
    .returning();
  return row!;
}

export async function addCoHost(t: TestApp, propertyId: number, host: TestHost) {
  await t.database.db.insert(propertyCoHosts).values({ propertyId, userId: host.userId });
}

/** Polls the property until its indexing run ended (the queue works in the background). */
export async function waitIndexed(t: TestApp, propertyId: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db
      .select({ isIndexing: properties.isIndexing, lastIndexDate: properties.lastIndexDate })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (row && !row.isIndexing) return row;
    if (Date.now() > deadline) throw new Error(`property ${propertyId} still indexing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A small realistic guide in English with a sensitive section. */
export function sampleGuide(): PropertyInput {
  return {
    name: 'Casa Sol',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    hostContact: { name: 'Marta', phone: '+34 600 111 222', email: 'marta@example.com', show: true },
    accessCode: '4821',
    address1: 'Calle Mayor 5',
    city: 'Valencia',
    sections: [
      section(
        'welcome',
        'welcome',
        { en: 'Welcome' },
        { en: '<p>Welcome to Casa Sol, a bright flat in the old town.</p>' },
      ),
      section(
        'wifi',
        'wifi',
        { en: 'Wi-Fi' },
        { en: '<p>The router is in the hallway cupboard.</p>' },
        { wifi: { network: 'CasaSol-5G', password: 'naranja2024' }, sensitive: true },
      ),
      section(
        'arrival',
        'arrival',
        { en: 'Getting in' },
        { en: '<p>The key box is to the left of the front door. The box code is 1357.</p>' },
        { sensitive: true },
      ),
      section(
        'parking',
        'parking',
        { en: 'Parking' },
        {
          en: '<p>There is no private parking. The public car park Plaza Redonda is 300 m away and costs 15 euros a day.</p>',
        },
      ),
      section(
        'trash',
        'trash',
        { en: 'Rubbish and recycling' },
        { en: '<p>Bins are at the corner of the street. Yellow for plastic, blue for paper, green for glass.</p>' },
      ),
      section(
        'heating',
        'heating',
        { en: 'Heating and air conditioning' },
        {
          en: '<p>The air conditioning remote is on the living room shelf. The heating turns on with the thermostat in the hall.</p>',
        },
      ),
    ],
  };
}
