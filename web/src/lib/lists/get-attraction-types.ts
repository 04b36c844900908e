import { useMemo } from 'react';
import { type AttractionType } from '@common/contracts/list';
import { useLookupList } from './list-cache';

/** Splits attraction types into places to eat and drink (`food`), and everything else. */
export function splitAttractionTypes(items: AttractionType[]): { food: AttractionType[]; other: AttractionType[] } {
  return { food: items.filter((item) => item.food), other: items.filter((item) => !item.food) };
}

/** GET /list/attractionTypes in the page's language, loaded once and persisted, plus its food / other split. */
export function useAttractionTypes() {
  const list = useLookupList<AttractionType>('attractionTypes', '/list/attractionTypes');
  const split = useMemo(() => splitAttractionTypes(list.items), [list.items]);
  return { ...list, ...split };
}
