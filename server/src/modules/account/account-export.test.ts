import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_LIMITS } from '@common/contracts/user';
import {
  aiQuestions,
  calendarFeeds,
  coHostInvitationProperties,
  coHostInvitations,
  guestMessages,
  messageTemplates,
  propertyCoHosts,
  sharedBlocks,
  stays,
  supportMessages,
  supportTickets,
  users,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { EXPORT_COVERAGE, EXPORT_FORMAT, EXPORT_VERSION } from './account-export';
import { makeAdmin, seedAccount, type SeededAccount } from './account.fixtures';

let t: TestApp;
let seeded: SeededAccount;
let other: SeededAccount;
let admin: TestHost;

/** Values that must never appear in an export. */
const SECRETS = {
  passwordHash: '$argon2id$v=19$secret-password-hash',
  totp: 'TOTPSECRETBASE32VALUE',
  invitationToken: 'invitation-token-hash-secret',
  stayToken: 'stay-link-token-secret',
  feedUrl: 'https://calendar.example.com/ical/feed-secret-token.ics',
};

beforeAll(async () => {
  t = await buildTestApp();
  seeded = await seedAccount(t, { firstName: 'Exporter' });
  other = await seedAccount(t, { firstName: 'Other' });
  admin = await createHost(t, { firstName: 'Admin' });
  await makeAdmin(t, admin);
  const db = t.database.db;
  const { host, propertyId } = seeded;
  await db
    .update(users)
    .set({ passwordHash: SECRETS.passwordHash, twoFactorSecret: SECRETS.totp, twoFactorPendingSecret: SECRETS.totp })
    .where(eq(users.id, host.userId));
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      requesterUserId: host.userId,
      requesterName: 'Exporter',
      requesterEmail: host.email,
      reasonTypeId: 1,
      subject: 'My ticket subject',
    })
    .returning();
  await db.insert(supportMessages).values([
    { ticketId: ticket!.id, author: 'host', authorName: 'Exporter', body: 'Help with my guide' },
    { ticketId: ticket!.id, author: 'staff', authorName: 'Staff', body: 'Staff-only note', internal: true },
  ]);
  const [invitation] = await db
    .insert(coHostInvitations)
    .values({
      ownerUserId: host.userId,
      email: 'cohost@example.com',
      tokenHash: SECRETS.invitationToken,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db.insert(coHostInvitationProperties).values({ invitationId: invitation!.id, propertyId });
  await db.insert(propertyCoHosts).values({ propertyId: other.propertyId, userId: host.userId });
  const [stay] = await db
    .insert(stays)
    .values({
      propertyId,
      guestName: 'Guest Of Exporter',
      checkInDate: '2030-01-01',
      checkOutDate: '2030-01-03',
      linkToken: SECRETS.stayToken,
    })
    .returning();
  await db.insert(calendarFeeds).values({ propertyId, name: 'Airbnb', url: SECRETS.feedUrl });
  const [template] = await db
    .insert(messageTemplates)
    .values({ userId: host.userId, name: 'Welcome', subject: { en: 'Hi', es: 'Hola' }, body: { en: 'B', es: 'C' } })
    .returning();
  await db.insert(guestMessages).values({
    propertyId,
    stayId: stay!.id,
    templateId: template!.id,
    guestName: 'Guest Of Exporter',
    channel: 'email',
    status: 'sent',
    dueAt: new Date(),
    sentAt: new Date(),
  });
  await db
    .insert(aiQuestions)
    .values({ propertyId, question: 'Where is the beach?', answered: false, locale: 'en', mode: 'guest' });
  await db.insert(sharedBlocks).values([
    { ownerUserId: host.userId, kind: 'section', name: 'Building rules', sectionKind: 'rules', title: { en: 'Rules' } },
    {
      ownerUserId: host.userId,
      kind: 'device',
      name: 'Coffee machine',
      content: {
        name: 'Espresso',
        category: 'coffeeMachine',
        brand: '',
        model: '',
        howTo: { es: 'Pulsa' },
        troubleshooting: {},
      },
    },
    { ownerUserId: other.host.userId, kind: 'section', name: 'Other rules', sectionKind: 'rules', title: { en: 'X' } },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const download = (who: TestHost | null) =>
  t.app.inject({ method: 'GET', url: '/api/user/export', headers: who?.headers ?? {} });

describe('GET /user/export', () => {
  it('answers 401 signed out', async () => {
    expect((await download(null)).statusCode).toBe(401);
  });

  it('holds every kind of record the account owns, files as working links, and nobody else’s data', async () => {
    const res = await download(seeded.host);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="guidebook-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = res.json().result;
    expect(doc).toMatchObject({ format: EXPORT_FORMAT, version: EXPORT_VERSION });
    expect(doc.account).toMatchObject({ id: seeded.host.userId, email: seeded.host.email, signInWithGoogle: false });
    const nonEmpty = [
      'sessions',
      'properties',
      'coHosting',
      'invitations',
      'photos',
      'videos',
      'devices',
      'stays',
      'calendarFeeds',
      'messageTemplates',
      'sentMessages',
      'mails',
      'conciergeQuestions',
      'supportTickets',
      'sharedBlocks',
    ];
    for (const key of nonEmpty) expect(doc[key]?.length, key).toBeGreaterThan(0);
    expect(doc.invitations[0].propertyIds).toEqual([seeded.propertyId]);
    expect(doc.sharedBlocks.map((b: { name: string }) => b.name)).toEqual(['Building rules', 'Coffee machine']);
    expect(doc.sharedBlocks[1]).toMatchObject({
      kind: 'device',
      content: { name: 'Espresso', howTo: { es: 'Pulsa' } },
    });
    expect(doc.supportTickets[0].messages.map((m: { body: string }) => m.body)).toEqual(['Help with my guide']);
    // Files are links that answer.
    const links: string[] = [
      doc.photos[0].smallUrl,
      doc.photos[0].largeUrl,
      doc.videos[0].fileUrl,
      doc.devices[0].manualUrl,
    ];
    for (const link of links) {
      const url = new URL(link);
      expect(url.origin).toBe(t.config.publicUrl);
      expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode, link).toBe(200);
    }
    expect(links.map((l) => new URL(l).pathname).sort()).toEqual([...seeded.urls].sort());
    // Nobody else's data, no secrets.
    const text = res.body;
    expect(text).not.toContain(other.host.email);
    expect(text).not.toContain(other.video.fileUrl!);
    for (const [name, secret] of Object.entries(SECRETS)) expect(text, name).not.toContain(secret);
    expect(text).not.toContain('Staff-only note');
    expect(text).not.toMatch(/"(passwordHash|twoFactorSecret|twoFactorPendingSecret|tokenHash|linkToken)"/);
  });

  it('is the document the Admin downloads for the same account', async () => {
    const mine = (await download(seeded.host)).json().result;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${seeded.host.userId}/export`,
      headers: admin.headers,
    });
    const theirs = res.json().result;
    expect(Object.keys(theirs).sort()).toEqual(Object.keys(mine).sort());
    expect(theirs.videos).toEqual(mine.videos);
  });

  it(`allows ${ACCOUNT_EXPORT_LIMITS.perWindow} downloads an hour per account, then 429`, async () => {
    const host = await createHost(t, { firstName: 'Often' });
    for (let i = 0; i < ACCOUNT_EXPORT_LIMITS.perWindow; i++) expect((await download(host)).statusCode).toBe(200);
    const refused = await download(host);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].description).toBe('errors.rateLimited');
  });
});

describe('export coverage', () => {
  it('names every table that holds account data (a reference to users or properties, at any depth)', async () => {
    const result = (await t.database.db.execute(sql`
      with recursive owned(name) as (
        select 'users'::text union select 'properties'::text
        union
        select c.conrelid::regclass::text
        from pg_constraint c join owned o on c.confrelid::regclass::text = o.name
        where c.contype = 'f'
      )
      select name from owned order by name`)) as unknown as { rows: { name: string }[] };
    const tables = result.rows.map((r) => r.name.replace(/^public\./, '').replace(/"/g, ''));
    expect(tables.length).toBeGreaterThan(20);
    const missing = tables.filter((name) => !(name in EXPORT_COVERAGE));
    expect(missing, 'add these tables to the export (or say why not) in EXPORT_COVERAGE').toEqual([]);
    const stale = Object.keys(EXPORT_COVERAGE).filter((name) => !tables.includes(name));
    expect(stale, 'tables in EXPORT_COVERAGE that no longer hold account data').toEqual([]);
  });
});
