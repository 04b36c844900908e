import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Report } from '@common/contracts/reports';
import { setUser } from '@web/lib/session';
import { heldApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const report: Report = {
  propertyId: null,
  from: '2026-10-30',
  to: '2026-11-28',
  totals: { opens: 42, uniqueOpens: 17 },
  days: [],
  sections: [],
  languages: [],
  actions: { wifiCopies: 0, calls: 0, directions: 0, searches: 0, searchesNoResult: 0, prints: 0 },
  questions: { asked: 3, answered: 2, declined: 1 },
  declined: [],
  stays: { arrivals: 0, openedBeforeArrival: 0, notOpened: 0 },
  messages: [],
  properties: [],
} as unknown as Report;

describe('/home/reports', { timeout: 30_000 }, () => {
  it('shows its frame (title, filters, titled cards) before any data arrives, then fills the figures in', async () => {
    setUser(sessionUser());
    const api = heldApi({ '/property/user/list': [], '/reports': report });
    renderApp('/home/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    // No answer yet: the filters and the cards' titles are there, the figures are placeholders.
    expect(screen.getByDisplayValue('All properties')).toBeInTheDocument();
    expect(screen.getByText('Period')).toBeInTheDocument();
    const pending = screen.getByTestId('report-pending');
    expect(within(pending).getByText('Guide opens')).toBeInTheDocument();
    expect(within(pending).getByRole('heading', { name: 'Guide opens per day' })).toBeInTheDocument();
    expect(screen.queryByTestId('stat-opens')).toBeNull();
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();

    api.release();
    expect(await screen.findByTestId('stat-opens')).toHaveTextContent('42');
    expect(screen.queryByTestId('report-pending')).toBeNull();
  });
});

describe('/home/reports: the period', { timeout: 30_000 }, () => {
  it('is a radio group from the first render, and choosing another period asks for its report', async () => {
    setUser(sessionUser());
    const api = heldApi({ '/property/user/list': [], '/reports': report });
    renderApp('/home/reports');
    const period = await screen.findByRole('radiogroup', { name: 'Period' });
    expect(within(period).getByRole('radio', { name: '30 days' })).toBeChecked();
    api.release();
    expect(await screen.findByTestId('stat-opens')).toHaveTextContent('42');
    // One synchronous click: the plain first-render control becomes Mantine's right after its paint, and
    // userEvent's pointer sequence (several tasks) could start on one and end on the other.
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Period' })).getByRole('radio', { name: '7 days' }));
    expect(
      within(screen.getByRole('radiogroup', { name: 'Period' })).getByRole('radio', { name: '7 days' }),
    ).toBeChecked();
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('/reports?days=7'))).toBe(true),
    );
  });
});
