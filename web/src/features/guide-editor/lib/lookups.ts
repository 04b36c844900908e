import {
  type AttractionType,
  type Country,
  type EmergencyInfoType,
  type State,
  type StrType,
  type Theme,
} from '@common/contracts/list';

/**
 * The lookup lists the editor offers, in the page's language. The page loads them (lists feature)
 * and hands them in, so this feature stays independent of how they are fetched and cached.
 */
export interface EditorLookups {
  countries: Country[];
  /** States of the country currently chosen in the editor (see GuideEditor's onCountryChange). */
  states: State[];
  statesLoading: boolean;
  strTypes: StrType[];
  themes: Theme[];
  emergencyInfoTypes: EmergencyInfoType[];
  attractionTypes: AttractionType[];
}

/** Select options from a list of `{ id, name }` items. */
export const toOptions = (items: Array<{ id: number; name: string }>) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
