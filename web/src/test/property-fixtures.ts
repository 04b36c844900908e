import {
  type AttractionType,
  type Country,
  type EmergencyInfoType,
  type State,
  type StrType,
  type Theme,
} from '@common/contracts/list';
import { type Property } from '@common/contracts/property';

/** A property as GET /property/user answers it: three sections, one emergency contact, one restaurant. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  const base: Property = {
    propertyId: 7,
    exId: '7d6c6a52-8f6c-4a0c-9a42-4b1f3c2d1e00',
    name: 'Casa Limón',
    address1: 'Calle Mayor 1',
    address2: null,
    city: 'Madrid',
    stateId: 30,
    countryId: 3,
    postalCode: '28013',
    createDate: '2026-01-01T10:00:00.000Z',
    latitude: 40.4168,
    longitude: -3.7038,
    timeZone: 'Europe/Madrid',
    isActive: true,
    propertyImageMediaId: null,
    subscriptionId: null,
    assignToSubscription: false,
    isCoHost: false,
    isDeleted: false,
    deleteDate: null,
    modifyDate: '2026-01-02T10:00:00.000Z',
    isIndexing: false,
    lastIndexDate: null,
    videoCollectionId: null,
    fullAddress: 'Calle Mayor 1, Madrid, Madrid 28013, Spain',
    propertyImage: null,
    propertyImageSmall: null,
    state: { stateId: 30, code: 'MD', name: 'Madrid' },
    propertyStr: { strTypeId: 1, code: 'apartment', name: 'Apartment' },
    propertyStrTypes: [1],
    userProfile: {
      userId: 'u1',
      firstName: 'Ana',
      lastName: 'García',
      fullName: 'Ana García',
      email: 'ana@example.com',
      profileImageMediaId: null,
    },
    coHosts: [],
    emergencyInfos: [
      {
        emergencyInfoId: 'e1',
        emergencyInfoTypeId: 1,
        name: 'Emergencias',
        phone: '112',
        address: null,
        latitude: null,
        longitude: null,
        notes: { en: '<p>All emergencies</p>' },
      },
    ],
    guide: {
      slug: 'k3j4h5g6f7d8',
      published: false,
      accessCode: null,
      themeId: null,
      defaultLocale: 'en',
      guestAnalytics: false,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      hostContact: { name: null, phone: null, email: null, show: false },
      sections: [
        {
          sectionId: 's1',
          kind: 'welcome',
          icon: 'home-heart',
          sensitive: false,
          sortOrder: 0,
          title: { en: 'Welcome', es: 'Bienvenida' },
          body: { en: '<p>Hello</p>', es: '<p>Hola</p>' },
          mediaIds: [],
          imageUrls: [],
        },
        {
          sectionId: 's2',
          kind: 'wifi',
          icon: 'wifi',
          sensitive: true,
          sortOrder: 1,
          title: { en: 'Wi-Fi', es: 'Wifi' },
          body: {},
          mediaIds: [],
          imageUrls: [],
          wifi: { network: 'CasaLimon', password: 'limon-2026' },
        },
        {
          sectionId: 's3',
          kind: 'rules',
          icon: 'list-check',
          sensitive: false,
          sortOrder: 2,
          title: { en: 'House rules', es: 'Normas' },
          body: { en: '<p>No parties</p>' },
          mediaIds: [],
          imageUrls: [],
        },
      ],
      attractions: [
        {
          attractionId: 'a1',
          attractionTypeId: 1,
          name: 'Casa Lucio',
          description: { en: '<p>Huevos rotos</p>' },
          address: 'Cava Baja 35',
          latitude: null,
          longitude: null,
          url: null,
          phone: null,
          mediaId: null,
          imageUrl: null,
        },
      ],
    },
  };
  return { ...base, ...overrides };
}

export const fixtureCountries: Country[] = [
  { id: 3, countryId: 3, code: 'ES', name: 'Spain', hasStates: true },
  { id: 4, countryId: 4, code: 'AD', name: 'Andorra', hasStates: false },
];
export const fixtureStates: State[] = [{ id: 30, stateId: 30, countryId: 3, code: 'MD', name: 'Madrid' }];
export const fixtureStrTypes: StrType[] = [{ id: 1, strTypeId: 1, code: 'apartment', name: 'Apartment' }];
export const fixtureThemes: Theme[] = [
  {
    id: 1,
    themeId: 1,
    code: 'sea',
    name: 'Sea',
    primaryColor: '#0c766a',
    accentColor: '#14a896',
    backgroundColor: '#f4f7f6',
    surfaceColor: '#ffffff',
    textColor: '#1d2624',
    onPrimaryColor: '#ffffff',
  },
];
export const fixtureEmergencyTypes: EmergencyInfoType[] = [
  { id: 1, emergencyInfoTypeId: 1, code: 'police', name: 'Police', icon: 'shield-lock' },
];
export const fixtureAttractionTypes: AttractionType[] = [
  { id: 1, attractionTypeId: 1, code: 'restaurant', name: 'Restaurant', food: true, icon: 'tools-kitchen-2' },
  { id: 2, attractionTypeId: 2, code: 'museum', name: 'Museum', food: false, icon: 'building-bank' },
];
