import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@web/lib/toasts';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/login/confirm', { timeout: 20_000 }, () => {
  it('confirms once on arrival and offers to log in with the email filled in', async () => {
    const api = mockApi({ 'POST /user/signupconfirmation': { result: { confirmed: true, email: 'Ana@Example.com' } } });
    const user = userEvent.setup();
    const app = renderApp('/login/confirm?email=ana%40example.com&code=abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/signupconfirmation')).toEqual([
      expect.objectContaining({ body: { email: 'ana@example.com', code: 'abc123' } }),
    ]);

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(app.url()).toBe('/login?email=Ana%40Example.com'));
    expect(await screen.findByText('Your email is confirmed. Log in to get started.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('Ana@Example.com');
  });

  it('on 409 warns titled Error for 3000 ms and explains how to get a new link', async () => {
    mockApi({
      'POST /user/signupconfirmation': {
        status: 409,
        errors: [{ code: 'conflict', description: 'auth.errors.codeExpired' }],
      },
    });
    renderApp('/es/login/confirm?email=ana%40example.com&code=old');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No hemos podido confirmar tu correo' }),
    ).toBeInTheDocument();
    // The api client's warning toast: title "Error" (errors.title), 3000 ms by kind (see toasts.test.ts).
    expect(toasts.warn).toHaveBeenCalledWith({
      summary: 'errors.title',
      detailText: 'Este código ha caducado. Solicita uno nuevo.',
    });
    expect(
      screen.getByText('Para recibir un enlace nuevo, regístrate otra vez con el mismo correo electrónico.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrarme de nuevo' })).toHaveAttribute('href', '/es/login/register');
  });

  it('says the link is incomplete without calling the server', async () => {
    const api = mockApi({});
    renderApp('/login/confirm?email=ana%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/signupconfirmation')).toHaveLength(0);
  });
});
