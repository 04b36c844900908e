import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGuestScript } from './starter';

/** A PerformanceObserver that reports the largest paint when the test says so. */
let observers: Array<(entries: { element: Element }[]) => void> = [];
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  private readonly report = (entries: { element: Element }[]) => this.callback({ getEntries: () => entries });
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
  observe() {
    observers.push(this.report);
  }
  disconnect() {
    observers = observers.filter((report) => report !== this.report);
  }
}
const paint = (element: Element) => observers.forEach((report) => report([{ element }]));

/** A page script that the test lets finish loading. */
function deferredLoad() {
  let finish!: (ok: boolean) => void;
  const load = vi.fn(
    () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('offline'))))),
  );
  return { load, finish: (ok = true) => finish(ok) };
}
/** Every listener put on the document during a test (the starter's and the test's own), taken off after it. */
const listeners: Array<[string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined]> = [];
const addToDocument = document.addEventListener.bind(document);

beforeEach(() => {
  // Files share one document in a worker: a starter left waiting would hold the next file's clicks and keys.
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener, options]);
    addToDocument(type, listener, options);
  });
  observers = [];
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  document.body.innerHTML = `<img fetchpriority="high" alt="">
<button type="button" data-copy="x">Copy</button>
<form data-unlock><input name="code" value="1234"><button type="submit">Unlock</button></form>
<a href="#es" data-lang-switch>Español</a>`;
  delete document.documentElement.dataset.guestInteracted;
});
afterEach(() => {
  for (const [type, listener, options] of listeners.splice(0)) document.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.guestInteracted;
});

/** Runs `listener` for `type` events that reach the document (the page script's own handlers). */
const onDocument = (type: string, listener: EventListener) => document.addEventListener(type, listener);

describe('the starter of the guest page script', () => {
  it('loads the script once the cover photo, the largest paint, is on screen', () => {
    const { load } = deferredLoad();
    startGuestScript('/guest/assets/main.js', load);
    // The document has loaded (jsdom), but the cover is not painted yet.
    vi.advanceTimersByTime(500);
    expect(load).not.toHaveBeenCalled();
    paint(document.createElement('h1'));
    vi.advanceTimersByTime(0);
    expect(load).not.toHaveBeenCalled();
    paint(document.querySelector('img')!);
    vi.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledWith('/guest/assets/main.js');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads it a second after load when the largest paint is never reported, and at load without a cover', () => {
    const { load } = deferredLoad();
    startGuestScript('/a.js', load);
    vi.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);

    document.querySelector('img')!.remove();
    const second = deferredLoad();
    startGuestScript('/b.js', second.load);
    vi.advanceTimersByTime(0);
    expect(second.load).toHaveBeenCalledWith('/b.js');
  });

  it("loads it at the guest's first interaction and tells the script so", () => {
    const { load } = deferredLoad();
    startGuestScript('/a.js', load);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.guestInteracted).toBe('');
    paint(document.querySelector('img')!);
    vi.advanceTimersByTime(2000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a button tapped and a form sent before the script runs, and replays them once it has', async () => {
    const { load, finish } = deferredLoad();
    startGuestScript('/a.js', load);
    const clicked = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector<HTMLButtonElement>('[data-copy]')!.click();
    const form = document.querySelector('form')!;
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    // The browser does not send the form itself (the code would end up in the address).
    expect(sent.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    // The script has run: its handlers are in place.
    onDocument('click', clicked);
    onDocument('submit', submitted);
    finish();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.calls[0]![0] as Event).target).toBe(document.querySelector('[data-copy]'));
    // From now on the page's own handlers take every tap, once.
    document.querySelector<HTMLButtonElement>('[data-copy]')!.click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('holds the language switch until the script can add the reading position to it', async () => {
    const { load, finish } = deferredLoad();
    startGuestScript('/a.js', load);
    const link = document.querySelector<HTMLAnchorElement>('[data-lang-switch]')!;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const followed = vi.fn((event: Event) => event.preventDefault());
    onDocument('click', followed);
    finish();
    await vi.waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    expect((followed.mock.calls[0]![0] as Event).target).toBe(link);
  });

  it('drops held taps and forms when the script cannot load (offline, never saved), but follows a link', async () => {
    const { load, finish } = deferredLoad();
    startGuestScript('/a.js', load);
    const clicked = vi.fn((event: Event) => event.preventDefault());
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector<HTMLButtonElement>('[data-copy]')!.click();
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    document.querySelector<HTMLAnchorElement>('[data-lang-switch]')!.click();
    onDocument('click', clicked);
    onDocument('submit', submitted);
    finish(false);
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.calls[0]![0] as Event).target).toBe(document.querySelector('[data-lang-switch]'));
    expect(submitted).not.toHaveBeenCalled();
  });
});
