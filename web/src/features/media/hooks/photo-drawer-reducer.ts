import { type StockPhoto, type StockSearchResult } from '@common/contracts/media';

/**
 * The photo drawer's rules (docs/product.md, "Photo drawer") as a pure reducer. Server data of the
 * library tab lives in TanStack Query, keyed by what this state selects; the stock search keeps its
 * results here because they accumulate page after page.
 */

export type PhotoDrawerTab = 'library' | 'search';

/** A stock search call to make: the effect in usePhotoDrawerState sends it and answers with its `seq`. */
export interface StockSearchRequest {
  term: string;
  /** 1-based page on the wire. */
  page: number;
  seq: number;
}

export interface StockSearchState {
  /** The last term searched (trimmed); '' before the first search. */
  lastTerm: string;
  /** The page the next search or load-more asks for: 1 for a new term, +1 after each answer. */
  page: number;
  photos: StockPhoto[];
  /** The provider says a later page exists (next_page). */
  hasNextPage: boolean;
  /** The call in flight, if any. */
  pending: StockSearchRequest | null;
  /** Last request number handed out; answers of older requests are ignored. */
  seq: number;
  /** The server said stock search is not configured (no provider key). */
  notConfigured: boolean;
  /** The last call failed (the api client has shown why). */
  failed: boolean;
}

export interface PhotoDrawerState {
  tab: PhotoDrawerTab;
  /** Small screens: whether the tab list is shown (the tab menu button toggles it). */
  tabListOpen: boolean;
  /** Chosen by the host; null until a choice is made (the first of the list is then used). */
  mediaSourceId: number | null;
  propertyId: number | null;
  /** Library pager index, zero-based; requests use page + 1. */
  page: number;
  search: StockSearchState;
}

export type PhotoDrawerAction =
  | { type: 'tabSelected'; tab: PhotoDrawerTab }
  | { type: 'tabListToggled' }
  | { type: 'sourceSelected'; mediaSourceId: number }
  | { type: 'propertySelected'; propertyId: number }
  | { type: 'pageSelected'; page: number }
  /** Photos were uploaded into this source: show its first page, where the newest photos are. */
  | { type: 'uploaded'; mediaSourceId: number }
  | { type: 'searchSubmitted'; term: string }
  | { type: 'loadMoreRequested' }
  | { type: 'searchAnswered'; seq: number; result: StockSearchResult | null; notConfigured: boolean };

export const initialStockSearchState: StockSearchState = {
  lastTerm: '',
  page: 1,
  photos: [],
  hasNextPage: false,
  pending: null,
  seq: 0,
  notConfigured: false,
  failed: false,
};

export const initialPhotoDrawerState: PhotoDrawerState = {
  tab: 'library',
  tabListOpen: false,
  mediaSourceId: null,
  propertyId: null,
  page: 0,
  search: initialStockSearchState,
};

function request(search: StockSearchState, term: string, page: number): StockSearchState {
  const seq = search.seq + 1;
  return { ...search, seq, pending: { term, page, seq }, failed: false };
}

function searchReducer(search: StockSearchState, action: PhotoDrawerAction): StockSearchState {
  switch (action.type) {
    case 'searchSubmitted': {
      const term = action.term.trim();
      // An empty or unchanged term does nothing.
      if (!term || term === search.lastTerm) return search;
      // A new term clears the results and restarts at page 1.
      return request(
        { ...search, lastTerm: term, photos: [], page: 1, hasNextPage: false, notConfigured: false },
        term,
        1,
      );
    }
    case 'loadMoreRequested':
      if (!search.lastTerm || !search.hasNextPage || search.pending) return search;
      return request(search, search.lastTerm, search.page);
    case 'searchAnswered': {
      if (search.pending?.seq !== action.seq) return search;
      if (!action.result) {
        // A first page that failed leaves nothing searched, so the same words can be tried again.
        const lastTerm = action.seq === search.seq && search.pending.page === 1 ? '' : search.lastTerm;
        return { ...search, lastTerm, pending: null, failed: true };
      }
      // Each search or load-more appends its results and increments the page.
      return {
        ...search,
        pending: null,
        photos: [...search.photos, ...action.result.photos],
        page: search.page + 1,
        hasNextPage: action.result.next_page !== null,
        notConfigured: action.notConfigured,
      };
    }
    default:
      return search;
  }
}

export function photoDrawerReducer(state: PhotoDrawerState, action: PhotoDrawerAction): PhotoDrawerState {
  switch (action.type) {
    case 'tabSelected':
      return { ...state, tab: action.tab, tabListOpen: false };
    case 'tabListToggled':
      return { ...state, tabListOpen: !state.tabListOpen };
    // Changing source or guide resets the pager to 0 (and so reloads).
    case 'sourceSelected':
      return { ...state, mediaSourceId: action.mediaSourceId, page: 0 };
    case 'propertySelected':
      return { ...state, propertyId: action.propertyId, page: 0 };
    case 'pageSelected':
      return action.page === state.page || action.page < 0 ? state : { ...state, page: action.page };
    case 'uploaded':
      return { ...state, mediaSourceId: action.mediaSourceId, page: 0 };
    default: {
      const search = searchReducer(state.search, action);
      return search === state.search ? state : { ...state, search };
    }
  }
}

/**
 * The source and guide in use: the host's choice while it is still in the lists, else the first of
 * each (preselected on first opening). Null while a list is empty or loading.
 */
export function selectLibrarySelection(
  state: Pick<PhotoDrawerState, 'mediaSourceId' | 'propertyId'>,
  sources: ReadonlyArray<{ mediaSourceId: number }>,
  properties: ReadonlyArray<{ propertyId: number }>,
): { mediaSourceId: number | null; propertyId: number | null } {
  const mediaSourceId = sources.some((s) => s.mediaSourceId === state.mediaSourceId)
    ? state.mediaSourceId
    : (sources[0]?.mediaSourceId ?? null);
  const propertyId = properties.some((p) => p.propertyId === state.propertyId)
    ? state.propertyId
    : (properties[0]?.propertyId ?? null);
  return { mediaSourceId, propertyId };
}

/** Load more is shown once page 2 or later is reached and the provider has more. */
export const showLoadMore = (search: StockSearchState): boolean => search.page >= 2 && search.hasNextPage;
