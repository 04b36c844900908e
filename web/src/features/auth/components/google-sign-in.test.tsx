import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/app/providers';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { getUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { type GoogleIdentity } from '../hooks/google-identity';
import { LoginForm } from './login-form';

configure({ asyncUtilTimeout: 5000 });

const config = { ...testPublicConfig, googleClientId: 'client-123.apps.googleusercontent.com' };
let callback: ((answer: { credential?: string }) => void) | undefined;

beforeEach(() => {
  initI18n('en');
  setPublicConfig(config);
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
  const google: GoogleIdentity = {
    accounts: {
      id: {
        initialize: vi.fn((options) => {
          callback = options.callback;
        }),
        renderButton: vi.fn((parent: HTMLElement) => {
          parent.innerHTML = '<div role="button">Continue with Google</div>';
        }),
      },
    },
  };
  window.google = google;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.google;
});

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm carry="?redirect=%2Fhome%2Freports" /> },
      { path: '/home/reports', element: <p>reports</p> },
    ],
    { initialEntries: ['/login?redirect=%2Fhome%2Freports'] },
  );
  render(
    <AppProviders config={config} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('Continue with Google', { timeout: 20_000 }, () => {
  it('renders Google’s button when a client id is configured and signs in with the credential', async () => {
    const api = mockApi({ 'POST /auth/IssueTokenGoogle': { result: sessionUser({ email: 'g@example.com' }) } });
    const router = renderLogin();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(window.google?.accounts.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    callback?.({ credential: 'google-id-token' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/reports'));
    expect(api.callsTo('POST /auth/IssueTokenGoogle')[0].body).toEqual({
      credential: 'google-id-token',
      rememberMe: true,
      locale: 'en',
    });
    expect(getUser().email).toBe('g@example.com');
  });

  it('shows a refused Google sign-in in the form', async () => {
    mockApi({
      'POST /auth/IssueTokenGoogle': {
        status: 409,
        errors: [{ code: 'conflict', description: 'auth.errors.googleTokenInvalid' }],
      },
    });
    renderLogin();
    await screen.findByRole('button', { name: 'Continue with Google' });
    callback?.({ credential: 'bad' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed. Please try again.');
  });
});
