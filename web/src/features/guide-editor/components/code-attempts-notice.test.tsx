import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { setUser } from '@web/lib/session';
import { testPublicConfig } from '@web/test/fixtures';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { CodeAttemptsNotice } from './code-attempts-notice';

const renderNotice = (hasCode = true) =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CodeAttemptsNotice propertyId={7} hasCode={hasCode} />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  setPublicConfig(testPublicConfig);
  setUser(sessionUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CodeAttemptsNotice', () => {
  it('tells the host how many wrong access codes were tried in the last 24 hours, in English and Spanish', async () => {
    initI18n('en');
    mockApi({ 'GET /property/user/7/code-attempts': { result: { propertyId: 7, wrongCodes: 23 } } });
    const { unmount } = renderNotice();
    expect(
      await screen.findByText(/^23 wrong access codes were tried on this guide in the last 24 hours\./),
    ).toBeInTheDocument();
    unmount();
    initI18n('es');
    renderNotice();
    expect(await screen.findByText(/^Se han probado 23 códigos de acceso incorrectos/)).toBeInTheDocument();
  });

  it('shows nothing when nobody guessed, and asks nothing for a guide without a code', async () => {
    initI18n('en');
    const { calls } = mockApi({ 'GET /property/user/7/code-attempts': { result: { propertyId: 7, wrongCodes: 0 } } });
    const { unmount } = renderNotice();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    const before = calls.length;
    renderNotice(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.length).toBe(before);
  });
});
