import type {
  AttractionType,
  Country,
  EmergencyInfoType,
  MediaSource,
  ReasonType,
  State,
  StrType,
  Theme,
} from '@common/contracts/list';
import type { Locale } from '@common/locales';
import type {
  AttractionTypeRow,
  CountryRow,
  EmergencyInfoTypeRow,
  NamedRow,
  StateRow,
  ThemeRow,
} from './list.repository';

/** A row's name in one language. */
export const nameIn = (row: { nameEn: string; nameEs: string }, locale: Locale) =>
  locale === 'es' ? row.nameEs : row.nameEn;

export const presentCountry = (row: CountryRow, locale: Locale, hasStates: boolean): Country => ({
  id: row.id,
  countryId: row.id,
  code: row.code,
  name: nameIn(row, locale),
  hasStates,
});

export const presentState = (row: StateRow, locale: Locale): State => ({
  id: row.id,
  stateId: row.id,
  countryId: row.countryId,
  code: row.code,
  name: nameIn(row, locale),
});

export const presentReasonType = (row: NamedRow, locale: Locale): ReasonType => ({
  id: row.id,
  reasonTypeId: row.id,
  code: row.code,
  name: nameIn(row, locale),
});

export const presentEmergencyInfoType = (row: EmergencyInfoTypeRow, locale: Locale): EmergencyInfoType => ({
  id: row.id,
  emergencyInfoTypeId: row.id,
  code: row.code,
  name: nameIn(row, locale),
  icon: row.icon,
});

export const presentAttractionType = (row: AttractionTypeRow, locale: Locale): AttractionType => ({
  id: row.id,
  attractionTypeId: row.id,
  code: row.code,
  name: nameIn(row, locale),
  food: row.food,
  icon: row.icon,
});

export const presentStrType = (row: NamedRow, locale: Locale): StrType => ({
  id: row.id,
  strTypeId: row.id,
  code: row.code,
  name: nameIn(row, locale),
});

export const presentTheme = (row: ThemeRow, locale: Locale): Theme => ({
  id: row.id,
  themeId: row.id,
  code: row.code,
  name: nameIn(row, locale),
  primaryColor: row.primaryColor,
  accentColor: row.accentColor,
  backgroundColor: row.backgroundColor,
  surfaceColor: row.surfaceColor,
  textColor: row.textColor,
  onPrimaryColor: row.onPrimaryColor,
});

export const presentMediaSource = (row: NamedRow, locale: Locale): MediaSource => ({
  id: row.id,
  mediaSourceId: row.id,
  code: row.code,
  name: nameIn(row, locale),
});
