import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, vi } from 'vitest';
import { resources } from '@common/locales/index';
import { registerBundles } from '@web/lib/i18n/i18n';
import { forgetFirstPaint } from '@web/lib/after-first-paint';
import { forgetSignOut } from '@web/lib/session';
import { resetAnalyticsTag } from '@web/features/analytics/gtag';

// Every text up front: components under test render in their language at once, as with no lazy bundles.
registerBundles(resources);

// Pages are lazy chunks; on a busy 2-core CI machine the first import of one can take seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: none may carry over into the next test.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

// The files of a worker share modules and one jsdom (vitest.config.ts): what a file left in module
// state or on the window must not reach the next file. Within a file, tests see each other's state as
// they would with a file of their own.
afterAll(() => {
  forgetSignOut();
  forgetFirstPaint();
  resetAnalyticsTag();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.title = '';
  for (const element of document.head.querySelectorAll('script')) element.remove();
  // A page a file wrote into the body (the guest page's tests) must not be what the next file tabs to.
  document.body.replaceChildren();
});
