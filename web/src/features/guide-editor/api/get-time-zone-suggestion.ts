import { useQuery } from '@tanstack/react-query';
import { type TimeZoneSuggestion } from '@common/contracts/list';
import { api } from '@web/lib/api-client';

/** Where the property is, as the editor holds it (ids of the lookup lists, a valid pair of coordinates). */
export interface Place {
  countryId: string | null;
  stateId: string | null;
  coordinates: { latitude: number; longitude: number } | null;
}

/** GET /list/timezone: the zone the server derives for a place (decision 053), or null. */
async function getTimeZoneSuggestion(place: Place, signal?: AbortSignal): Promise<TimeZoneSuggestion> {
  const query = new URLSearchParams();
  if (place.countryId) query.set('countryId', place.countryId);
  if (place.countryId && place.stateId) query.set('stateId', place.stateId);
  if (place.coordinates) {
    query.set('latitude', String(place.coordinates.latitude));
    query.set('longitude', String(place.coordinates.longitude));
  }
  const result = await api<TimeZoneSuggestion>('GET', `/list/timezone?${query}`, { signal });
  if (!result) throw new Error('The time zone suggestion could not be loaded');
  return result;
}

/**
 * The zone the server suggests for `place`; nothing is asked for a place with neither a country
 * nor coordinates. Answers change only with a server release, so each place is asked once.
 */
export function useTimeZoneSuggestion(place: Place) {
  const { countryId, stateId, coordinates } = place;
  return useQuery({
    queryKey: ['time-zone-suggestion', countryId, stateId, coordinates?.latitude, coordinates?.longitude],
    queryFn: ({ signal }) => getTimeZoneSuggestion(place, signal),
    enabled: !!countryId || !!coordinates,
    staleTime: Infinity,
  });
}
