import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/link in the web app', { timeout: 20_000 }, () => {
  it('asks for the guide code and sends it to the server page that resolves it', async () => {
    mockApi({});
    renderApp('/link');
    const input = await screen.findByLabelText(/Guide code/);
    expect(input).toHaveAttribute('name', 'code');
    expect(screen.getByRole('button', { name: 'Open the guide' })).toHaveAttribute('type', 'submit');
    expect(screen.getByTestId('link-form')).toHaveAttribute('action', '/link');
    expect(screen.getByTestId('link-form')).toHaveAttribute('method', 'get');
  });

  it('in Spanish, sends it to /es/link', async () => {
    mockApi({});
    renderApp('/es/link');
    expect(await screen.findByLabelText(/Código de la guía|Código/)).toBeInTheDocument();
    expect(screen.getByTestId('link-form')).toHaveAttribute('action', '/es/link');
  });

  it('sets no cookie, like the guest guides (the language is not remembered here)', async () => {
    document.cookie = 'i18n_redirected=; max-age=0; path=/';
    mockApi({});
    const { unmount } = renderApp('/link');
    await screen.findByLabelText(/Guide code/);
    // The root writes the cookie in an effect after the page is on screen: run pending effects first.
    await act(async () => undefined);
    expect(document.cookie).not.toContain('i18n_redirected');
    unmount();
    // Elsewhere the choice is remembered, so the check above can fail.
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.cookie).toContain('i18n_redirected=en'));
    document.cookie = 'i18n_redirected=; max-age=0; path=/';
  });
});
