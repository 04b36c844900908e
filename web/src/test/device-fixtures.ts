import { type Device } from '@common/contracts/devices';

/** A saved device of property 7 as `GET /devices/property/7` lists it, with `overrides` applied. */
export const makeDevice = (overrides: Partial<Device> = {}): Device => ({
  deviceId: 41,
  propertyId: 7,
  name: 'Dishwasher',
  category: 'other',
  location: '',
  brand: '',
  model: '',
  howTo: {},
  troubleshooting: {},
  mediaIds: [],
  photos: [],
  videoId: null,
  manual: null,
  sharedBlockId: null,
  createDate: '2026-11-28T10:00:00.000Z',
  modifyDate: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

/** The coffee machine written in English only (the translation tests' device). */
export const coffeeMachine = (overrides: Partial<Device> = {}): Device =>
  makeDevice({
    name: 'Coffee machine',
    category: 'coffeeMachine',
    howTo: { en: '<p>Press the big button.</p>' },
    edited: { en: '2026-11-28T10:00:00.000Z' },
    machine: {},
    ...overrides,
  });
