import { createRemoteJWKSet, customFetch, errors as joseErrors, jwtVerify } from 'jose';
import { createSafeFetch, endpointPolicy, SafeFetchError } from '../../lib/safe-fetch';

/** Google's two spellings of the ID token issuer. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const JWKS_TIMEOUT_MS = 5000;

/** The parts of a verified Google ID token the sign-in uses. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  locale: string | null;
}

/**
 * Verifies Google ID tokens (Sign in with Google `credential`): RS256 signature against Google's
 * JWKS (GOOGLE_JWKS_URL, fetched through the SSRF-safe fetch and cached by jose), issuer, audience = GOOGLE_CLIENT_ID, expiry.
 */
export class GoogleIdTokenVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
  ) {
    // Through the SSRF-safe fetch: the configured key URL's origin only, no redirects, a small answer.
    const fetchKeys = createSafeFetch(endpointPolicy([jwksUrl], { timeoutMs: JWKS_TIMEOUT_MS, maxBytes: 256 * 1024 }));
    this.jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS, [customFetch]: fetchKeys });
  }

  /** The identity, or null for anything forged, expired, for another client or malformed. */
  async verify(credential: string): Promise<GoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(credential, this.jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      const str = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        subject: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: str(payload.given_name),
        familyName: str(payload.family_name),
        locale: typeof payload.locale === 'string' ? payload.locale : null,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError || error instanceof SafeFetchError)
        return null;
      throw error;
    }
  }
}
