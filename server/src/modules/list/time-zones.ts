import tzLookup from '@photostructure/tz-lookup';
import type { TimeZoneSuggestion } from '@common/contracts/list';
import { CURRENT_ZONE_NAMES, MAIN_TIME_ZONES, STATE_TIME_ZONES } from './data/time-zones';
import type { LookupCatalog } from './list.service';

/** True when this runtime can compute times in `zone`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const usable = (zone: string | null | undefined): string | null => (zone && isTimeZone(zone) ? zone : null);

/**
 * The zone at a point (an offline boundary table, docs/decisions/053-time-zone-from-the-address.md),
 * or null at sea: the table answers `Etc/GMT±N` there, which no host means for a property.
 */
function zoneAtCoordinates(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const zone = tzLookup(latitude, longitude);
  return zone.startsWith('Etc/') ? null : usable(zone);
}

/** The zones of a country by the runtime's CLDR data (`getTimeZones()`, an accessor in older runtimes). */
function countryZones(countryCode: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${countryCode}`) as Intl.Locale & {
      getTimeZones?: () => string[] | undefined;
      timeZones?: string[];
    };
    return (typeof locale.getTimeZones === 'function' ? locale.getTimeZones() : locale.timeZones) ?? [];
  } catch {
    return [];
  }
}

/**
 * The zone an address implies: the state's when the whole state keeps one, else the country's when
 * it has one (or one main zone that only a listed state departs from), else null.
 */
function zoneOfAddress(countryCode: string | null, stateCode: string | null): string | null {
  if (!countryCode) return null;
  const country = countryCode.toUpperCase();
  const ofState = stateCode ? STATE_TIME_ZONES[country]?.[stateCode.toUpperCase()] : undefined;
  if (ofState) return usable(ofState);
  const zones = countryZones(country);
  if (zones.length === 1) return usable(CURRENT_ZONE_NAMES[zones[0]!] ?? zones[0]);
  return usable(MAIN_TIME_ZONES[country]);
}

/** Where a property is: ids of the lookup lists and coordinates, any of them unknown. */
interface PlaceInput {
  countryId: number | null;
  stateId: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** The zone the coordinates imply, else the one the country and state imply, else none. */
export function suggestTimeZone(catalog: LookupCatalog, place: PlaceInput): TimeZoneSuggestion {
  if (place.latitude !== null && place.longitude !== null) {
    const zone = zoneAtCoordinates(place.latitude, place.longitude);
    if (zone) return { timeZone: zone, source: 'coordinates' };
  }
  const country = place.countryId !== null ? catalog.country(place.countryId) : undefined;
  const state = place.stateId !== null ? catalog.state(place.stateId) : undefined;
  const zone = zoneOfAddress(country?.code ?? null, state && state.countryId === country?.id ? state.code : null);
  return zone ? { timeZone: zone, source: 'address' } : { timeZone: null, source: null };
}
