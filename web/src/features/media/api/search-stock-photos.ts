import { MEDIA_ERROR_KEYS, type StockSearchResult } from '@common/contracts/media';
import { api } from '@web/lib/api-client';

/** A stock search answer as the drawer uses it. */
export interface StockSearchAnswer {
  /** The provider's page, or null when the call failed (the api client has shown why). */
  result: StockSearchResult | null;
  /** The server has no stock-photo provider key: the drawer says so instead of showing results. */
  notConfigured: boolean;
}

/**
 * GET /media/photos/{searchTerm}/{page} (page 1-based). Without a provider key the server answers
 * 200 with an empty result and the error `host.photos.stockNotConfigured`; provider failures are
 * 502/429 answers, toasted by the api client like any other error.
 */
export async function searchStockPhotos(term: string, page: number, signal?: AbortSignal): Promise<StockSearchAnswer> {
  let notConfigured = false;
  const result = await api<StockSearchResult>('GET', `/media/photos/${encodeURIComponent(term)}/${page}`, {
    signal,
    onResultErrors: (errors) => {
      notConfigured = errors.some((error) => error.description === MEDIA_ERROR_KEYS.stockNotConfigured);
    },
  });
  return { result, notConfigured };
}
