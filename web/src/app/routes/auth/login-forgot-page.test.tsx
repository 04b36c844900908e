import { configure, screen } from '@testing-library/react';
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

describe('/login/forgot', { timeout: 20_000 }, () => {
  it('asks for a valid email first', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/login/forgot');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address, e.g. name@example.com.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/user/password'))).toHaveLength(0);
  });

  it('sends the bot token in X-Bot-Token and answers neutrally', async () => {
    const api = mockApi({ 'GET /user/password/ana+test@example.com': { result: { mailSent: true } } });
    const user = userEvent.setup();
    renderApp('/login/forgot?email=ana%2Btest%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('ana+test@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for ana\+test@example.com, we sent it a link/)).toBeInTheDocument();
    const [call] = api.calls.filter((c) => c.path.startsWith('/user/password/'));
    expect(call.method).toBe('GET');
    expect(call.path).toBe('/user/password/ana+test@example.com');
    expect(JSON.parse(atob(call.headers['x-bot-token']))).toMatchObject({ number: 7 });

    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('ana+test@example.com');
  });
});
