import { sha256Hex } from './sha256';

/**
 * An ALTCHA proof-of-work challenge as the server issues it: find the number n (0..maxnumber) for
 * which SHA-256(salt + n), in hex, equals `challenge`. The server signed the challenge, so it can
 * check the answer without having stored anything.
 */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  /** Upper bound of the search; ALTCHA's default when absent. */
  maxnumber?: number;
}

/** What goes back to the server, base64-encoded JSON (ALTCHA's payload format). */
export interface AltchaSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
  /** Milliseconds the browser spent; informative only. */
  took: number;
}

export type Digest = (text: string) => Promise<string>;

/** ALTCHA's default search bound. */
export const ALTCHA_DEFAULT_MAX_NUMBER = 1_000_000;
/** Hashes started together: enough to hide crypto.subtle's per-call latency, small enough to stay responsive. */
const BATCH_SIZE = 200;
/** Time slice after which the loop gives the page a turn (it also yields on every awaited batch). */
const SLICE_MS = 12;

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 via crypto.subtle where the browser offers it (secure contexts), otherwise in JavaScript. */
export function defaultDigest(): Digest {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return (text) => Promise.resolve(sha256Hex(text));
  const encoder = new TextEncoder();
  return async (text) => toHex(await subtle.digest('SHA-256', encoder.encode(text)));
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class AltchaUnsolvableError extends Error {
  constructor() {
    super('No number within the challenge bound matches the challenge');
    this.name = 'AltchaUnsolvableError';
  }
}

/**
 * Finds the challenge's number in an async loop of hash batches, yielding to the page between time
 * slices so typing stays smooth while it runs. Rejects with AltchaUnsolvableError when no number up
 * to maxnumber matches, and with the signal's reason when aborted.
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  options: { signal?: AbortSignal; digest?: Digest; now?: () => number } = {},
): Promise<AltchaSolution> {
  if (challenge.algorithm.toUpperCase() !== 'SHA-256')
    throw new Error(`Unsupported ALTCHA algorithm ${challenge.algorithm}`);
  const digest = options.digest ?? defaultDigest();
  const now = options.now ?? (() => performance.now());
  const target = challenge.challenge.toLowerCase();
  const max = challenge.maxnumber ?? ALTCHA_DEFAULT_MAX_NUMBER;
  const started = now();
  let sliceStart = started;

  for (let start = 0; start <= max; start += BATCH_SIZE) {
    options.signal?.throwIfAborted();
    const end = Math.min(start + BATCH_SIZE - 1, max);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const hashes = await Promise.all(numbers.map((n) => digest(challenge.salt + n)));
    const index = hashes.indexOf(target);
    if (index >= 0) {
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: numbers[index],
        salt: challenge.salt,
        signature: challenge.signature,
        took: Math.round(now() - started),
      };
    }
    if (now() - sliceStart > SLICE_MS) {
      await macrotask();
      sliceStart = now();
    }
  }
  throw new AltchaUnsolvableError();
}

/** The form field value ALTCHA servers expect: base64 of the solution's JSON. */
export function encodeAltchaPayload(solution: AltchaSolution): string {
  const json = JSON.stringify(solution);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
