import {
  DEVICE_ERROR_KEYS,
  DEVICE_LIMITS,
  type Device,
  type DeviceInputSchema,
  type DeviceUpdateSchema,
} from '@common/contracts/devices';
import { ERROR_CODES } from '@common/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { DeviceRow } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { deviceTexts, nextEditedStamps } from '@common/guide-languages';
import { keptDeviceMarks } from '@common/machine-translation';
import { nextModifyDate } from '../../lib/modify-date';
import { sanitizeLocalized } from '../../lib/sanitize-html';
import { changeGuide, type ChangeEvents } from '../../events';
import { AccessPolicy, type Permission } from '../access';
import { type FileStore, type IncomingFile, manualFileKey } from '../storage';
import { looksLikePdf, VideosRepository } from '../videos';
import { presentDevice } from './devices.presenter';
import { DevicesRepository } from './devices.repository';

type DeviceInput = z.output<typeof DeviceInputSchema>;
type DeviceUpdate = z.output<typeof DeviceUpdateSchema>;
type DeviceFields = Omit<DeviceInput, 'propertyId'>;

export interface DevicesServiceOptions {
  imageBaseUrl: string;
  files: FileStore;
  manualMaxBytes: number;
  /** Writes that change what the guide shows announce `guide.changed` through these (the concierge's index follows). */
  events: ChangeEvents;
}

/**
 * A device that is a copy of a shared block (docs/decisions/047-shared-blocks.md) keeps the block's
 * words on a save: its name, category, brand, model and texts (with their machine-translation marks)
 * change only through the block (or after
 * detaching it); its location, photos, video and manual are the property's own.
 */
function keepSharedWords<T extends object>(current: DeviceRow, values: T): T {
  if (current.sharedBlockId === null) return values;
  const { name, category, brand, model, howTo, troubleshooting, machine } = current;
  return { ...values, name, category, brand, model, howTo, troubleshooting, machine };
}

/**
 * Devices of the host's properties (own and co-hosted): CRUD with sanitised how-to and
 * troubleshooting text, library photos the host may use, a video of the same property, and a PDF
 * manual checked by content. Another host's device or property is a 404.
 */
export class DevicesService {
  private readonly repo: DevicesRepository;
  private readonly videos: VideosRepository;
  private readonly access: AccessPolicy;

  constructor(
    db: Db,
    private readonly options: DevicesServiceOptions,
  ) {
    this.repo = new DevicesRepository(db);
    this.videos = new VideosRepository(db);
    this.access = new AccessPolicy(db);
  }

  private async present(rows: DeviceRow[]): Promise<Device[]> {
    const photos = new Map((await this.repo.mediaRows(rows.flatMap((r) => r.mediaIds ?? []))).map((m) => [m.id, m]));
    return rows.map((row) => presentDevice(row, photos, this.options.imageBaseUrl));
  }

  private async one(row: DeviceRow): Promise<Device> {
    return (await this.present([row]))[0]!;
  }

  private async propertyFor(userId: string, propertyId: number, permission: Permission): Promise<number> {
    return (await this.access.require(userId, permission, { propertyId })).propertyId;
  }

  /** A device the user may change (the guide of its property); 404 for another host's. */
  private async visible(userId: string, deviceId: number): Promise<DeviceRow> {
    await this.access.require(userId, 'guide.update', { deviceId });
    const row = await this.repo.byId(deviceId);
    if (!row) throw notFound();
    return row;
  }

  /** Checks photos (library photos of a property the user hosts) and the video (one of this property's), then the columns to write. */
  private async columns(userId: string, propertyId: number, input: DeviceFields) {
    const allowed = await this.access.usableMedia(userId, input.mediaIds);
    const unknown = input.mediaIds.findIndex((id) => !allowed.has(id));
    if (unknown >= 0) throw badRequest(`mediaIds.${unknown}`, DEVICE_ERROR_KEYS.unknownMedia);
    if (input.videoId !== null && !(await this.videos.ofProperty(propertyId, [input.videoId])).length)
      throw badRequest('videoId', DEVICE_ERROR_KEYS.unknownVideo);
    const howTo = sanitizeLocalized(input.howTo);
    const troubleshooting = sanitizeLocalized(input.troubleshooting);
    return {
      name: input.name,
      category: input.category,
      location: input.location,
      brand: input.brand,
      model: input.model,
      howTo,
      troubleshooting,
      // Machine-translation marks (decision 055) only where they match the saved words.
      machine: keptDeviceMarks({ howTo, troubleshooting, machine: input.machine }),
      mediaIds: [...new Set(input.mediaIds)],
      videoId: input.videoId,
    };
  }

  async list(userId: string, propertyId: number): Promise<Device[]> {
    return this.present(await this.repo.list(await this.propertyFor(userId, propertyId, 'property.read')));
  }

  async create(userId: string, input: DeviceInput): Promise<Device> {
    const propertyId = await this.propertyFor(userId, input.propertyId, 'guide.update');
    const values = await this.columns(userId, propertyId, input);
    if ((await this.repo.countFor(propertyId)) >= DEVICE_LIMITS.perProperty)
      throw conflict(DEVICE_ERROR_KEYS.tooMany, { params: { max: DEVICE_LIMITS.perProperty } });
    const textEdited = nextEditedStamps(null, deviceTexts(values), new Date().toISOString());
    const row = await changeGuide(this.options.events, propertyId, (tx) =>
      new DevicesRepository(tx).insert({ ...values, propertyId, textEdited }),
    );
    return this.one(row);
  }

  async update(userId: string, input: DeviceUpdate): Promise<Device> {
    const current = await this.visible(userId, input.deviceId);
    const values = keepSharedWords(current, await this.columns(userId, current.propertyId, input));
    const modifyDate = nextModifyDate(current.modifyDate);
    const textEdited = nextEditedStamps(
      { texts: deviceTexts(current), edited: current.textEdited },
      deviceTexts(values),
      modifyDate.toISOString(),
    );
    const row = await changeGuide(this.options.events, current.propertyId, (tx) =>
      new DevicesRepository(tx).update(current.id, { ...values, textEdited, modifyDate }),
    );
    return this.one(row);
  }

  async remove(userId: string, deviceId: number): Promise<{ deviceId: number }> {
    const current = await this.visible(userId, deviceId);
    await changeGuide(this.options.events, current.propertyId, (tx) => new DevicesRepository(tx).delete(current.id));
    await this.options.files.delete(current.manualKey);
    return { deviceId: current.id };
  }

  /**
   * A PDF manual: the device is checked before any byte is read; the file is read up to the size
   * limit (413 past it) and must be a PDF by content (400 otherwise). It replaces the previous one.
   */
  async uploadManual(
    userId: string,
    deviceId: number,
    next: () => Promise<(IncomingFile & { fileName: string }) | null>,
  ): Promise<Device> {
    const current = await this.visible(userId, deviceId);
    const file = await next();
    if (!file) throw badRequest('file', DEVICE_ERROR_KEYS.noFile);
    const chunks: Buffer[] = [];
    for await (const chunk of file) if (!file.truncated) chunks.push(chunk);
    if (file.truncated) {
      throw new AppError(413, ERROR_CODES.payloadTooLarge, DEVICE_ERROR_KEYS.manualTooLarge, {
        field: 'file',
        params: { maxMb: Math.floor(this.options.manualMaxBytes / 1_048_576) },
      });
    }
    const data = Buffer.concat(chunks);
    if (!looksLikePdf(data))
      throw new AppError(400, ERROR_CODES.unsupportedMedia, DEVICE_ERROR_KEYS.notAPdf, { field: 'file' });
    const key = manualFileKey(file.fileName);
    await this.options.files.putBuffer(key, data);
    const fileName = (file.fileName || 'manual.pdf').slice(0, DEVICE_LIMITS.manualFileName);
    let row: DeviceRow;
    try {
      row = await this.repo.update(current.id, {
        manualKey: key,
        manualFileName: fileName,
        manualBytes: data.length,
        modifyDate: nextModifyDate(current.modifyDate),
      });
    } catch (error) {
      await this.options.files.delete(key);
      throw error;
    }
    await this.options.files.delete(current.manualKey);
    return this.one(row);
  }

  async deleteManual(userId: string, deviceId: number): Promise<Device> {
    const current = await this.visible(userId, deviceId);
    const row = await this.repo.update(current.id, {
      manualKey: null,
      manualFileName: null,
      manualBytes: null,
      modifyDate: nextModifyDate(current.modifyDate),
    });
    await this.options.files.delete(current.manualKey);
    return this.one(row);
  }
}
