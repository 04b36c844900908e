/** The subset of Google Identity Services (accounts.google.com/gsi/client) the login page uses. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
        ux_mode?: 'popup' | 'redirect';
        context?: 'signin' | 'signup' | 'use';
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard' | 'icon';
          theme?: 'outline' | 'filled_blue' | 'filled_black';
          size?: 'large' | 'medium' | 'small';
          text?: 'signin_with' | 'signup_with' | 'continue_with';
          shape?: 'rectangular' | 'pill';
          width?: number;
          locale?: string;
          logo_alignment?: 'left' | 'center';
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/** Google's address; the server's public config names the one to use (scriptUrls.googleIdentity). */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

let pending: Promise<GoogleIdentity> | null = null;

/**
 * Adds Google's script once and resolves when `window.google.accounts.id` exists. Only called when
 * the public config has a googleClientId, so the page makes no request to Google otherwise. A failed
 * download (offline, blocked) rejects and allows a later retry.
 */
export function loadGoogleIdentity(scriptUrl: string = GOOGLE_IDENTITY_SCRIPT_URL): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  pending ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.defer = true;
    script.addEventListener(
      'load',
      () =>
        window.google?.accounts?.id
          ? resolve(window.google)
          : reject(new Error('Google Identity Services did not start')),
      { once: true },
    );
    script.addEventListener('error', () => reject(new Error(`Could not load ${scriptUrl}`)), { once: true });
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    pending = null;
    document.head.querySelector(`script[src="${CSS.escape(scriptUrl)}"]`)?.remove();
    throw error;
  });
  return pending;
}
