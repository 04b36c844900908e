/** The event web/index.html's boot watchdog listens for (see there). */
const BOOT_FAILED_EVENT = 'app-boot-failed';

/**
 * Tells the page's boot watchdog (web/index.html) that the app cannot start (a part of it failed to
 * download). While the static splash still shows, the watchdog takes over: it reloads the page once,
 * or shows its message with a reload button. Answers whether it did; false on a page without the
 * watchdog's splash (a prerendered page, or once React has rendered), where the caller decides.
 */
export function reportBootFailure(): boolean {
  return !window.dispatchEvent(new Event(BOOT_FAILED_EVENT, { cancelable: true }));
}
