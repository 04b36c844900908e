import { randomInt } from 'node:crypto';
import { type Property, PROPERTY_ERROR_KEYS } from '@common/contracts/property';
import type { Locale } from '@common/locales';
import type { Db } from '../../../db/client';
import type { NewDeviceRow, NewMediaRow, PropertyRow } from '../../../db/schema';
import type { ChangeEvents } from '../../../events';
import { notFound } from '../../../lib/errors';
import { AccessPolicy } from '../../access';
import { newSlug, PropertyRepository, PropertyService } from '../../property';
import { type FileStore, type ImageStorage, imageKey, manualFileKey, newImageId, videoFileKey } from '../../storage';
import { DuplicateRepository } from './duplicate.repository';
import { type Remap, remapGuideColumns, remapMediaIds, remapVideoId } from './remap';

/** Files copied at a time (each a read and a write on the store). */
const COPY_CONCURRENCY = 4;

/** A new access code as long as the source's: sensitive sections stay guarded, by a code of their own. */
const newAccessCode = (like: string) => Array.from({ length: like.length }, () => String(randomInt(10))).join('');

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** Runs the jobs `limit` at a time; the first failure is thrown once every started job has ended. */
async function runLimited(jobs: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (next < jobs.length && failure === null) {
      const job = jobs[next++]!;
      await job().catch((error: unknown) => {
        failure ??= error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  if (failure !== null) throw failure;
}

/**
 * POST /property/user/{propertyId}/duplicate: a new property of the caller's with the source's guide
 * (sections, places, emergency numbers, settings), its photos, videos and devices with their manuals,
 * each with files of its own; never its stays, messages, co-hosts, guest link, short code or access
 * code (docs/decisions/046-duplicating-a-guide.md).
 */
export class DuplicateService {
  private readonly access: AccessPolicy;
  private readonly properties: PropertyRepository;
  private readonly repo: DuplicateRepository;

  constructor(
    private readonly db: Db,
    private readonly options: { events: ChangeEvents; images: ImageStorage; files: FileStore },
  ) {
    this.access = new AccessPolicy(db);
    this.properties = new PropertyRepository(db);
    this.repo = new DuplicateRepository(db);
  }

  async duplicate(userId: string, propertyId: number, name: string, locale: Locale): Promise<Property> {
    await this.access.require(
      userId,
      'property.duplicate',
      { propertyId },
      { forbidden: PROPERTY_ERROR_KEYS.coHostCannotDuplicate },
    );
    const source = (await this.properties.findVisible(userId, propertyId))?.row;
    if (!source) throw notFound();

    const [videoRows, deviceRows] = await Promise.all([this.repo.videosOf(source.id), this.repo.devicesOf(source.id)]);
    const namedIds = [
      ...(source.propertyImageMediaId ? [source.propertyImageMediaId] : []),
      ...source.guide.sections.flatMap((s) => s.mediaIds),
      ...source.guide.attractions.flatMap((a) => (a.mediaId ? [a.mediaId] : [])),
      ...deviceRows.flatMap((d) => d.mediaIds),
      ...videoRows.flatMap((v) => (v.posterMediaId ? [v.posterMediaId] : [])),
    ];
    // Only photos the caller may use themselves come along (not one of a property they no longer co-host).
    const usable = await this.access.usableMedia(userId, [...new Set(namedIds)]);
    const mediaRows = await this.repo.mediaToCopy(source.id, [...usable]);

    // Files first, rows after (as uploads do): a failure removes the copies made so far.
    const written: { store: 'images' | 'files'; key: string }[] = [];
    const paths = new Map<string, string>();
    const manuals = new Map<number, string>();
    const videoFiles = new Map<number, string>();
    const copyImage = async (from: string, to: string) => {
      const copied = await this.options.images.copy(from, to);
      if (copied) written.push({ store: 'images', key: to });
      return copied;
    };
    const copyFile = async (from: string, to: string) => {
      const copied = await this.options.files.copy(from, to);
      if (copied) written.push({ store: 'files', key: to });
      return copied;
    };
    const jobs: (() => Promise<void>)[] = [
      ...mediaRows.map((row) => async () => {
        const id = newImageId();
        const small = imageKey(id, 's', extensionOf(row.smallPath));
        const large = imageKey(id, 'l', extensionOf(row.largePath));
        // A photo whose files are gone is left out of the copy (its references are dropped).
        if ((await copyImage(row.smallPath, small)) && (await copyImage(row.largePath, large))) {
          paths.set(row.smallPath, small);
          paths.set(row.largePath, large);
        }
      }),
      ...videoRows
        .filter((v) => v.fileKey)
        .map((v) => async () => {
          const key = videoFileKey(extensionOf(v.fileKey!) === 'webm' ? 'webm' : 'mp4');
          if (await copyFile(v.fileKey!, key)) videoFiles.set(v.id, key);
        }),
      ...deviceRows
        .filter((d) => d.manualKey)
        .map((d) => async () => {
          const key = manualFileKey(d.manualFileName ?? 'manual');
          if (await copyFile(d.manualKey!, key)) manuals.set(d.id, key);
        }),
    ];
    try {
      await runLimited(jobs, COPY_CONCURRENCY);
      const copyId = await this.writeRows(
        userId,
        name,
        source,
        { mediaRows, videoRows, deviceRows },
        {
          paths,
          manuals,
          videoFiles,
        },
      );
      const [property] = await new PropertyService(this.db, this.options.events).list(userId, locale, {
        propertyId: copyId,
      });
      return property!;
    } catch (error) {
      await Promise.all(
        written.map(({ store, key }) =>
          (store === 'images' ? this.options.images.delete(key) : this.options.files.delete(key)).catch(
            () => undefined,
          ),
        ),
      );
      throw error;
    }
  }

  /** Every row of the copy in one transaction, announced as guide.changed (the concierge indexes the copy). */
  private writeRows(
    userId: string,
    name: string,
    source: PropertyRow,
    rows: {
      mediaRows: Awaited<ReturnType<DuplicateRepository['mediaToCopy']>>;
      videoRows: Awaited<ReturnType<DuplicateRepository['videosOf']>>;
      deviceRows: Awaited<ReturnType<DuplicateRepository['devicesOf']>>;
    },
    files: { paths: Map<string, string>; manuals: Map<number, string>; videoFiles: Map<number, string> },
  ): Promise<number> {
    const { events } = this.options;
    return events.transaction(async (tx) => {
      const properties = new PropertyRepository(tx);
      const repo = new DuplicateRepository(tx);
      const now = new Date();
      const copy = await properties.insert({
        ownerUserId: userId,
        name,
        address1: source.address1,
        address2: source.address2,
        city: source.city,
        stateId: source.stateId,
        countryId: source.countryId,
        postalCode: source.postalCode,
        latitude: source.latitude,
        longitude: source.longitude,
        timeZone: source.timeZone,
        isActive: source.isActive,
        strTypeIds: source.strTypeIds,
        slug: newSlug(),
        // A copy is a draft until its owner publishes it (it may still name the other address or Wi-Fi).
        published: false,
        accessCode: source.accessCode ? newAccessCode(source.accessCode) : null,
        themeId: source.themeId,
        defaultLocale: source.defaultLocale,
        guestAnalytics: source.guestAnalytics,
        guide: source.guide,
        emergencyInfos: source.emergencyInfos,
        createDate: now,
        modifyDate: now,
      });

      const copiedMedia = rows.mediaRows.filter((row) => files.paths.has(row.largePath));
      // A stock photo is kept once per library (unique index): a second copy of it (from another library) is a plain photo.
      const stockIds = new Set<number>();
      const newMedia: NewMediaRow[] = copiedMedia.map(({ id: _id, createDate: _created, ...row }) => ({
        ...row,
        stockPhotoId:
          row.stockPhotoId !== null && !stockIds.has(row.stockPhotoId) && stockIds.add(row.stockPhotoId)
            ? row.stockPhotoId
            : null,
        propertyId: copy.id,
        createdByUserId: userId,
        smallPath: files.paths.get(row.smallPath)!,
        largePath: files.paths.get(row.largePath)!,
      }));
      const idByPath = await repo.insertMedia(newMedia);
      const remap: Remap = {
        media: new Map(copiedMedia.map((row) => [row.id, idByPath.get(files.paths.get(row.largePath)!)!])),
        videos: new Map(),
        paths: files.paths,
      };

      for (const video of rows.videoRows) {
        // An uploaded video whose file is gone is left out.
        if (video.fileKey && !files.videoFiles.has(video.id)) continue;
        const { id, createDate: _created, modifyDate: _modified, ...fields } = video;
        const newId = await repo.insertVideo({
          ...fields,
          propertyId: copy.id,
          fileKey: video.fileKey ? files.videoFiles.get(id)! : null,
          posterMediaId: remap.media.get(video.posterMediaId ?? -1) ?? null,
          createDate: now,
          modifyDate: now,
        });
        remap.videos.set(id, newId);
      }

      const newDevices: NewDeviceRow[] = rows.deviceRows.map(({ id, createDate: _c, modifyDate: _m, ...device }) => {
        const manualKey = files.manuals.get(id) ?? null;
        return {
          ...device,
          propertyId: copy.id,
          mediaIds: remapMediaIds(remap, device.mediaIds),
          videoId: remapVideoId(remap, device.videoId),
          manualKey,
          manualFileName: manualKey ? device.manualFileName : null,
          manualBytes: manualKey ? device.manualBytes : null,
          createDate: now,
          modifyDate: now,
        };
      });
      await repo.insertDevices(newDevices);

      // The guide names the copy's photos and videos; its text is the source's, sanitised as the source's was.
      const saved = await properties.updateIfUnchanged(copy.id, now, remapGuideColumns(source, remap), {
        richTextSanitized: source.sanitizedStamp > 0,
      });
      if (!saved) throw new Error('the copy changed while it was being written');
      await events.emit(tx, { type: 'guide.changed', propertyId: copy.id });
      return copy.id;
    });
  }
}
