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

const meter = () => screen.getByTestId('password-strength');

type User = ReturnType<typeof userEvent.setup>;

/** Puts a value into a field the way a paste would (typing every key is slow in jsdom). */
async function fill(user: User, label: string, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

async function fillForm(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    first: 'Ana',
    last: 'García',
    email: 'ana@example.com',
    phone: '',
    password: 'Lighthouse keeper 42',
    confirm: 'Lighthouse keeper 42',
    ...overrides,
  };
  await fill(user, 'First name', values.first);
  await fill(user, 'Last name', values.last);
  await fill(user, 'Email', values.email);
  if (values.phone) await fill(user, 'Phone', values.phone);
  await fill(user, 'Password', values.password);
  await fill(user, 'Confirm password', values.confirm);
}

describe('/login/register', { timeout: 20_000 }, () => {
  it('names every missing field and the terms, without calling the server', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/login/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(5);
    expect(screen.getByText('Please accept the terms to continue.')).toBeInTheDocument();
    expect(api.callsTo('POST /user/signup')).toHaveLength(0);
  });

  it('asks for 10 characters and a matching repeat, and checks the phone', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/login/register');
    await fillForm(user, { password: 'Short1!', confirm: 'Short2!', phone: 'call me' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Use digits, spaces and + - ( ) only, at most 32 characters.')).toBeInTheDocument();
  });

  it('rates the password as it is typed, locally', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/login/register');
    const password = await screen.findByLabelText('Password');
    expect(within(meter()).getByText('A strong password has')).toBeInTheDocument();

    await user.type(password, 'abc');
    expect(within(meter()).getByText('Password strength: too short')).toBeInTheDocument();

    await user.clear(password);
    await user.paste('password2024');
    expect(within(meter()).getByText('Password strength: weak')).toBeInTheDocument();
    expect(within(meter()).getByText('Avoid common passwords and words such as “password”.')).toBeInTheDocument();

    await user.clear(password);
    await user.paste('vK7#pL2!mQ9$wZ');
    expect(within(meter()).getByText('Password strength: strong')).toBeInTheDocument();
    expect(within(meter()).getByText('At least 10 characters').closest('li')).toHaveTextContent('(met)');
    // Only the bot-check challenge went to the network; the password never did.
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /auth/botcheck/challenge']);
  });

  it('signs up with the page language and the bot token, then shows the neutral "check your email"', async () => {
    const api = mockApi({ 'POST /user/signup': { result: { mailSent: true } } });
    const user = userEvent.setup();
    renderApp('/es/login/register');
    await fill(user, 'Nombre', 'Ana');
    await fill(user, 'Apellidos', 'García');
    await fill(user, 'Correo electrónico', 'ana@example.com');
    await fill(user, 'Teléfono', '+34 600 000 000');
    await fill(user, 'Contraseña', 'Lighthouse keeper 42');
    await fill(user, 'Confirma la contraseña', 'Lighthouse keeper 42');
    await user.click(screen.getByRole('checkbox', { name: /Acepto las/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByText(/Hemos enviado un mensaje a ana@example.com/)).toBeInTheDocument();
    const [call] = api.callsTo('POST /user/signup');
    expect(call.body).toMatchObject({
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      password: 'Lighthouse keeper 42',
      phoneNumber: '+34 600 000 000',
      locale: 'es',
    });
    expect((call.body as { botToken?: string }).botToken).toBeTruthy();
  });

  it('links the terms and the privacy policy in the page language', async () => {
    mockApi({});
    renderApp('/es/login/register');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Condiciones del servicio' })).toHaveAttribute(
      'href',
      '/es/service/terms',
    );
    expect(main.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/service/privacy');
  });

  it('shows a refused sign-up (bot check failed) in the form', async () => {
    mockApi({
      'POST /user/signup': { status: 409, errors: [{ code: 'conflict', description: 'auth.errors.botCheckFailed' }] },
    });
    const user = userEvent.setup();
    renderApp('/login/register');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not verify that you are human. Please try again.',
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument(),
    );
  });
});
