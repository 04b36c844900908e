import { z } from 'zod';
import { createSafeFetch, endpointPolicy, type SafeFetchFn } from '../../lib/safe-fetch';
import type { StockPhoto, StockRateLimits, StockSearchResult } from '@common/contracts/media';

/**
 * The Pexels API (https://www.pexels.com/api/documentation/), as far as the drawer needs it:
 *   GET {base}/search?query=&page=&per_page=   -> { photos, page, per_page, total_results, next_page, prev_page? }
 *   GET {base}/photos/{id}                     -> one photo
 * Requests carry `Authorization: <key>` (the bare key, no scheme). Successful answers carry the
 * monthly quota in X-Ratelimit-Limit, X-Ratelimit-Remaining and X-Ratelimit-Reset (UNIX seconds);
 * a spent quota answers 429.
 */

export class StockProviderError extends Error {
  constructor(
    readonly kind: 'rateLimited' | 'unavailable' | 'notFound',
    readonly retryAfterSeconds?: number,
  ) {
    super(`stock provider: ${kind}`);
    this.name = 'StockProviderError';
  }
}

const PhotoSchema = z.looseObject({
  id: z.number().int(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  url: z.string().default(''),
  photographer: z.string().default(''),
  photographer_url: z.string().default(''),
  photographer_id: z.number().int().nullable().default(null),
  avg_color: z.string().nullable().default(null),
  src: z.looseObject({
    original: z.string(),
    large2x: z.string().optional(),
    large: z.string().optional(),
    medium: z.string().optional(),
    small: z.string().optional(),
    portrait: z.string().optional(),
    landscape: z.string().optional(),
    tiny: z.string().optional(),
  }),
  alt: z.string().nullable().default(''),
});

const SearchSchema = z.looseObject({
  photos: z.array(z.unknown()).default([]),
  page: z.number().int().default(1),
  per_page: z.number().int().default(0),
  total_results: z.number().int().default(0),
  next_page: z.string().nullable().optional(),
  prev_page: z.string().nullable().optional(),
});

/** A provider photo in the contract's shape: every src size present (missing ones fall back). */
function toStockPhoto(raw: z.infer<typeof PhotoSchema>): StockPhoto {
  const { src } = raw;
  const large = src.large ?? src.large2x ?? src.original;
  const medium = src.medium ?? large;
  const small = src.small ?? medium;
  return {
    id: raw.id,
    width: raw.width,
    height: raw.height,
    url: raw.url,
    photographer: raw.photographer,
    photographer_url: raw.photographer_url,
    photographer_id: raw.photographer_id,
    avg_color: raw.avg_color,
    src: {
      original: src.original,
      large2x: src.large2x ?? src.original,
      large,
      medium,
      small,
      portrait: src.portrait ?? large,
      landscape: src.landscape ?? large,
      tiny: src.tiny ?? small,
    },
    alt: raw.alt ?? '',
  };
}

const headerInt = (headers: Headers, name: string) => {
  const value = headers.get(name);
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number.parseInt(value, 10);
};

export function readRateLimits(headers: Headers): StockRateLimits | null {
  const limit = headerInt(headers, 'x-ratelimit-limit');
  const remaining = headerInt(headers, 'x-ratelimit-remaining');
  const reset = headerInt(headers, 'x-ratelimit-reset');
  return limit === null || remaining === null || reset === null ? null : { limit, remaining, reset };
}

export interface PexelsClientOptions {
  apiKey: string;
  /** e.g. https://api.pexels.com/v1 (no trailing slash needed). */
  baseUrl: string;
  timeoutMs?: number;
  /** FETCH_ALLOW_HOSTS; the base URL's own origin is always allowed (the operator configured it). */
  allowHosts?: readonly string[];
  fetch?: SafeFetchFn;
}

export class PexelsClient {
  private readonly baseUrl: string;
  private readonly fetch: SafeFetchFn;

  constructor(private readonly options: PexelsClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch =
      options.fetch ??
      createSafeFetch(
        endpointPolicy([options.baseUrl], {
          allowHosts: options.allowHosts,
          timeoutMs: options.timeoutMs ?? 10_000,
          maxBytes: 4 * 1024 * 1024,
        }),
      );
  }

  private async get(path: string): Promise<Response> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        headers: { authorization: this.options.apiKey, accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new StockProviderError('unavailable');
    }
    if (response.status === 429) {
      const reset = headerInt(response.headers, 'x-ratelimit-reset');
      const retryAfter =
        headerInt(response.headers, 'retry-after') ?? (reset ? Math.max(1, reset - Math.floor(Date.now() / 1000)) : 60);
      await response.body?.cancel();
      throw new StockProviderError('rateLimited', retryAfter);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw new StockProviderError('notFound');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new StockProviderError('unavailable');
    }
    return response;
  }

  private async json(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new StockProviderError('unavailable');
    }
  }

  /** One page of search results. Photos the provider describes incompletely are left out. */
  async search(query: string, page: number, perPage: number): Promise<StockSearchResult> {
    const params = new URLSearchParams({ query, page: String(page), per_page: String(perPage) });
    const response = await this.get(`/search?${params.toString()}`);
    const parsed = SearchSchema.safeParse(await this.json(response));
    if (!parsed.success) throw new StockProviderError('unavailable');
    const photos: StockPhoto[] = [];
    for (const item of parsed.data.photos) {
      const photo = PhotoSchema.safeParse(item);
      if (photo.success) photos.push(toStockPhoto(photo.data));
    }
    return {
      photos,
      page: parsed.data.page,
      per_page: parsed.data.per_page || perPage,
      total_results: parsed.data.total_results,
      next_page: parsed.data.next_page ?? null,
      ...(parsed.data.prev_page ? { prev_page: parsed.data.prev_page } : {}),
      rate_limits: readRateLimits(response.headers),
    };
  }

  /** One photo by id. */
  async photo(id: number): Promise<StockPhoto> {
    const response = await this.get(`/photos/${encodeURIComponent(String(id))}`);
    const photo = PhotoSchema.safeParse(await this.json(response));
    if (!photo.success) throw new StockProviderError('unavailable');
    return toStockPhoto(photo.data);
  }
}
