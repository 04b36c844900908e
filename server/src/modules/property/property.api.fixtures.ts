/** The app and the calls the property API tests (property.*.test.ts) share. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { TestHost } from './property.fixtures';

export let t: TestApp;

/** One app per test file. */
export function usePropertyApp() {
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** Every field of the Property contract. */
export const PROPERTY_FIELDS = [
  'propertyId',
  'exId',
  'name',
  'address1',
  'address2',
  'city',
  'stateId',
  'countryId',
  'postalCode',
  'createDate',
  'latitude',
  'longitude',
  'timeZone',
  'isActive',
  'propertyImageMediaId',
  'subscriptionId',
  'assignToSubscription',
  'isCoHost',
  'isDeleted',
  'deleteDate',
  'modifyDate',
  'isIndexing',
  'lastIndexDate',
  'videoCollectionId',
  'fullAddress',
  'propertyImage',
  'propertyImageSmall',
  'state',
  'propertyStr',
  'propertyStrTypes',
  'userProfile',
  'coHosts',
  'emergencyInfos',
  'guide',
];

export async function create(host: TestHost, headers: Record<string, string> = {}): Promise<Property> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/property/user',
    headers: { ...host.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property;
}

export async function list(host: TestHost, query = ''): Promise<Property[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/user${query}`, headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property[];
}

export async function dropdown(host: TestHost) {
  const res = await t.app.inject({ method: 'GET', url: '/api/property/user/list', headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { propertyId: number; name: string; isCoHost: boolean }[];
}

export const put = (host: TestHost | null, payload: unknown, query = '') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/property/user${query}`,
    headers: host?.headers ?? {},
    payload: payload as object,
  });

export const del = (host: TestHost | null, propertyId: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/property/user/${propertyId}`, headers: host?.headers ?? {} });

export async function lookupIds() {
  const countries = (await t.app.inject({ method: 'GET', url: '/api/list/countries' })).json().result as {
    id: number;
    code: string;
  }[];
  const country = (code: string) => countries.find((c) => c.code === code)!.id;
  const statesOf = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/list/states/${country(code)}` })).json().result as {
      id: number;
      code: string;
    }[];
  const attraction = (await t.app.inject({ method: 'GET', url: '/api/list/attractionTypes' })).json().result as {
    id: number;
    code: string;
  }[];
  const emergency = (await t.app.inject({ method: 'GET', url: '/api/list/emergencyinfotypes' })).json().result as {
    id: number;
    code: string;
  }[];
  const str = (await t.app.inject({ method: 'GET', url: '/api/list/strTypes' })).json().result as {
    id: number;
    code: string;
  }[];
  return {
    us: country('US'),
    es: country('ES'),
    texas: (await statesOf('US')).find((s) => s.code === 'TX')!.id,
    madrid: (await statesOf('ES')).find((s) => s.code === 'M')!.id,
    restaurant: attraction.find((a) => a.code === 'restaurant')!.id,
    beach: attraction.find((a) => a.code === 'beach')!.id,
    police: emergency.find((e) => e.code === 'police')!.id,
    hospital: emergency.find((e) => e.code === 'hospital')!.id,
    apartment: str.find((s) => s.code === 'apartment')!.id,
    villa: str.find((s) => s.code === 'villa')!.id,
  };
}
