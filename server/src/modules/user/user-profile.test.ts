import { describe, expect, it } from 'vitest';
import type { UserSession } from '@common/contracts/user';
import { bearer, createUser, signIn, userRow } from '../auth/accounts.fixtures';
import { libraryPhoto, t, useUserTestApp } from '../../test/user-api';

useUserTestApp();

describe('PUT /user', () => {
  it('requires a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user', payload: { firstName: 'A', lastName: 'B' } })).statusCode,
    ).toBe(401);
  });

  it('saves names, phone, profile image and language from the whole stored user, ignoring the rest', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const photo = await libraryPhoto(t, session.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: {
        ...session,
        firstName: 'Marta',
        lastName: 'Ruiz',
        phoneNumber: '+34 611 222 333',
        profileImageMediaId: photo,
        locale: 'es',
        email: 'hijack@example.com',
        roles: [{ name: 'Admin' }],
        twoFactorEnabled: true,
        onboardingCount: 0,
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().result as UserSession;
    expect(saved).toMatchObject({
      aspNetUsersId: user.id,
      firstName: 'Marta',
      lastName: 'Ruiz',
      fullName: 'Marta Ruiz',
      shortName: 'Marta R.',
      phoneNumber: '+34 611 222 333',
      profileImageMediaId: photo,
      locale: 'es',
      email: user.email,
      roles: [],
      twoFactorEnabled: false,
      onboardingCount: 5,
      token: '',
      refreshToken: '',
    });
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({
      firstName: 'Marta',
      locale: 'es',
      email: user.email,
      roles: [],
      twoFactorEnabled: false,
    });
  });

  it('answers the profile photo as a full image URL after saving it, and again at the next sign-in', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const photo = await libraryPhoto(t, session.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: 'A', lastName: 'B', profileImageMediaId: photo },
    });
    expect(res.json().result).toMatchObject({
      profileImageMediaId: photo,
      profileImage: `${t.config.imageBaseUrl}x/s.webp`,
    });
    expect((await signIn(t.app, user.email)).profileImage).toBe(`${t.config.imageBaseUrl}x/s.webp`);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: 'A', lastName: 'B', profileImageMediaId: null },
    });
    expect(cleared.json().result).toMatchObject({ profileImageMediaId: null, profileImage: null });
  });

  it('clears the phone and profile image when sent empty or null', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    const photo = await libraryPhoto(t, session.token);
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: 'A', lastName: 'B', phoneNumber: '123', profileImageMediaId: photo },
    });
    expect(first.json().result).toMatchObject({ profileImageMediaId: photo });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: 'A', lastName: 'B', phoneNumber: '', profileImageMediaId: null },
    });
    expect(res.json().result).toMatchObject({ phoneNumber: '', profileImageMediaId: null });
  });

  it("refuses another host's photo, or one that does not exist, as the profile photo", async () => {
    const other = await signIn(t.app, (await createUser(t)).email);
    const theirs = await libraryPhoto(t, other.token);
    const session = await signIn(t.app, (await createUser(t)).email);
    for (const profileImageMediaId of [theirs, 2_000_000_000]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user',
        headers: bearer(session.token),
        payload: { firstName: 'A', lastName: 'B', profileImageMediaId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { code: 'validation', description: 'host.property.errors.unknownMedia', field: 'profileImageMediaId' },
      ]);
    }
    expect((await userRow(t, session.aspNetUsersId))!.profileImageMediaId).toBeNull();
  });

  it('rejects bad input naming the field', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: '', lastName: 'B', locale: 'de', profileImageMediaId: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'firstName',
      'locale',
      'profileImageMediaId',
    ]);
  });
});

describe('GET /user/onboard/{value}', () => {
  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/onboard/0' })).statusCode).toBe(401);
  });

  it('stores the count for the signed-in user only and answers it', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const session = await signIn(t.app, user.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/onboard/0', headers: bearer(session.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 0, errors: [] });
    expect((await userRow(t, user.id)).onboardingCount).toBe(0);
    expect((await userRow(t, other.id)).onboardingCount).toBe(5);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/onboard/3', headers: bearer(session.token) })).json().result,
    ).toBe(3);
  });

  it('rejects a value outside 0..5', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    for (const value of ['6', '-1', 'abc', '1.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/onboard/${value}`,
        headers: bearer(session.token),
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errors[0].field).toBe('value');
    }
  });

  it('answers a range message, not "too long", for a number outside 0..5', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    const above = await t.app.inject({ method: 'GET', url: '/api/user/onboard/6', headers: bearer(session.token) });
    expect(above.json().errors).toEqual([
      { code: 'validation', description: 'errors.numberTooLarge', params: { max: 5 }, field: 'value' },
    ]);
    const below = await t.app.inject({ method: 'GET', url: '/api/user/onboard/-1', headers: bearer(session.token) });
    expect(below.json().errors).toEqual([
      { code: 'validation', description: 'errors.numberTooSmall', params: { min: 0 }, field: 'value' },
    ]);
  });
});
