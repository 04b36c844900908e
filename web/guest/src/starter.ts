/**
 * The guest page's starter: a few lines the server writes into the page itself (the page's
 * Content-Security-Policy allows exactly this text by its hash), so the page makes no script request
 * of its own. It loads the page script (main.ts, named by the tag's data-guest-script) once the
 * largest paint is on screen - the cover photo, the image the page fetches with high priority - so the
 * script, its requests and its work never compete with the first screen (decision 064). Without a
 * cover, or where the browser does not report the largest paint, the page's load event stands in.
 *
 * The guest comes first: the first tap, key or focus loads the script at once, and tells it so (its
 * start-up work then runs at once too). A button tapped or a form sent before the script has run is
 * held and replayed once it runs (the language switch too, which the script makes keep the reading
 * position), so nothing the guest does is lost and no form is sent by the browser itself (an access
 * code never reaches the address bar).
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** The latest the script waits after load when the largest paint is never reported (a hidden tab). */
const AFTER_LOAD_MS = 1000;

/**
 * Starts the page script (`load(url)`, which resolves once the script's start-up has run) after the
 * largest paint or at the first interaction.
 */
export function startGuestScript(url: string, load: (url: string) => Promise<unknown>): void {
  const doc = document;
  let state: 'waiting' | 'loading' | 'ready' = 'waiting';
  /** What the guest did meanwhile; `always` is replayed even when the script could not load. */
  const held: { replay: () => void; always: boolean }[] = [];

  const stopHolding = () => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('submit', hold, true);
  };
  const ready = (loaded: boolean) => {
    state = 'ready';
    stopHolding();
    // Not loaded (offline, never saved): a held link is followed, a form is not sent by the browser.
    for (const { replay, always } of held.splice(0)) if (loaded || always) replay();
  };
  const start = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    for (const type of INTERACTIONS) doc.removeEventListener(type, interacted, true);
    load(url).then(
      () => ready(true),
      () => ready(false),
    );
  };
  function interacted() {
    doc.documentElement.dataset.guestInteracted = '';
    start();
  }
  function hold(event: Event) {
    if (state === 'ready') return;
    const target = event.target;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      held.push({ replay: () => target.requestSubmit(), always: false });
    } else if (target instanceof Element) {
      const button = target.closest('button');
      // The language switch keeps the reading position, which the script adds to the link.
      const link = target.closest<HTMLAnchorElement>('a[data-lang-switch]');
      // A plain button does nothing by itself; its handler is in the script.
      if (button && button.type === 'button' && !button.disabled)
        held.push({ replay: () => button.click(), always: false });
      else if (link) {
        event.preventDefault();
        held.push({ replay: () => link.click(), always: true });
      }
    }
    start();
  }
  for (const type of INTERACTIONS) doc.addEventListener(type, interacted, { capture: true, passive: true });
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);

  const largest = doc.querySelector('img[fetchpriority="high"]');
  const reported =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (largest && reported) {
    // Entries come after the frame that painted them: the script starts after the cover is on screen.
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === largest))
        return;
      observer.disconnect();
      window.setTimeout(start, 0);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const afterLoad = () => window.setTimeout(start, largest && reported ? AFTER_LOAD_MS : 0);
  if (doc.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const tag = document.querySelector<HTMLScriptElement>('script[data-guest-script]');
const script = tag?.dataset.guestScript;
// The script starts itself in a few tasks; what the guest did meanwhile is replayed once it has.
if (script)
  startGuestScript(script, (url) =>
    import(/* @vite-ignore */ url).then((module: { started?: Promise<void> }) => module.started),
  );
