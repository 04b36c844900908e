import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './data/countries';
import { STATES } from './data/states';
import { CURRENT_ZONE_NAMES, MAIN_TIME_ZONES, STATE_TIME_ZONES } from './data/time-zones';
import { isTimeZone } from './time-zones';

describe('the time zone tables', () => {
  it('name only countries and states of the lookup lists, and zones this runtime knows', () => {
    const countryCodes = new Set(COUNTRIES.map((c) => c.code));
    for (const [country, zone] of Object.entries(MAIN_TIME_ZONES)) {
      expect(countryCodes.has(country), country).toBe(true);
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const [country, states] of Object.entries(STATE_TIME_ZONES)) {
      const codes = new Set((STATES[country] ?? []).map(([code]) => code));
      for (const [state, zone] of Object.entries(states)) {
        expect(codes.has(state), `${country}-${state}`).toBe(true);
        expect(isTimeZone(zone), zone).toBe(true);
      }
    }
    for (const zone of Object.values(CURRENT_ZONE_NAMES)) expect(isTimeZone(zone), zone).toBe(true);
  });
});
