import { afterEach, describe, expect, it, vi } from 'vitest';
import { startConcierge } from '../concierge/launcher';

const options = { slug: 'Casa-Sol-0000', locale: 'en' as const, apiBase: '/api', getCode: () => null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.querySelector('[data-concierge-launch]')?.remove();
});

describe('the concierge button on the guest guide', () => {
  it('asks nothing while the phone is offline, and shows the button once the connection is back', async () => {
    const answer = { result: { available: true, strings: { button: 'Ask' } } };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await startConcierge(options);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('[data-concierge-launch]')).toBeNull();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(document.querySelector('[data-concierge-launch]')).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/guide/Casa-Sol-0000/concierge?locale=en');
  });
});
