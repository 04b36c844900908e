import { configure, screen, waitFor, within } from '@testing-library/react';
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
  vi.spyOn(toasts, 'success').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/account: delete my account', { timeout: 30_000 }, () => {
  it('asks for the password, shows a wrong one next to the field, and after deletion forgets the session and goes home', async () => {
    setUser(sessionUser({ rememberMe: true }));
    let attempts = 0;
    const api = mockApi({
      'DELETE /user': () =>
        ++attempts === 1
          ? {
              status: 400,
              errors: [
                {
                  code: 'validation',
                  description: 'auth.account.deleteAccount.errors.wrongPassword',
                  field: 'password',
                },
              ],
            }
          : { result: { deleted: true } },
    });
    const user = userEvent.setup();
    const app = renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Delete account' }));
    await user.click(section.getByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account for good?' }));
    await user.type(dialog.getByLabelText(/Your password/), 'wrong one');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('That is not your password.')).toBeInTheDocument();
    expect(getUser().email).toBe('ana@example.com');

    await user.clear(dialog.getByLabelText(/Your password/));
    await user.type(dialog.getByLabelText(/Your password/), 'the right one');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(app.url()).toBe('/'));
    expect(api.callsTo('DELETE /user').map((c) => c.body)).toEqual([
      { password: 'wrong one' },
      { password: 'the right one' },
    ]);
    // Nothing of the account stays in the browser, even with "remember me".
    expect(getUser()).toEqual({});
    expect(toasts.success).toHaveBeenCalledWith(
      expect.objectContaining({ summary: 'auth.account.deleteAccount.done' }),
    );
  });

  it('an account without a password confirms with its e-mail', async () => {
    setUser(sessionUser());
    const api = mockApi({ 'DELETE /user': { result: { deleted: true } } });
    const user = userEvent.setup();
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Delete account' }));
    await user.click(section.getByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'I sign in with Google and have no password' }));
    await user.type(dialog.getByLabelText(/Your e-mail address/), 'ana@example.com');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(api.callsTo('DELETE /user')).toHaveLength(1));
    expect(api.callsTo('DELETE /user')[0]!.body).toEqual({ confirmEmail: 'ana@example.com' });
  });
});
