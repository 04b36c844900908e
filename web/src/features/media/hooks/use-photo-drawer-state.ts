import { useEffect, useReducer } from 'react';
import { searchStockPhotos } from '../api/search-stock-photos';
import { initialPhotoDrawerState, photoDrawerReducer } from './photo-drawer-reducer';

/**
 * The drawer's state (photoDrawerReducer) plus the one side effect the reducer asks for: sending the
 * pending stock search call and feeding its answer back. A newer request cancels an older one.
 */
export function usePhotoDrawerState() {
  const [state, dispatch] = useReducer(photoDrawerReducer, initialPhotoDrawerState);
  const pending = state.search.pending;

  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    void searchStockPhotos(pending.term, pending.page, controller.signal).then(({ result, notConfigured }) => {
      if (!controller.signal.aborted) dispatch({ type: 'searchAnswered', seq: pending.seq, result, notConfigured });
    });
    return () => controller.abort();
  }, [pending]);

  return [state, dispatch] as const;
}
