import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { ANALYTICS_CONSENT_KEY } from './consent';
import { resetAnalyticsTag } from './gtag';

configure({ asyncUtilTimeout: 5000 });

const ANALYTICS = {
  analyticsId: 'G-TEST123',
  scriptUrls: {
    googleIdentity: 'https://accounts.google.com/gsi/client',
    recaptcha: 'https://www.google.com/recaptcha/api.js',
    analytics: 'https://www.googletagmanager.com/gtag/js',
  },
};
const tagScript = () => document.head.querySelector<HTMLScriptElement>('script[data-analytics="gtag"]');

afterEach(() => {
  resetAnalyticsTag();
});

describe('page analytics', { timeout: 20_000 }, () => {
  it('loads nothing and asks nothing when no analytics id is configured', async () => {
    mockApi({});
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('analytics-consent')).toBeNull();
    expect(tagScript()).toBeNull();
  });

  it('asks first, loads the tag only after the visitor accepts, and remembers the answer', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { unmount } = renderApp('/pricing', ANALYTICS);
    const banner = await screen.findByRole('region', { name: 'May we measure visits?' });
    expect(tagScript()).toBeNull();
    expect(banner).toHaveTextContent('Nothing is loaded unless you accept.');

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(tagScript()?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123'));
    expect(screen.queryByTestId('analytics-consent')).toBeNull();
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
    // The gtag bootstrap: config for the id, then one page view for the page on screen.
    await waitFor(() =>
      expect(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)[0])).toEqual([
        'js',
        'config',
        'event',
      ]),
    );

    unmount();
    resetAnalyticsTag();
    renderApp('/pricing', ANALYTICS);
    await waitFor(() => expect(tagScript()).not.toBeNull());
    expect(screen.queryByTestId('analytics-consent')).toBeNull();
  });

  it('loads nothing after the visitor declines, and asks in Spanish on Spanish pages', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/es/pricing', ANALYTICS);
    await screen.findByRole('region', { name: '¿Podemos medir las visitas?' });
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.queryByTestId('analytics-consent')).toBeNull());
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied');
    expect(tagScript()).toBeNull();
  });

  it('never loads the tag or asks on the page where guests enter a guide code', async () => {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    mockApi({});
    renderApp('/link', ANALYTICS);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(tagScript()).toBeNull();
    localStorage.removeItem(ANALYTICS_CONSENT_KEY);
  });

  it('lets the visitor change the answer on the privacy page', async () => {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'denied');
    mockApi({});
    const user = userEvent.setup();
    renderApp('/service/privacy', ANALYTICS);
    expect(await screen.findByText('You declined page analytics on this device.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my answer' }));
    expect(await screen.findByRole('region', { name: 'May we measure visits?' })).toBeInTheDocument();
  });
});
