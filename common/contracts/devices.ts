import { z } from 'zod';
import { dbId, dbIdParam, wrapped } from './api';
import { EditedStampsSchema, localizedText, MachineMarksSchema } from './property';

/**
 * Devices, "how things work" (issue 16): a property's appliances and home devices with how-to and
 * troubleshooting text per language, photos from the library, a video and a PDF manual.
 *
 *   GET    {apiBase}/devices/property/{propertyId}      -> Device[] (oldest first)
 *   POST   {apiBase}/devices        DeviceInput         -> Device
 *   PUT    {apiBase}/devices        DeviceUpdate        -> Device
 *   DELETE {apiBase}/devices/{deviceId}                 -> { deviceId }
 *   POST   {apiBase}/devices/{deviceId}/manual  multipart, one `file` part (PDF) -> Device
 *   DELETE {apiBase}/devices/{deviceId}/manual          -> Device
 *
 * Owner or co-host of the property; anyone else gets 404. Text is sanitised HTML (the guide's
 * allow-list). Photos are library photos of a property the caller hosts; the video one of the same
 * property's videos. Manuals are checked by content (%PDF- header and an end-of-file marker) and
 * limited by MANUAL_MAX_BYTES; they are public to anyone holding their (unguessable) address.
 */

export const DEVICE_CATEGORIES = [
  'tv',
  'thermostat',
  'airConditioning',
  'washer',
  'dryer',
  'dishwasher',
  'oven',
  'coffeeMachine',
  'hotTub',
  'fireplace',
  'smartLock',
  'alarm',
  'router',
  'other',
] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

/** The Tabler icon of each category (host screen and guest page alike). */
export const DEVICE_ICONS: Record<DeviceCategory, string> = {
  tv: 'device-tv',
  thermostat: 'temperature',
  airConditioning: 'air-conditioning',
  washer: 'wash-machine',
  dryer: 'wind',
  dishwasher: 'tools-kitchen-2',
  oven: 'flame',
  coffeeMachine: 'coffee',
  hotTub: 'bath',
  fireplace: 'flame',
  smartLock: 'lock',
  alarm: 'alarm',
  router: 'router',
  other: 'plug',
};

export const DEVICE_LIMITS = {
  name: 120,
  location: 120,
  brand: 80,
  model: 80,
  /** Sanitised HTML per language. */
  text: 20_000,
  photos: 10,
  perProperty: 200,
  manualFileName: 200,
  /** Default byte limit of a manual (the server's MANUAL_MAX_BYTES may differ). */
  defaultManualMaxBytes: 20 * 1024 * 1024,
} as const;

const deviceFields = {
  name: z.string().trim().min(1).max(DEVICE_LIMITS.name),
  category: z.enum(DEVICE_CATEGORIES),
  location: z.string().trim().max(DEVICE_LIMITS.location).default('').describe('Where it is in the home'),
  brand: z.string().trim().max(DEVICE_LIMITS.brand).default(''),
  model: z.string().trim().max(DEVICE_LIMITS.model).default(''),
  howTo: localizedText(DEVICE_LIMITS.text).default({}).describe('Sanitised HTML per language'),
  troubleshooting: localizedText(DEVICE_LIMITS.text).default({}).describe('Sanitised HTML per language'),
  mediaIds: z.array(dbId()).max(DEVICE_LIMITS.photos).default([]).describe('Library photos (photo drawer)'),
  videoId: dbId().nullable().default(null).describe("One of the property's videos"),
  machine: MachineMarksSchema.default({}),
};

export const DeviceInputSchema = z.object({ propertyId: dbId(), ...deviceFields });
export type DeviceInput = z.input<typeof DeviceInputSchema>;

export const DeviceUpdateSchema = z.object({ deviceId: dbId(), ...deviceFields });
export type DeviceUpdate = z.input<typeof DeviceUpdateSchema>;

export const DevicePhotoSchema = z.object({ mediaId: z.number().int(), smallUrl: z.string(), largeUrl: z.string() });

export const DeviceManualSchema = z.object({
  url: z.string().describe('Site path of the PDF (public, unguessable)'),
  fileName: z.string(),
  bytes: z.number().int(),
});
export type DeviceManual = z.infer<typeof DeviceManualSchema>;

export const DeviceSchema = z.object({
  deviceId: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  category: z.enum(DEVICE_CATEGORIES),
  location: z.string(),
  brand: z.string(),
  model: z.string(),
  howTo: localizedText(DEVICE_LIMITS.text),
  troubleshooting: localizedText(DEVICE_LIMITS.text),
  edited: EditedStampsSchema.optional(),
  machine: MachineMarksSchema.optional(),
  mediaIds: z.array(z.number().int()),
  photos: z.array(DevicePhotoSchema).describe('The photos that still exist, in mediaIds order'),
  videoId: z.number().int().nullable(),
  manual: DeviceManualSchema.nullable(),
  sharedBlockId: z
    .number()
    .int()
    .nullable()
    .describe(
      "The shared block (GET /shared-blocks) this device is a copy of: its name, category, brand, model and texts are the block's and a PUT keeps the stored ones",
    ),
  createDate: z.string(),
  modifyDate: z.string(),
});
export type Device = z.infer<typeof DeviceSchema>;

export const DeviceIdParamsSchema = z.object({ deviceId: dbIdParam() });
export const DevicePropertyParamsSchema = z.object({ propertyId: dbIdParam() });

export const DeviceResponseSchema = wrapped(DeviceSchema);
export const DeviceListResponseSchema = wrapped(z.array(DeviceSchema));
export const DeletedDeviceResponseSchema = wrapped(z.object({ deviceId: z.number().int() }));

export const DEVICE_ERROR_KEYS = {
  unknownMedia: 'host.devices.errors.unknownMedia',
  unknownVideo: 'host.devices.errors.unknownVideo',
  notAPdf: 'host.devices.errors.notAPdf',
  manualTooLarge: 'host.devices.errors.manualTooLarge',
  noFile: 'host.devices.errors.noFile',
  tooMany: 'host.devices.errors.tooMany',
} as const;
