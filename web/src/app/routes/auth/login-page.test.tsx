import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { fakeJwt } from '@web/test/fixtures';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

// Pages load on demand; give the first render of a lazy page time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('/login', { timeout: 20_000 }, () => {
  it('explains what is missing before calling the server', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());

    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address, e.g. name@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/issuetoken')).toHaveLength(0);
  });

  it('stores the user and returns to the redirect path, sending the proof-of-work answer', async () => {
    const signedIn = sessionUser({ rememberMe: true });
    const api = mockApi({ 'POST /auth/issuetoken': { result: signedIn } });
    const app = renderApp('/login?redirect=%2Fhome%2Fguide%2Fdevices%3Ftab%3D1');
    await logIn(' ana@example.com ', 'correct horse battery');

    await waitFor(() => expect(app.url()).toBe('/home/guide/devices?tab=1'));
    expect(getUser()).toEqual(signedIn);
    const [call] = api.callsTo('POST /auth/issuetoken');
    expect(call.body).toMatchObject({ email: 'ana@example.com', password: 'correct horse battery', rememberMe: false });
    const botToken = (call.body as { botToken: string }).botToken;
    expect(JSON.parse(atob(botToken))).toMatchObject({ algorithm: 'SHA-256', number: 7, signature: 'signature' });
  });

  it('prefills the e-mail of a user who signed out with remember me, in both languages', async () => {
    // What signOut() leaves behind with rememberMe: the profile without its tokens.
    localStorage.setItem(
      'user',
      JSON.stringify({
        ...sessionUser({ rememberMe: true, email: 'ana@example.com' }),
        token: undefined,
        refreshToken: undefined,
      }),
    );
    mockApi({});
    const { unmount } = renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
    unmount();
    renderApp('/es/login');
    await waitFor(() => expect(document.querySelector('input[type="email"]')).toHaveValue('ana@example.com'));
  });

  it('does not prefill an e-mail the user did not ask to remember', async () => {
    localStorage.setItem('user', JSON.stringify({ email: 'ana@example.com', rememberMe: false }));
    mockApi({});
    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });

  it('sends the remember-me choice', async () => {
    const api = mockApi({ 'POST /auth/issuetoken': { result: sessionUser({ rememberMe: true }) } });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.callsTo('POST /auth/issuetoken')).toHaveLength(1));
    expect(api.callsTo('POST /auth/issuetoken')[0].body).toMatchObject({ rememberMe: true });
  });

  it('goes to the dashboard when the redirect points to another site', async () => {
    mockApi({ 'POST /auth/issuetoken': { result: sessionUser() } });
    const app = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2Fhome');
    await logIn('ana@example.com', 'pw');
    await waitFor(() => expect(app.url()).toBe('/home'));
  });

  it('stays in Spanish after signing in on the Spanish page', async () => {
    mockApi({ 'POST /auth/issuetoken': { result: sessionUser() } });
    const app = renderApp('/es/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(app.url()).toBe('/es/home'));
  });

  it('sends a pending second factor to /login/verify, keeping the redirect', async () => {
    const pending = sessionUser({
      token: fakeJwt('TwoFa'),
      refreshToken: '',
      firstName: '',
      twoFactorEnabled: true,
      roles: [{ name: 'TwoFa' }],
    });
    mockApi({ 'POST /auth/issuetoken': { result: pending } });
    const app = renderApp('/login?redirect=%2Fhome');
    await logIn('ana@example.com', 'pw');
    await waitFor(() => expect(app.url()).toBe('/login/verify?redirect=%2Fhome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    expect(getUser().token).toBe(pending.token);
  });

  it('on 409 shows the warning toast titled Error and the message in the form', async () => {
    mockApi({
      'POST /auth/issuetoken': {
        status: 409,
        errors: [{ code: 'conflict', description: 'auth.errors.invalidCredentials' }],
      },
    });
    const app = renderApp('/login');
    await logIn('ana@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(toasts.warn).toHaveBeenCalledWith({
      summary: 'errors.title',
      detailText: 'The email or password is not correct.',
    });
    expect(app.url()).toBe('/login');
    expect(getUser()).toEqual({});
  });

  it('shows the rate-limit message with its wait time', async () => {
    mockApi({
      'POST /auth/issuetoken': {
        status: 429,
        errors: [{ code: 'rate_limited', description: 'auth.errors.tooManyAttempts', params: { seconds: 60 } }],
      },
    });
    renderApp('/login');
    await logIn('ana@example.com', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 60 seconds.');
  });

  it('prefills the email from the link and links to sign-up and reset with the redirect', async () => {
    mockApi({});
    renderApp('/login?email=ana%40example.com&redirect=%2Fhome');
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/login/register?redirect=%2Fhome',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/login/forgot?redirect=%2Fhome',
    );
  });

  it('shows no Google button without a client id, and the privacy-friendly bot-check badge', async () => {
    mockApi({});
    renderApp('/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Protected by a privacy-friendly bot check');
  });
});

describe('a guest on /home', { timeout: 20_000 }, () => {
  it('is sent to /login?redirect=/home and comes back after signing in', async () => {
    mockApi({ 'POST /auth/issuetoken': { result: sessionUser() } });
    const app = renderApp('/home');
    await waitFor(() => expect(app.url()).toBe('/login?redirect=%2Fhome'));
    await logIn('ana@example.com', 'pw');
    await waitFor(() => expect(app.url()).toBe('/home'));
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
