import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser, setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { mockApi, sessionUser } from '@web/test/mock-api';
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

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, repeat = password) {
  await user.click(await screen.findByLabelText('New password'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Confirm password'));
  await user.paste(repeat);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('/login/reset', { timeout: 20_000 }, () => {
  it('checks length and the repeat, with the strength meter', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/login/reset?email=ana%40example.com&code=c0de');
    expect(await screen.findByText('Choose a new password for ana@example.com.')).toBeInTheDocument();
    await choose(user, 'short', 'other');
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('password-strength')).getByText('Password strength: too short'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /user/password/')).toHaveLength(0);
  });

  it('saves the new password with the link code and signs this browser out of that account', async () => {
    setUser(sessionUser({ email: 'Ana@example.com' }));
    const api = mockApi({ 'POST /user/password/': { result: { passwordChanged: true } } });
    const user = userEvent.setup();
    renderApp('/login/reset?email=ana%40example.com&code=c0de');
    await choose(user, 'Harbour breeze 77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password was changed' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/password/')[0].body).toEqual({
      email: 'ana@example.com',
      code: 'c0de',
      password: 'Harbour breeze 77',
    });
    expect(getUser().token).toBeUndefined();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?email=ana%40example.com',
    );
  });

  it('explains a refused link and offers a new one', async () => {
    mockApi({
      'POST /user/password/': { status: 409, errors: [{ code: 'conflict', description: 'auth.errors.codeUsed' }] },
    });
    const user = userEvent.setup();
    renderApp('/login/reset?email=ana%40example.com&code=c0de');
    await choose(user, 'Harbour breeze 77');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This code was already used. Ask for a new one.');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/login/forgot?email=ana%40example.com',
    );
  });

  it('says an incomplete link is incomplete', async () => {
    mockApi({});
    renderApp('/login/reset?code=c0de');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/login/forgot',
    );
  });
});
