/**
 * The property contract's constants (common/contracts/property.ts re-exports them): in a module of
 * their own without zod, so a web page that needs only them does not load zod (decision 052).
 */

/** Limits shared by the API validation and the web forms. */
export const PROPERTY_LIMITS = {
  name: 120,
  address: 200,
  city: 120,
  postalCode: 20,
  timeZone: 64,
  sections: 60,
  sectionTitle: 120,
  /** Sanitised HTML per language. */
  sectionBody: 20_000,
  sectionMedia: 20,
  attractions: 150,
  attractionName: 120,
  attractionDescription: 4_000,
  emergencyInfos: 60,
  emergencyName: 120,
  emergencyNotes: 4_000,
  phone: 32,
  url: 2_048,
  wifiNetwork: 64,
  wifiPassword: 128,
  strTypes: 5,
} as const;

/** Section kinds the editor offers. `custom` is anything else (the host names it). */
export const SECTION_KINDS = [
  'welcome',
  'arrival',
  'wifi',
  'rules',
  'checkout',
  'parking',
  'trash',
  'amenities',
  'heating',
  'kitchen',
  'laundry',
  'transport',
  'pets',
  'pool',
  'emergency',
  'custom',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** The Tabler icon a section of each kind shows when the host picked none (editor and guest page alike). */
export const DEFAULT_SECTION_ICONS: Record<SectionKind, string> = {
  welcome: 'home-heart',
  arrival: 'key',
  wifi: 'wifi',
  rules: 'list-check',
  checkout: 'logout',
  parking: 'parking',
  trash: 'recycle',
  amenities: 'sofa',
  heating: 'temperature',
  kitchen: 'tools-kitchen-2',
  laundry: 'wash-machine',
  transport: 'bus',
  pets: 'paw',
  pool: 'pool',
  emergency: 'first-aid-kit',
  custom: 'info-circle',
};

export const GUIDE_LOCALES = ['en', 'es'] as const;
