import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CO_HOST_INVITATION_TTL_DAYS,
  COHOST_LIMITS,
  CoHostInvitationSchema,
  CoHostsOfPropertySchema,
  type CoHostsOfProperty,
} from '@common/contracts/cohosts';
import { coHostInvitations } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { linkIn, outboxFor } from '../auth/accounts.fixtures';
import { createHost } from '../property/property.fixtures';
import {
  accept,
  createProperty,
  invite,
  invited,
  myProperties,
  ofProperty,
  preview,
  revoke,
  t,
  useCoHostsTestApp,
} from '../../test/cohosts-api';

useCoHostsTestApp();

describe('POST /cohosts/invitations', () => {
  it('requires a signed-in host', async () => {
    expect((await invite(null, { propertyIds: [1], email: 'a@example.com' })).statusCode).toBe(401);
  });

  it('rejects bad input naming the field', async () => {
    const owner = await createHost(t);
    const property = await createProperty(owner);
    for (const [payload, field] of [
      [{ propertyIds: [property.propertyId], email: 'not an address' }, 'email'],
      [{ propertyIds: [], email: 'a@example.com' }, 'propertyIds'],
      [{ propertyIds: ['x'], email: 'a@example.com' }, 'propertyIds.0'],
      [
        { propertyIds: [property.propertyId], email: 'a@example.com', message: 'x'.repeat(COHOST_LIMITS.message + 1) },
        'message',
      ],
    ] as const) {
      const res = await invite(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
  });

  it("refuses another host's property as missing, naming which one", async () => {
    const owner = await createHost(t);
    const stranger = await createHost(t);
    const mine = await createProperty(owner);
    const theirs = await createProperty(stranger);
    const res = await invite(owner, { propertyIds: [mine.propertyId, theirs.propertyId], email: 'friend@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ code: 'not_found', field: 'propertyIds.1' });
    expect(await outboxFor(t, 'friend@example.com')).toHaveLength(0);
  });

  it('refuses a co-host inviting to a property they do not own (403)', async () => {
    const owner = await createHost(t);
    const helper = await createHost(t);
    const property = await createProperty(owner);
    const { token } = await invited(owner, [property.propertyId], helper.email);
    expect((await accept(helper, token)).statusCode).toBe(200);
    const res = await invite(helper, { propertyIds: [property.propertyId], email: 'third@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({
      description: 'host.cohosts.errors.ownerOnly',
      field: 'propertyIds.0',
    });
  });

  it('refuses inviting oneself', async () => {
    const owner = await createHost(t);
    const property = await createProperty(owner);
    const res = await invite(owner, { propertyIds: [property.propertyId], email: owner.email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'email', description: 'host.cohosts.errors.selfInvite' });
  });

  it('mails a single-use link whose random token is stored only as its hash, valid for 7 days', async () => {
    const owner = await createHost(t, { firstName: 'Olga', lastName: 'Owner' });
    const property = await createProperty(owner);
    const res = await invite(owner, {
      propertyIds: [property.propertyId, property.propertyId],
      email: ' Friend.One@Example.com ',
      message: 'Welcome aboard',
    });
    expect(res.statusCode, res.body).toBe(200);
    const invitation = CoHostInvitationSchema.parse(res.json().result);
    expect(invitation).toMatchObject({
      email: 'friend.one@example.com',
      status: 'pending',
      message: 'Welcome aboard',
      properties: [{ propertyId: property.propertyId, name: property.name }],
    });
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.createDate).getTime()).toBe(
      CO_HOST_INVITATION_TTL_DAYS * 86_400_000,
    );

    const [mail] = await outboxFor(t, 'friend.one@example.com');
    expect(mail!.subject).toBe('Olga Owner invites you to co-host on Guidebook');
    expect(mail!.text).toContain(property.name);
    expect(mail!.text).toContain('Welcome aboard');
    const token = linkIn(mail!.text).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);

    const [row] = await t.database.db
      .select()
      .from(coHostInvitations)
      .where(eq(coHostInvitations.id, invitation.invitationId));
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("escapes the owner's note in the HTML mail", async () => {
    const owner = await createHost(t);
    const property = await createProperty(owner);
    expect(
      (
        await invite(owner, {
          propertyIds: [property.propertyId],
          email: 'escaped@example.com',
          message: '<img src=x onerror=alert(1)> Hi',
        })
      ).statusCode,
    ).toBe(200);
    const [mail] = await outboxFor(t, 'escaped@example.com');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt; Hi');
    expect(mail!.html).not.toContain('<img');
  });

  it('writes the mail in Spanish with the /es link when the owner uses Spanish', async () => {
    const owner = await createHost(t, { firstName: 'Olga', lastName: 'Dueña' });
    const property = await createProperty(owner);
    expect(
      (await invite(owner, { propertyIds: [property.propertyId], email: 'amiga@example.com' }, '?locale=es'))
        .statusCode,
    ).toBe(200);
    const [mail] = await outboxFor(t, 'amiga@example.com');
    expect(mail!.subject).toBe('Olga Dueña te invita a ser coanfitrión en Guidebook');
    expect(linkIn(mail!.text).pathname).toBe('/es/host/confirm');
  });

  it('limits how many invitations one owner sends per hour', async () => {
    const owner = await createHost(t);
    const property = await createProperty(owner);
    for (let i = 0; i < COHOST_LIMITS.invitationsPerWindow; i++) {
      expect(
        (await invite(owner, { propertyIds: [property.propertyId], email: `many${i}@example.com` })).statusCode,
      ).toBe(200);
    }
    const res = await invite(owner, { propertyIds: [property.propertyId], email: 'one-too-many@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().errors[0].description).toBe('host.cohosts.errors.rateLimited');
    // Another owner is not affected.
    const other = await createHost(t);
    const theirs = await createProperty(other);
    expect((await invite(other, { propertyIds: [theirs.propertyId], email: 'fine@example.com' })).statusCode).toBe(200);
  });
});

describe('invitation lifecycle', () => {
  it('previews the inviter and the properties without secrets, then the invitee accepts and co-hosts them', async () => {
    const owner = await createHost(t, { firstName: 'Olga', lastName: 'Owner' });
    const helper = await createHost(t, { firstName: 'Carl', lastName: 'Cohost' });
    const first = await createProperty(owner);
    const second = await createProperty(owner);
    const { token } = await invited(owner, [first.propertyId, second.propertyId], helper.email, 'See you');

    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().result).toEqual({
      inviterName: 'Olga Owner',
      role: 'manager',
      properties: [
        { propertyId: first.propertyId, name: first.name },
        { propertyId: second.propertyId, name: second.name },
      ],
      expiresAt: expect.any(String),
      message: 'See you',
    });
    expect(shown.body).not.toContain(owner.email);
    expect(shown.body).not.toContain(helper.email);

    expect((await accept(null, token)).statusCode).toBe(401);
    const accepted = await accept(helper, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result.properties.map((p: { propertyId: number }) => p.propertyId)).toEqual([
      first.propertyId,
      second.propertyId,
    ]);

    const seen = await myProperties(helper);
    expect(seen.map((p) => [p.propertyId, p.isCoHost])).toEqual([
      [first.propertyId, true],
      [second.propertyId, true],
    ]);
    expect(seen[0]!.coHosts).toEqual([]);
    const ownerView = (await myProperties(owner)).find((p) => p.propertyId === first.propertyId)!;
    expect(ownerView.coHosts).toEqual([expect.objectContaining({ userId: helper.userId, fullName: 'Carl Cohost' })]);

    const listed = await ofProperty(owner, first.propertyId);
    expect(listed.statusCode).toBe(200);
    const overview = CoHostsOfPropertySchema.parse(listed.json().result);
    expect(overview.coHosts).toEqual([
      expect.objectContaining({ userId: helper.userId, fullName: 'Carl Cohost', email: helper.email }),
    ]);
    expect(overview.invitations).toEqual([]);
  });

  it('is single use: a second accept, by anyone, is refused', async () => {
    const owner = await createHost(t);
    const helper = await createHost(t);
    const latecomer = await createHost(t);
    const property = await createProperty(owner);
    const { token } = await invited(owner, [property.propertyId], helper.email);
    expect((await accept(helper, token)).statusCode).toBe(200);
    const again = await accept(latecomer, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0]).toMatchObject({
      description: 'host.cohosts.errors.invitationInvalid',
      field: 'token',
    });
    expect((await preview(token)).statusCode).toBe(404);
    expect((await myProperties(latecomer)).map((p) => p.propertyId)).not.toContain(property.propertyId);
  });

  it('expires: after its expiry it can be neither previewed nor accepted, and the owner sees it as expired', async () => {
    const owner = await createHost(t);
    const helper = await createHost(t);
    const property = await createProperty(owner);
    const { invitationId, token } = await invited(owner, [property.propertyId], helper.email);
    await t.database.db
      .update(coHostInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coHostInvitations.id, invitationId));

    for (const res of [await preview(token), await accept(helper, token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].description).toBe('host.cohosts.errors.invitationExpired');
    }
    expect((await myProperties(helper)).map((p) => p.propertyId)).not.toContain(property.propertyId);
    const overview = (await ofProperty(owner, property.propertyId)).json().result as CoHostsOfProperty;
    expect(overview.invitations).toEqual([expect.objectContaining({ invitationId, status: 'expired' })]);
  });

  it("is revoked by its owner (the link stops working); another host's revoke is a 404", async () => {
    const owner = await createHost(t);
    const stranger = await createHost(t);
    const helper = await createHost(t);
    const property = await createProperty(owner);
    const { invitationId, token } = await invited(owner, [property.propertyId], helper.email);
    expect((await ofProperty(owner, property.propertyId)).json().result.invitations).toEqual([
      expect.objectContaining({ invitationId, status: 'pending' }),
    ]);

    expect((await revoke(stranger, invitationId)).statusCode).toBe(404);
    const revoked = await revoke(owner, invitationId);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().result).toEqual({ invitationId });
    expect((await revoke(owner, invitationId)).statusCode).toBe(404);

    const refused = await accept(helper, token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].description).toBe('host.cohosts.errors.invitationInvalid');
    expect((await ofProperty(owner, property.propertyId)).json().result.invitations).toEqual([]);
  });

  it('refuses the owner accepting their own invitation', async () => {
    const owner = await createHost(t);
    const property = await createProperty(owner);
    const { token } = await invited(owner, [property.propertyId], 'someone.else@example.com');
    const res = await accept(owner, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'token', description: 'host.cohosts.errors.ownInvitation' });
  });

  it('drops a deleted property from the invitation, and a link for deleted properties only is invalid', async () => {
    const owner = await createHost(t);
    const helper = await createHost(t);
    const kept = await createProperty(owner);
    const gone = await createProperty(owner);
    const both = await invited(owner, [kept.propertyId, gone.propertyId], helper.email);
    const onlyGone = await invited(owner, [gone.propertyId], 'other.helper@example.com');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/property/user/${gone.propertyId}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);

    expect((await preview(both.token)).json().result.properties).toEqual([
      { propertyId: kept.propertyId, name: kept.name },
    ]);
    expect((await preview(onlyGone.token)).statusCode).toBe(404);
    expect((await accept(helper, both.token)).json().result.properties).toEqual([
      { propertyId: kept.propertyId, name: kept.name },
    ]);
  });

  it('rejects a malformed token naming the field', async () => {
    const helper = await createHost(t);
    for (const res of [await preview('short'), await accept(helper, 'x'.repeat(40))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('token');
    }
  });
});
