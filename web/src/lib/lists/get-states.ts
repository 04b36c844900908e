import { type State } from '@common/contracts/list';
import { useLookupList } from './list-cache';

/**
 * The states of a country in the page's language, loaded once per country and persisted. Nothing is
 * asked for without a country, or for a country the countries list says has none.
 */
export function useStates(countryId: number | null | undefined, options: { hasStates?: boolean } = {}) {
  const enabled = !!countryId && options.hasStates !== false;
  return useLookupList<State>('states', `/list/states/${countryId ?? 0}`, { param: countryId ?? 0, enabled });
}
