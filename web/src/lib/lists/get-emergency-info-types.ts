import { type EmergencyInfoType } from '@common/contracts/list';
import { useLookupList } from './list-cache';

/** GET /list/emergencyinfotypes in the page's language, loaded once and persisted. */
export const useEmergencyInfoTypes = () =>
  useLookupList<EmergencyInfoType>('emergencyInfoTypes', '/list/emergencyinfotypes');
