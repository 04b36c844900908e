import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser, setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { fakeJwt } from '@web/test/fixtures';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });

const pendingToken = fakeJwt('TwoFa');

beforeEach(() => {
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pending = () =>
  setUser({
    email: 'ana@example.com',
    token: pendingToken,
    refreshToken: '',
    twoFactorEnabled: true,
    roles: [{ name: 'TwoFa' }],
  });

describe('/login/verify', { timeout: 20_000 }, () => {
  it('sends a visitor without a pending sign-in to /login', async () => {
    mockApi({});
    const app = renderApp('/login/verify?redirect=%2Fhome');
    await waitFor(() => expect(app.url()).toBe('/login?redirect=%2Fhome'));
  });

  it('wants six digits', async () => {
    pending();
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/login/verify');
    await user.type(await screen.findByLabelText('Verification code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits from your authenticator app.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/verify2fa')).toHaveLength(0);
  });

  it('verifies the TOTP with the TwoFa token, stores the full user and goes on to the redirect', async () => {
    pending();
    const full = sessionUser({ twoFactorEnabled: true });
    const api = mockApi({ 'POST /auth/verify2fa': { result: full } });
    const user = userEvent.setup();
    const app = renderApp('/login/verify?redirect=%2Fhome%2Freports');
    expect(await screen.findByText('Signing in as ana@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(app.url()).toBe('/home/reports'));
    const [call] = api.callsTo('POST /auth/verify2fa');
    expect(call.body).toEqual({ code: '123456' });
    expect(call.headers.Authorization).toBe(`Bearer ${pendingToken}`);
    expect(getUser()).toEqual(full);
  });

  it('accepts a recovery code instead', async () => {
    pending();
    const api = mockApi({ 'POST /auth/verify2fa': { result: sessionUser() } });
    const user = userEvent.setup();
    const app = renderApp('/login/verify');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), ' ab12c-de34f ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.url()).toBe('/home'));
    expect(api.callsTo('POST /auth/verify2fa')[0].body).toEqual({ code: 'ab12c-de34f' });
  });

  it('shows a refused code in the form and clears it for the next try', async () => {
    pending();
    mockApi({
      'POST /auth/verify2fa': {
        status: 409,
        errors: [{ code: 'conflict', description: 'auth.errors.invalidTwoFactorCode' }],
      },
    });
    const user = userEvent.setup();
    renderApp('/login/verify');
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification code is not correct.');
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveValue(''));
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(getUser().token).toBe(pendingToken);
  });

  it('cancelling forgets the half sign-in', async () => {
    pending();
    mockApi({});
    const user = userEvent.setup();
    const app = renderApp('/login/verify?redirect=%2Fhome');
    await user.click(await screen.findByRole('button', { name: 'Cancel and log in again' }));
    await waitFor(() => expect(app.url()).toBe('/login?redirect=%2Fhome'));
    expect(getUser()).toEqual({});
  });
});
