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

    await user.click(screen.getByRole('button', { name: 'New property' }));
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
    setUser(sessionUser());
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
