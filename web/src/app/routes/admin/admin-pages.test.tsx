import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminRoleHolder, type AdminUserDetail } from '@common/contracts/admin';
import { setUser } from '@web/lib/session';
import { fakeJwt } from '@web/test/fixtures';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

const HOST_ID = '0b8f7f4e-1111-4000-8000-000000000001';
const host: AdminUserDetail = {
  userId: HOST_ID,
  email: 'marta@example.com',
  firstName: 'Marta',
  lastName: 'Ruiz',
  roles: [],
  isActive: true,
  emailConfirmed: true,
  twoFactorEnabled: true,
  createDate: '2026-03-01T10:00:00.000Z',
  lastLoginDate: '2026-11-20T09:30:00.000Z',
  propertyCount: 1,
  locale: 'es',
  phoneNumber: null,
  properties: [
    { propertyId: 7, name: 'Casa Azul', published: true, isDeleted: false, createDate: '2026-03-02T10:00:00.000Z' },
  ],
  activeSessions: 2,
};

const signInAs = (role: 'Internal' | 'Admin') =>
  setUser(sessionUser({ token: fakeJwt(role), roles: [{ name: role }] }));

function usersApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /admin/users': { result: { items: [host], totalCount: 1 } },
    [`GET /admin/users/${HOST_ID}`]: { result: host },
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/users', () => {
  it('offers an Internal staff member no deactivate, reset, export or delete, and says why', async () => {
    signInAs('Internal');
    usersApi();
    renderApp(`/admin/users?user=${HOST_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'User' });
    expect(await within(drawer).findByText('marta@example.com')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Export data (JSON)' })).not.toBeInTheDocument();
    expect(within(drawer).getByText(/need the Admin role/)).toBeInTheDocument();
  });

  it('offers an Admin every action, and deactivating calls the API', async () => {
    signInAs('Admin');
    let stored = host;
    const api = usersApi({
      [`GET /admin/users/${HOST_ID}`]: () => ({ result: stored }),
      [`POST /admin/users/${HOST_ID}/deactivate`]: () => {
        stored = { ...host, isActive: false, activeSessions: 0 };
        return { result: stored };
      },
    });
    renderApp(`/admin/users?user=${HOST_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'User' });
    expect(await within(drawer).findByRole('button', { name: 'Delete user' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Reset two-factor sign-in' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Export data (JSON)' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo(`POST /admin/users/${HOST_ID}/deactivate`)).toHaveLength(1));
    expect(await within(drawer).findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('deletes only once the user’s e-mail is typed', async () => {
    signInAs('Admin');
    const api = usersApi({ [`DELETE /admin/users/${HOST_ID}`]: { result: { userId: HOST_ID } } });
    const app = renderApp(`/admin/users?user=${HOST_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'User' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Delete user' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this user?' });
    const button = within(confirm).getByRole('button', { name: 'Delete for good' });
    expect(button).toBeDisabled();
    const input = within(confirm).getByLabelText('Type marta@example.com to confirm');
    await userEvent.type(input, 'marta@example.co');
    expect(button).toBeDisabled();
    await userEvent.type(input, 'm');
    expect(button).toBeEnabled();
    expect(api.callsTo(`DELETE /admin/users/${HOST_ID}`)).toHaveLength(0);
    await userEvent.click(button);
    await waitFor(() => expect(api.callsTo(`DELETE /admin/users/${HOST_ID}`)).toHaveLength(1));
    await waitFor(() => expect(app.url()).toBe('/admin/users'));
  });

  it('says clearly when the API refuses an action for the role (403)', async () => {
    // The stored profile still says Admin, but the role was revoked on the server.
    signInAs('Admin');
    usersApi({
      [`POST /admin/users/${HOST_ID}/reset-2fa`]: {
        status: 403,
        errors: [{ code: 'forbidden', description: 'errors.forbidden' }],
      },
    });
    renderApp(`/admin/users?user=${HOST_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'User' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Your role does not allow this. Ask an Admin.');
  });
});

describe('/admin/roles', () => {
  const holders: AdminRoleHolder[] = [
    { userId: HOST_ID, email: 'boss@example.com', name: 'Bea Boss', roles: ['Admin'] },
    {
      userId: '0b8f7f4e-1111-4000-8000-000000000002',
      email: 'staff@example.com',
      name: 'Sam Staff',
      roles: ['Internal'],
    },
  ];

  it('shows the last-Admin refusal in the reader’s language', async () => {
    signInAs('Admin');
    mockApi({
      'GET /admin/roles': { result: holders },
      [`DELETE /admin/roles/${HOST_ID}/Admin`]: {
        status: 409,
        errors: [{ code: 'conflict', description: 'admin.errors.lastAdmin' }],
      },
    });
    renderApp('/es/admin/roles');
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar Admin a boss@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar este rol?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Debe quedar al menos un Admin activo');
  });

  it('lets an Internal staff member read the holders but not grant or revoke', async () => {
    signInAs('Internal');
    mockApi({ 'GET /admin/roles': { result: holders } });
    renderApp('/admin/roles');
    expect(await screen.findByText('staff@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only an Admin can grant or revoke roles.')).toBeInTheDocument();
  });
});

describe('/admin/ai', () => {
  const ai = {
    provider: { mode: 'embedded', chatModel: null, embedModel: null },
    runs: [
      {
        propertyId: 7,
        propertyName: 'Casa Azul',
        ownerEmail: 'marta@example.com',
        status: 'failed',
        errorKey: 'host.ai.errors.indexFailed',
        createDate: '2026-11-20T09:30:00.000Z',
        stale: false,
      },
      {
        propertyId: 8,
        propertyName: 'Villa Sol',
        ownerEmail: 'sol@example.com',
        status: 'succeeded',
        errorKey: null,
        createDate: '2026-11-21T09:30:00.000Z',
        stale: false,
      },
    ],
    usage: { questionsLast30Days: 12, answeredLast30Days: 9, indexedProperties: 2 },
  };

  it('shows a failed run with its reason translated, and lets an Admin retry it', async () => {
    signInAs('Admin');
    const api = mockApi({
      'GET /admin/ai': { result: ai },
      'POST /admin/ai/runs/7/retry': { result: { queued: true } },
    });
    renderApp('/es/admin/ai');
    expect(await screen.findByText('Fallida')).toBeInTheDocument();
    expect(screen.getByText('No se ha podido indexar la guía. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar la indexación de Villa Sol' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar la indexación de Casa Azul' }));
    await waitFor(() => expect(api.callsTo('POST /admin/ai/runs/7/retry')).toHaveLength(1));
  });

  it('offers Internal staff no retry', async () => {
    signInAs('Internal');
    mockApi({ 'GET /admin/ai': { result: ai } });
    renderApp('/admin/ai');
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});

describe('/admin/tools', () => {
  const items = [
    { id: 1, code: 'apartment', nameEn: 'Apartment', nameEs: 'Apartamento', edited: false },
    { id: 2, code: 'house', nameEn: 'House', nameEs: 'Casa', edited: false },
  ];

  it('saves an item’s renamed English and Spanish names', async () => {
    signInAs('Admin');
    const api = mockApi({
      'GET /admin/lists/strTypes': { result: items },
      'PUT /admin/lists/strTypes/2': ({ body }) => ({
        result: { id: 2, code: 'house', ...(body as object), edited: true },
      }),
    });
    renderApp('/admin/tools?tab=lists');
    const spanish = await screen.findByRole('textbox', { name: 'Spanish name of house' });
    expect(screen.getByRole('button', { name: 'Save the names of house' })).toBeDisabled();
    await userEvent.clear(spanish);
    await userEvent.type(spanish, 'Casa entera{Enter}');
    await waitFor(() => expect(api.callsTo('PUT /admin/lists/strTypes/2')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/lists/strTypes/2')[0]!.body).toEqual({ nameEn: 'House', nameEs: 'Casa entera' });
  });

  it('lets Internal staff read the names but not change them', async () => {
    signInAs('Internal');
    mockApi({ 'GET /admin/lists/strTypes': { result: items } });
    renderApp('/admin/tools?tab=lists');
    expect(await screen.findByRole('textbox', { name: 'English name of house' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save the names of house' })).not.toBeInTheDocument();
  });

  it('purges only after confirming, with the number of days chosen', async () => {
    signInAs('Admin');
    const api = mockApi({ 'POST /admin/tools/purge': { result: { purged: 3 } } });
    renderApp('/admin/tools?tab=purge');
    const days = await screen.findByRole('textbox', { name: 'Deleted more than (days) ago' });
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Purge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge deleted properties?' });
    expect(dialog).toHaveTextContent('more than 90 days ago');
    expect(api.callsTo('POST /admin/tools/purge')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Purge for good' }));
    await waitFor(() => expect(api.callsTo('POST /admin/tools/purge')).toHaveLength(1));
    expect(api.callsTo('POST /admin/tools/purge')[0]!.body).toEqual({ olderThanDays: 90 });
  });
});
