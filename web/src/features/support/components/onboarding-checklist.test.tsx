import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser, setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { OnboardingChecklist } from './onboarding-checklist';

beforeEach(() => {
  vi.spyOn(toasts, 'success').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const steps = (done: boolean[]) => ({
  steps: (['property', 'photo', 'wifiCheckIn', 'publish', 'share'] as const).map((key, i) => ({ key, done: done[i]! })),
  propertyId: done[0] ? 12 : null,
});

describe('OnboardingChecklist', () => {
  it('ticks the steps the server reports done, and links the next one to its place and every open one to its tutorial', async () => {
    setUser(sessionUser({ onboardingCount: 3 }));
    const api = mockApi({
      'GET /support/onboarding': { result: steps([true, true, false, false, false]) },
      'GET /user/onboard/3': { result: 3 },
    });
    renderComponent(<OnboardingChecklist />);
    const list = within(await screen.findByRole('region', { name: 'Getting started' }));
    expect(list.getByText('3 steps left')).toBeInTheDocument();
    expect(list.getAllByRole('img', { name: 'Done' })).toHaveLength(2);
    expect(list.getByRole('link', { name: 'Start: Fill in the Wi-Fi and the check-in time' })).toHaveAttribute(
      'href',
      '/home/guide/property-12',
    );
    expect(list.getByRole('link', { name: 'How to: Fill in the Wi-Fi and the check-in time' })).toHaveAttribute(
      'href',
      '/home/support/tutorials/building-a-guide',
    );
    expect(list.getByRole('link', { name: 'How to: Share it with a guest (link, code or QR)' })).toHaveAttribute(
      'href',
      '/home/support/tutorials/sharing-with-guests',
    );
    expect(list.queryByRole('link', { name: /Add a photo/ })).toBeNull();
    // The stored count already matches: nothing to lower.
    expect(api.callsTo('GET /user/onboard/3')).toHaveLength(0);
  });

  it('only reads when opened: the stored onboardingCount is not written by a page view, in Spanish too', async () => {
    setUser(sessionUser({ onboardingCount: 4 }));
    const api = mockApi({
      'GET /support/onboarding': { result: steps([true, true, false, false, false]) },
      'GET /user/onboard/3': { result: 3 },
    });
    renderComponent(<OnboardingChecklist />, { locale: 'es' });
    const list = within(await screen.findByRole('region', { name: 'Primeros pasos' }));
    expect(list.getByText('Quedan 3 pasos')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Cómo se hace: Rellena el wifi y la hora de entrada' })).toHaveAttribute(
      'href',
      '/es/home/support/tutorials/building-a-guide',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls.filter((call) => call.path.startsWith('/user/onboard'))).toEqual([]);
    expect(getUser()?.onboardingCount).toBe(4);
  });

  it('is gone once every step is done, and when hidden', async () => {
    setUser(sessionUser({ onboardingCount: 2 }));
    const api = mockApi({
      'GET /support/onboarding': { result: steps([true, true, true, false, false]) },
      'GET /user/onboard/0': { result: 0 },
    });
    const user = userEvent.setup();
    renderComponent(<OnboardingChecklist />);
    const region = await screen.findByRole('region', { name: 'Getting started' });
    await user.click(within(region).getByRole('button', { name: 'Hide these tips' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull());
    expect(api.callsTo('GET /user/onboard/0')).toHaveLength(1);
    cleanup();

    setUser(sessionUser({ onboardingCount: 5 }));
    const done = mockApi({ 'GET /support/onboarding': { result: steps([true, true, true, true, true]) } });
    renderComponent(<OnboardingChecklist />);
    await waitFor(() => expect(done.callsTo('GET /support/onboarding')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  });
});
