import { createSafeFetch, SafeFetchError, type SafeFetchFn, type SafeFetchPolicy } from '../../lib/safe-fetch';

/**
 * Fetches a stock photo's image bytes, and nothing else: only from the provider's image hosts
 * (an allow-list of origins), following redirects by hand so a redirect cannot lead anywhere else,
 * only image content types, and no more than the upload byte limit. The bytes are then checked and
 * re-encoded exactly like an upload. Every hop also goes through the SSRF-safe fetch: the photo URL
 * comes from the provider's answer, so its address must be public (unless `policy` trusts it).
 */

export class StockFetchError extends Error {
  constructor(readonly kind: 'hostNotAllowed' | 'failed' | 'notImage' | 'tooLarge') {
    super(`stock image fetch: ${kind}`);
    this.name = 'StockFetchError';
  }
}

export interface StockImageFetcherOptions {
  /** Origins such as "https://images.pexels.com"; a URL must match one exactly. */
  allowedOrigins: string[];
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Address rules for the default fetch (FETCH_ALLOW_HOSTS, the operator's PEXELS_API_URL origin). */
  policy?: SafeFetchPolicy;
  fetch?: SafeFetchFn;
}

export class StockImageFetcher {
  private readonly allowed: Set<string>;
  private readonly fetch: SafeFetchFn;

  constructor(private readonly options: StockImageFetcherOptions) {
    this.allowed = new Set(options.allowedOrigins);
    this.fetch =
      options.fetch ??
      createSafeFetch({ ...options.policy, maxBytes: options.maxBytes, timeoutMs: options.timeoutMs ?? 20_000 });
  }

  /** Whether the URL is on an allowed image host (scheme, host and port all match; no credentials). */
  isAllowed(url: string): boolean {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.username || parsed.password) return false;
    return this.allowed.has(parsed.origin);
  }

  async fetchImage(url: string): Promise<Buffer> {
    const maxRedirects = this.options.maxRedirects ?? 3;
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? 20_000);
    let current = url;
    for (let hop = 0; ; hop++) {
      if (!this.isAllowed(current)) throw new StockFetchError('hostNotAllowed');
      let response: Response;
      try {
        response = await this.fetch(current, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
      } catch (error) {
        if (error instanceof SafeFetchError && error.kind === 'refused') throw new StockFetchError('hostNotAllowed');
        if (error instanceof SafeFetchError && error.kind === 'tooLarge') throw new StockFetchError('tooLarge');
        throw new StockFetchError('failed');
      }
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        await response.body?.cancel();
        if (!location || hop >= maxRedirects) throw new StockFetchError('failed');
        current = new URL(location, current).toString();
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new StockFetchError('failed');
      }
      const type = (response.headers.get('content-type') ?? '').toLowerCase();
      if (!type.startsWith('image/')) {
        await response.body.cancel();
        throw new StockFetchError('notImage');
      }
      const declared = Number(response.headers.get('content-length') ?? NaN);
      if (Number.isFinite(declared) && declared > this.options.maxBytes) {
        await response.body.cancel();
        throw new StockFetchError('tooLarge');
      }
      return this.readCapped(response.body);
    }
  }

  private async readCapped(body: ReadableStream<Uint8Array>): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let total = 0;
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > this.options.maxBytes) {
          await reader.cancel();
          throw new StockFetchError('tooLarge');
        }
        chunks.push(Buffer.from(value));
      }
    } catch (error) {
      if (error instanceof StockFetchError) throw error;
      if (error instanceof SafeFetchError && error.kind === 'tooLarge') throw new StockFetchError('tooLarge');
      throw new StockFetchError('failed');
    }
    return Buffer.concat(chunks, total);
  }
}
