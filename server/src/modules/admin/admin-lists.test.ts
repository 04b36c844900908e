import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { properties, users } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { t, internal, admin, useAdminTestApp, call } from '../../test/admin-api';

useAdminTestApp();

describe('lists and tools', () => {
  it('lists the lookup items on a fresh instance before any other list call seeded them', async () => {
    const fresh = await buildTestApp();
    try {
      const staff = await createHost(fresh, { firstName: 'Fresh', lastName: 'Staff' });
      await fresh.database.db
        .update(users)
        .set({ roles: ['Internal'] })
        .where(eq(users.id, staff.userId));
      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/lists/strTypes', headers: staff.headers });
      expect(res.statusCode).toBe(200);
      expect((res.json().result as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('renames a lookup item for everyone at once, in both languages', async () => {
    const before = (await call(null, 'GET', '/list/strTypes?locale=es')).json().result as {
      id: number;
      name: string;
    }[];
    const item = before[0]!;
    const res = await call(admin, 'PUT', `/admin/lists/strTypes/${item.id}`, {
      nameEn: 'Whole home',
      nameEs: 'Casa entera',
    });
    expect(res.json().result).toMatchObject({ id: item.id, nameEn: 'Whole home', nameEs: 'Casa entera', edited: true });
    const after = (await call(null, 'GET', '/list/strTypes?locale=es')).json().result as { id: number; name: string }[];
    expect(after.find((x) => x.id === item.id)!.name).toBe('Casa entera');
    expect((await call(admin, 'PUT', '/admin/lists/strTypes/999999', { nameEn: 'x', nameEs: 'y' })).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'PUT', '/admin/lists/users/1', { nameEn: 'x', nameEs: 'y' })).statusCode).toBe(400);
  });

  it('purges properties deleted long enough ago, and only those', async () => {
    const user = await createHost(t, { firstName: 'Pur' });
    const old = (await call(user, 'POST', '/property/user')).json().result as Property;
    const recent = (await call(user, 'POST', '/property/user')).json().result as Property;
    await t.database.db
      .update(properties)
      .set({ isDeleted: true, deleteDate: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(properties.id, old.propertyId));
    await t.database.db
      .update(properties)
      .set({ isDeleted: true, deleteDate: new Date() })
      .where(eq(properties.id, recent.propertyId));
    const res = await call(admin, 'POST', '/admin/tools/purge', { olderThanDays: 30 });
    expect(res.json().result.purged).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(properties).where(eq(properties.id, old.propertyId))).toEqual([]);
    expect(await t.database.db.select().from(properties).where(eq(properties.id, recent.propertyId))).toHaveLength(1);
  });

  it('reports counts and health in the overview', async () => {
    const overview = (await call(internal, 'GET', '/admin/overview')).json().result;
    expect(overview.users.total).toBeGreaterThanOrEqual(4);
    expect(overview.health.database).toMatchObject({ kind: t.database.kind, ok: true });
    expect(overview.health.mail.mode).toBe('outbox');
    expect(typeof overview.version).toBe('string');
  });
});
