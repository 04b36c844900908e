import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser, setUser } from '@web/lib/session';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signOutFromMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
}

describe('signing out', { timeout: 20_000 }, () => {
  it('lands on /, forgets the user without rememberMe and asks the server to end the session', async () => {
    setUser(sessionUser({ refreshToken: 'refresh-xyz', rememberMe: false }));
    const api = mockApi({ 'POST /auth/signout': { result: { signedOut: true } } });
    const app = renderApp('/home');
    await signOutFromMenu();

    await waitFor(() => expect(app.url()).toBe('/'));
    expect(getUser()).toEqual({});
    await waitFor(() => expect(api.callsTo('POST /auth/signout')).toHaveLength(1));
    expect(api.callsTo('POST /auth/signout')[0].body).toEqual({ refreshToken: 'refresh-xyz' });
    expect(api.callsTo('POST /auth/signout')[0].headers.Authorization).toBeUndefined();
  });

  it('keeps a remembered profile but not its tokens, and ignores a server that cannot be reached', async () => {
    setUser(sessionUser({ refreshToken: 'refresh-xyz', rememberMe: true }));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const app = renderApp('/home');
    await signOutFromMenu();

    await waitFor(() => expect(app.url()).toBe('/'));
    expect(getUser()).toMatchObject({ firstName: 'Ana', rememberMe: true });
    expect(getUser().token).toBeUndefined();
    expect(getUser().refreshToken).toBeUndefined();
  });
});
