import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { makeProperty } from '@web/test/property-fixtures';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'success').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const onboarding = {
  steps: (['property', 'photo', 'wifiCheckIn', 'publish', 'share'] as const).map((key) => ({ key, done: false })),
  propertyId: null,
};

describe('/home for a brand-new host', { timeout: 30_000 }, () => {
  it('welcomes (not "welcome back"), asks the new property its name and opens its editor', async () => {
    setUser(sessionUser());
    const created = makeProperty({ propertyId: 41, name: 'Casa Sol' });
    const api = mockApi({
      'GET /property/user': { result: [] },
      'GET /property/user/list': { result: [] },
      'GET /support/onboarding': { result: onboarding },
      'POST /property/user': { result: created },
    });
    const user = userEvent.setup();
    const app = renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'New property' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Name your new property' }));
    // Nothing is created until the host names it.
    expect(api.callsTo('POST /property/user')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Create and open the editor' }));
    expect(await dialog.findByText('Enter a name for the property.')).toBeInTheDocument();
    expect(api.callsTo('POST /property/user')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Property name' }), '  Casa Sol ');
    await user.click(dialog.getByRole('button', { name: 'Create and open the editor' }));
    await waitFor(() => expect(app.url()).toBe('/home/guide/property-41'));
    expect(api.callsTo('POST /property/user').map((call) => call.body)).toEqual([{ name: 'Casa Sol' }]);
  });

  it('says "Hola de nuevo" once the host has a property, in Spanish', async () => {
    setUser(sessionUser({ previousLoginDate: '2026-11-01T10:00:00.000Z' }));
    const property = makeProperty({ propertyId: 7, name: 'Casa Sol' });
    mockApi({
      'GET /property/user': { result: [property] },
      'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: false, published: false }] },
      'GET /support/onboarding': { result: onboarding },
    });
    renderApp('/es/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola de nuevo, Ana' })).toBeInTheDocument();
  });
});

/** Holds the property calls (GET /property/user...) until `release()`, the other calls answer at once. */
function holdPropertyCalls() {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/property/user')) await held;
    return answer(input, init);
  });
  return { release };
}

const returning = { previousLoginDate: '2026-11-01T10:00:00.000Z' };
const headings = () => screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent);

describe('/home: the greeting is decided once, without flipping', { timeout: 30_000 }, () => {
  it('welcomes a first sign-in at once, before the properties have loaded, and never says "Welcome back"', async () => {
    setUser(sessionUser({ previousLoginDate: null }));
    mockApi({
      'GET /property/user': { result: [] },
      'GET /property/user/list': { result: [] },
      'GET /support/onboarding': { result: onboarding },
    });
    const gate = holdPropertyCalls();
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('button', { name: 'New property' })).toBeInTheDocument();
    expect(headings()).toEqual(['Welcome, Ana']);
  });

  it('shows the plain title to a returning host until the properties are known, then "Welcome back"', async () => {
    setUser(sessionUser(returning));
    const property = makeProperty({ propertyId: 7, name: 'Casa Sol' });
    mockApi({
      'GET /property/user': { result: [property] },
      'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: false, published: true }] },
      'GET /support/onboarding': { result: onboarding },
      'GET /stays/agenda': {
        result: { arrivals: [], departures: [], recentGuestActions: [], today: '2026-11-28', localToday: {} },
      },
    });
    const gate = holdPropertyCalls();
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).toBeNull();
    gate.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' })).toBeInTheDocument();
  });

  it('still welcomes a host who signed in before but has no property yet, in Spanish too', async () => {
    setUser(sessionUser(returning));
    mockApi({
      'GET /property/user': { result: [] },
      'GET /property/user/list': { result: [] },
      'GET /support/onboarding': { result: onboarding },
    });
    renderApp('/es/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Te damos la bienvenida, Ana' })).toBeInTheDocument();
    expect(screen.queryByText(/Hola de nuevo/)).toBeNull();
  });
});
