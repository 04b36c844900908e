import {
  parseVideoUrl,
  VIDEO_ERROR_KEYS,
  VIDEO_LIMITS,
  type Video,
  type VideoLinkInputSchema,
  type VideoUpdateSchema,
} from '@common/contracts/videos';
import { ERROR_CODES } from '@common/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { VideoRow } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { changeGuide, type ChangeEvents } from '../../events';
import { AccessPolicy, type Permission } from '../access';
import { type FileStore, type IncomingFile, videoFileKey } from '../storage';
import { VideoStructure } from './container-check';
import { sniffVideo } from './upload-checks';
import { presentVideo } from './videos.presenter';
import { VideosRepository } from './videos.repository';

type LinkInput = z.output<typeof VideoLinkInputSchema>;
type UpdateInput = z.output<typeof VideoUpdateSchema>;

export interface VideosServiceOptions {
  imageBaseUrl: string;
  files: FileStore;
  maxBytes: number;
  /** Writes that change what the guide shows announce `guide.changed` through these (the concierge's index follows). */
  events: ChangeEvents;
}

/** Enough of the file to tell MP4 (ftyp box) and WebM (EBML DocType) apart from anything else. */
const VIDEO_HEAD_BYTES = 64;

const cleanTitle = (title: { en?: string; es?: string }) => ({
  ...(title.en ? { en: title.en } : {}),
  ...(title.es ? { es: title.es } : {}),
});

/**
 * A property's videos: links normalised to the provider's id (privacy-enhanced embeds), uploads
 * checked by content and streamed to disk. Owner or co-host; anyone else a 404.
 */
const notAVideo = () => new AppError(400, ERROR_CODES.unsupportedMedia, VIDEO_ERROR_KEYS.notAVideo, { field: 'file' });

/** The upload as it streams, followed by its container's structure: throws `notAVideo` after the last chunk when it is not whole. */
function wholeVideo(file: IncomingFile): IncomingFile {
  const structure = new VideoStructure();
  return {
    get truncated() {
      return file.truncated;
    },
    resume: () => file.resume(),
    async *[Symbol.asyncIterator]() {
      for await (const chunk of file) {
        structure.push(chunk);
        yield chunk;
      }
      // Cut at the size limit: the caller answers 413, not a broken container.
      if (!file.truncated && !structure.whole()) throw notAVideo();
    },
  };
}

export class VideosService {
  private readonly repo: VideosRepository;
  private readonly access: AccessPolicy;

  constructor(
    db: Db,
    private readonly options: VideosServiceOptions,
  ) {
    this.repo = new VideosRepository(db);
    this.access = new AccessPolicy(db);
  }

  private async present(rows: VideoRow[]): Promise<Video[]> {
    const posters = new Map(
      (await this.repo.mediaRows(rows.flatMap((r) => (r.posterMediaId ? [r.posterMediaId] : [])))).map((m) => [
        m.id,
        m,
      ]),
    );
    return rows.map((row) =>
      presentVideo(row, row.posterMediaId ? posters.get(row.posterMediaId) : undefined, this.options.imageBaseUrl),
    );
  }

  private async one(row: VideoRow): Promise<Video> {
    return (await this.present([row]))[0]!;
  }

  private async propertyFor(
    userId: string,
    propertyId: number,
    permission: Permission = 'guide.update',
  ): Promise<number> {
    return (await this.access.require(userId, permission, { propertyId })).propertyId;
  }

  /** A video the user may change (the guide of its property); 404 for another host's. */
  private async visible(userId: string, videoId: number): Promise<VideoRow> {
    await this.access.require(userId, 'guide.update', { videoId });
    const row = await this.repo.byId(videoId);
    if (!row) throw notFound();
    return row;
  }

  private async assertRoom(propertyId: number) {
    if ((await this.repo.countFor(propertyId)) >= VIDEO_LIMITS.perProperty)
      throw conflict(VIDEO_ERROR_KEYS.tooMany, { params: { max: VIDEO_LIMITS.perProperty } });
  }

  /** A poster must be a library photo of a property the user hosts (like PUT /property/user's photos). */
  private async assertPoster(userId: string, posterMediaId: number | null) {
    if (posterMediaId === null) return;
    const allowed = await this.access.usableMedia(userId, [posterMediaId]);
    if (!allowed.has(posterMediaId)) throw badRequest('posterMediaId', VIDEO_ERROR_KEYS.unknownPoster);
  }

  private parse(url: string) {
    const parsed = parseVideoUrl(url);
    if (!parsed) throw badRequest('url', VIDEO_ERROR_KEYS.unsupportedUrl);
    return parsed;
  }

  async list(userId: string, propertyId: number): Promise<Video[]> {
    return this.present(await this.repo.list(await this.propertyFor(userId, propertyId, 'property.read')));
  }

  async createLink(userId: string, input: LinkInput): Promise<Video> {
    const propertyId = await this.propertyFor(userId, input.propertyId);
    const { kind, id } = this.parse(input.url);
    await this.assertPoster(userId, input.posterMediaId);
    await this.assertRoom(propertyId);
    const row = await changeGuide(this.options.events, propertyId, (tx) =>
      new VideosRepository(tx).insert({
        propertyId,
        kind,
        providerVideoId: id,
        title: cleanTitle(input.title),
        posterMediaId: input.posterMediaId,
      }),
    );
    return this.one(row);
  }

  /**
   * An uploaded file: the property is checked before any byte is read; the first bytes decide the
   * type (MP4 or WebM, else 400); the rest is streamed to disk up to the size limit (413 past it),
   * and a file whose container does not hold together (VideoStructure) is refused (400) and removed.
   */
  async upload(
    userId: string,
    propertyId: number,
    next: () => Promise<(IncomingFile & { fileName: string }) | null>,
  ): Promise<Video> {
    const id = await this.propertyFor(userId, propertyId);
    await this.assertRoom(id);
    const file = await next();
    if (!file) throw badRequest('file', VIDEO_ERROR_KEYS.noFile);
    let contentType: 'video/mp4' | 'video/webm' | null = null;
    const stored = await this.options.files.putStream(
      wholeVideo(file),
      VIDEO_HEAD_BYTES,
      (head) => {
        contentType = sniffVideo(head);
        if (!contentType) throw notAVideo();
        return videoFileKey(contentType === 'video/mp4' ? 'mp4' : 'webm');
      },
      () =>
        new AppError(413, ERROR_CODES.payloadTooLarge, VIDEO_ERROR_KEYS.tooLarge, {
          field: 'file',
          params: { maxMb: Math.floor(this.options.maxBytes / 1_048_576) },
        }),
    );
    const title = file.fileName
      .replace(/\.[a-z0-9]{2,5}$/i, '')
      .trim()
      .slice(0, VIDEO_LIMITS.title);
    try {
      const row = await changeGuide(this.options.events, id, (tx) =>
        new VideosRepository(tx).insert({
          propertyId: id,
          kind: 'file',
          fileKey: stored.key,
          contentType,
          byteSize: stored.bytes,
          title: title ? { en: title } : {},
        }),
      );
      return this.one(row);
    } catch (error) {
      await this.options.files.delete(stored.key);
      throw error;
    }
  }

  async update(userId: string, input: UpdateInput): Promise<Video> {
    const current = await this.visible(userId, input.videoId);
    await this.assertPoster(userId, input.posterMediaId);
    const values: Partial<VideoRow> = {
      title: cleanTitle(input.title),
      posterMediaId: input.posterMediaId,
      modifyDate: nextModifyDate(current.modifyDate),
    };
    if (input.url !== undefined) {
      if (current.kind === 'file') throw badRequest('url', VIDEO_ERROR_KEYS.urlOnlyForLinks);
      const { kind, id } = this.parse(input.url);
      values.kind = kind;
      values.providerVideoId = id;
    }
    const row = await changeGuide(this.options.events, current.propertyId, (tx) =>
      new VideosRepository(tx).update(current.id, values),
    );
    return this.one(row);
  }

  async remove(userId: string, videoId: number): Promise<{ videoId: number }> {
    const current = await this.visible(userId, videoId);
    await changeGuide(this.options.events, current.propertyId, (tx) => new VideosRepository(tx).delete(current.id));
    await this.options.files.delete(current.fileKey);
    return { videoId: current.id };
  }
}
