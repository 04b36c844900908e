/** The subset of Google's reCAPTCHA v3 API this app calls. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The bot-check loader is in one of these states. */
export type BotCheckLoaderState = 'notLoaded' | 'loading' | 'loaded';

/** How often a loading script is checked for its global. */
export const SCRIPT_LOAD_POLL_MS = 25;

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export class SiteKeyMismatchError extends Error {
  constructor(loaded: string, requested: string) {
    super(
      `The bot-check script is already ${loaded ? 'loaded' : 'loading'} with site key "${loaded}"; cannot load it again with "${requested}"`,
    );
    this.name = 'SiteKeyMismatchError';
  }
}

interface LoaderEnvironment {
  document: Document;
  window: Window;
}

/**
 * Loads Google's reCAPTCHA v3 script once, for one site key (a second site key fails):
 * - notLoaded -> loading when load() is first called (the <script> tag is added only then);
 * - loading -> loaded when the script has run and grecaptcha.ready fired;
 * - a failed load returns to notLoaded, so a later call may try again;
 * - calling load() again with the same key shares the same promise; with a different key it throws.
 */
export class RecaptchaLoader {
  private currentState: BotCheckLoaderState = 'notLoaded';
  private siteKey: string | null = null;
  private pending: Promise<Grecaptcha> | null = null;

  /** `environment` for tests; by default the page's document and window, read when first needed (the public pages are also rendered at build time, where there is no document). */
  constructor(private readonly environment?: LoaderEnvironment) {}

  private get env(): LoaderEnvironment {
    return this.environment ?? { document, window };
  }

  get state(): BotCheckLoaderState {
    return this.currentState;
  }

  /** Resolves to the ready grecaptcha object. Throws SiteKeyMismatchError for a second, different key. */
  load(siteKey: string, scriptUrl: string = RECAPTCHA_SCRIPT_URL): Promise<Grecaptcha> {
    if (this.siteKey !== null && this.siteKey !== siteKey) throw new SiteKeyMismatchError(this.siteKey, siteKey);
    if (this.pending) return this.pending;

    this.siteKey = siteKey;
    this.currentState = 'loading';
    this.pending = this.inject(siteKey, scriptUrl).then(
      (grecaptcha) => {
        this.currentState = 'loaded';
        return grecaptcha;
      },
      (error: unknown) => {
        this.currentState = 'notLoaded';
        this.siteKey = null;
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }

  private inject(siteKey: string, scriptUrl: string): Promise<Grecaptcha> {
    const { document: doc, window: win } = this.env;
    return new Promise<Grecaptcha>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = `${scriptUrl}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.defer = true;
      script.dataset.botCheck = 'recaptcha';

      // The script defines grecaptcha a moment after its load event: poll for it, then wait for ready().
      const waitForGlobal = () => {
        const grecaptcha = win.grecaptcha;
        if (grecaptcha && typeof grecaptcha.ready === 'function') grecaptcha.ready(() => resolve(grecaptcha));
        else win.setTimeout(waitForGlobal, SCRIPT_LOAD_POLL_MS);
      };
      script.addEventListener('load', waitForGlobal, { once: true });
      script.addEventListener(
        'error',
        () => {
          script.remove();
          reject(new Error(`Could not load ${scriptUrl}`));
        },
        { once: true },
      );
      doc.head.appendChild(script);
    });
  }
}

/** The app's single loader: the script may be on the page only once. */
export const recaptchaLoader = new RecaptchaLoader();

/** A reCAPTCHA v3 token for `action` (the server checks both the token and the action). */
export async function executeRecaptcha(
  siteKey: string,
  action: string,
  loader: RecaptchaLoader = recaptchaLoader,
  scriptUrl: string = RECAPTCHA_SCRIPT_URL,
): Promise<string> {
  const grecaptcha = await loader.load(siteKey, scriptUrl);
  return grecaptcha.execute(siteKey, { action });
}
