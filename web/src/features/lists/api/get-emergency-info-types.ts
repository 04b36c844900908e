import { type EmergencyInfoType } from '@common/contracts/list';
import { type Locale } from '@common/locales';
import { lookupQueryOptions, useLookupList } from './list-cache';

/** GET /list/emergencyinfotypes: kinds of emergency contact. */
export const emergencyInfoTypesQueryOptions = (locale: Locale) =>
  lookupQueryOptions<EmergencyInfoType>('emergencyInfoTypes', '/list/emergencyinfotypes', locale);

/** GET /list/emergencyinfotypes in the page's language, loaded once and persisted. */
export const useEmergencyInfoTypes = () =>
  useLookupList<EmergencyInfoType>('emergencyInfoTypes', '/list/emergencyinfotypes');
