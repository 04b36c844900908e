import { describe, expect, it } from 'vitest';
import { type StockPhoto, type StockSearchResult } from '@common/contracts/media';
import {
  initialPhotoDrawerState,
  photoDrawerReducer,
  selectLibrarySelection,
  showLoadMore,
  type PhotoDrawerState,
} from './photo-drawer-reducer';

const photo = (id: number): StockPhoto => ({
  id,
  width: 100,
  height: 80,
  url: `https://www.pexels.com/photo/${id}/`,
  photographer: 'Ana',
  photographer_url: 'https://www.pexels.com/@ana',
  photographer_id: 1,
  avg_color: null,
  src: {
    original: `https://images.pexels.com/${id}.jpeg`,
    large2x: '',
    large: '',
    medium: '',
    small: `https://images.pexels.com/${id}-s.jpeg`,
    portrait: '',
    landscape: '',
    tiny: '',
  },
  alt: '',
});

const answer = (ids: number[], nextPage: string | null): StockSearchResult => ({
  photos: ids.map(photo),
  page: 1,
  per_page: 24,
  total_results: 100,
  next_page: nextPage,
  rate_limits: null,
});

const run = (state: PhotoDrawerState, ...actions: Parameters<typeof photoDrawerReducer>[1][]) =>
  actions.reduce(photoDrawerReducer, state);

describe('photo drawer state: library', () => {
  it('preselects the first source and guide until the host chooses, and keeps a choice still in the lists', () => {
    const sources = [{ mediaSourceId: 1 }, { mediaSourceId: 2 }];
    const properties = [{ propertyId: 10 }, { propertyId: 11 }];
    expect(selectLibrarySelection(initialPhotoDrawerState, sources, properties)).toEqual({
      mediaSourceId: 1,
      propertyId: 10,
    });
    expect(selectLibrarySelection(initialPhotoDrawerState, [], properties)).toEqual({
      mediaSourceId: null,
      propertyId: 10,
    });
    const chosen = run(
      initialPhotoDrawerState,
      { type: 'sourceSelected', mediaSourceId: 2 },
      { type: 'propertySelected', propertyId: 11 },
    );
    expect(selectLibrarySelection(chosen, sources, properties)).toEqual({ mediaSourceId: 2, propertyId: 11 });
    // A guide that is no longer listed (deleted) falls back to the first.
    expect(selectLibrarySelection(chosen, sources, [{ propertyId: 10 }])).toEqual({ mediaSourceId: 2, propertyId: 10 });
  });

  it('resets the zero-based page to 0 when the source or the guide changes', () => {
    const onPage2 = run(initialPhotoDrawerState, { type: 'pageSelected', page: 2 });
    expect(onPage2.page).toBe(2);
    expect(run(onPage2, { type: 'sourceSelected', mediaSourceId: 2 }).page).toBe(0);
    expect(run(onPage2, { type: 'propertySelected', propertyId: 11 }).page).toBe(0);
    expect(run(onPage2, { type: 'uploaded', mediaSourceId: 1 })).toMatchObject({ page: 0, mediaSourceId: 1 });
  });

  it('ignores a negative page', () => {
    expect(run(initialPhotoDrawerState, { type: 'pageSelected', page: -1 })).toBe(initialPhotoDrawerState);
  });
});

describe('photo drawer state: stock search', () => {
  it('does nothing for an empty or blank term', () => {
    expect(run(initialPhotoDrawerState, { type: 'searchSubmitted', term: '' })).toBe(initialPhotoDrawerState);
    expect(run(initialPhotoDrawerState, { type: 'searchSubmitted', term: '   ' })).toBe(initialPhotoDrawerState);
  });

  it('asks for page 1 of a new term, appends the answer and increments the page', () => {
    const searching = run(initialPhotoDrawerState, { type: 'searchSubmitted', term: ' beach ' });
    expect(searching.search.pending).toEqual({ term: 'beach', page: 1, seq: 1 });
    const answered = run(searching, {
      type: 'searchAnswered',
      seq: 1,
      result: answer([1, 2], 'next'),
      notConfigured: false,
    });
    expect(answered.search).toMatchObject({ lastTerm: 'beach', page: 2, hasNextPage: true, pending: null });
    expect(answered.search.photos.map((p) => p.id)).toEqual([1, 2]);
  });

  it('does nothing for the unchanged term', () => {
    const answered = run(
      initialPhotoDrawerState,
      { type: 'searchSubmitted', term: 'beach' },
      { type: 'searchAnswered', seq: 1, result: answer([1], 'next'), notConfigured: false },
    );
    expect(run(answered, { type: 'searchSubmitted', term: 'beach' })).toBe(answered);
    expect(run(answered, { type: 'searchSubmitted', term: ' beach' })).toBe(answered);
  });

  it('clears the results and restarts at page 1 for a different term', () => {
    const twoPages = run(
      initialPhotoDrawerState,
      { type: 'searchSubmitted', term: 'beach' },
      { type: 'searchAnswered', seq: 1, result: answer([1], 'next'), notConfigured: false },
      { type: 'loadMoreRequested' },
      { type: 'searchAnswered', seq: 2, result: answer([2], 'next'), notConfigured: false },
    );
    expect(twoPages.search.page).toBe(3);
    const restarted = run(twoPages, { type: 'searchSubmitted', term: 'mountain' });
    expect(restarted.search).toMatchObject({
      lastTerm: 'mountain',
      photos: [],
      page: 1,
      pending: { term: 'mountain', page: 1 },
    });
  });

  it('load more asks for the next page and appends; only once page 2 is reached and a next page exists', () => {
    const first = run(initialPhotoDrawerState, { type: 'searchSubmitted', term: 'beach' });
    expect(showLoadMore(first.search)).toBe(false);
    expect(run(first, { type: 'loadMoreRequested' })).toBe(first);

    const page1 = run(first, { type: 'searchAnswered', seq: 1, result: answer([1, 2], 'next'), notConfigured: false });
    expect(showLoadMore(page1.search)).toBe(true);
    const more = run(page1, { type: 'loadMoreRequested' });
    expect(more.search.pending).toEqual({ term: 'beach', page: 2, seq: 2 });
    const page2 = run(more, { type: 'searchAnswered', seq: 2, result: answer([3], null), notConfigured: false });
    expect(page2.search.photos.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(page2.search.page).toBe(3);
    expect(showLoadMore(page2.search)).toBe(false);
  });

  it('ignores the answer of a search that a newer one replaced', () => {
    const replaced = run(
      initialPhotoDrawerState,
      { type: 'searchSubmitted', term: 'beach' },
      { type: 'searchSubmitted', term: 'lake' },
    );
    const stale = run(replaced, { type: 'searchAnswered', seq: 1, result: answer([1], null), notConfigured: false });
    expect(stale).toBe(replaced);
  });

  it('remembers that the server has no stock provider', () => {
    const answered = run(
      initialPhotoDrawerState,
      { type: 'searchSubmitted', term: 'beach' },
      { type: 'searchAnswered', seq: 1, result: answer([], null), notConfigured: true },
    );
    expect(answered.search.notConfigured).toBe(true);
  });

  it('after a failed first page the same words can be searched again', () => {
    const failed = run(
      initialPhotoDrawerState,
      { type: 'searchSubmitted', term: 'beach' },
      { type: 'searchAnswered', seq: 1, result: null, notConfigured: false },
    );
    expect(failed.search).toMatchObject({ failed: true, lastTerm: '', pending: null });
    expect(run(failed, { type: 'searchSubmitted', term: 'beach' }).search.pending).toMatchObject({
      term: 'beach',
      page: 1,
    });
  });
});

describe('photo drawer state: tabs', () => {
  it('toggles the tab list and closes it when a tab is chosen', () => {
    const open = run(initialPhotoDrawerState, { type: 'tabListToggled' });
    expect(open.tabListOpen).toBe(true);
    expect(run(open, { type: 'tabSelected', tab: 'search' })).toMatchObject({ tab: 'search', tabListOpen: false });
  });
});
