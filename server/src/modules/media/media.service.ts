import { createHash } from 'node:crypto';
import type { ApiError } from '@common/contracts/api';
import { MEDIA_SOURCE_IDS } from '@common/contracts/list';
import {
  type DeletedMedia,
  MEDIA_ERROR_KEYS,
  MEDIA_LIMITS,
  type MediaLibraryItem,
  type MediaLibraryPage,
  type SaveStockPhotoRequest,
  type StockSearchResult,
} from '@common/contracts/media';
import { ERROR_CODES } from '@common/errors';
import { LIBRARY_PAGE_SIZE } from '@common/limits';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { MediaRow } from '../../db/schema';
import { type IconIndex, searchIcons } from './icon-names';
import type { ImageQueue } from './image-queue';
import { ImageRejectedError, type ProcessedImage, processImage } from './image-processor';
import { removeImageFiles, storeVariants, variantColumns } from './image-variants';
import { type ImageStorage, newImageId } from '../storage';
import type { MediaRepository, StockCacheRepository } from './media.repository';
import { presentMediaItem } from './media.presenter';
import { type PexelsClient, StockProviderError } from './pexels.client';
import { StockFetchError, type StockImageFetcher } from './stock-image-fetcher';

/** Whether a user may use a property's library (the guide's photos): throws 404, or 403 for a co-host's role without it. */
export interface PropertyAccess {
  requireLibrary(userId: string, propertyId: number): Promise<void>;
}

/**
 * Removes a photo from the guides that show it (section photos, attraction photo, property image)
 * among those the user may edit, and answers the ids of the properties that changed. Implemented by the property module, which
 * owns the guides.
 */
export interface GuideMediaUsage {
  removeMedia(userId: string, photo: { mediaId: number; imagePaths: string[] }): Promise<number[]>;
}

/** One file of an upload, read on demand (the multipart stream is consumed in order). */
export interface UploadPart {
  fileName: string;
  /** The bytes, or 'tooLarge' when the file went over the byte limit (the rest was discarded). */
  read(): Promise<Buffer | 'tooLarge'>;
}

/** An upload refused as a whole: one error per refused file. */
export class UploadRejectedError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    readonly errors: ApiError[],
  ) {
    super('upload rejected');
    this.name = 'UploadRejectedError';
  }
}

export interface MediaServiceOptions {
  media: MediaRepository;
  stockCache: StockCacheRepository;
  storage: ImageStorage;
  queue: ImageQueue;
  access: PropertyAccess;
  guides: GuideMediaUsage;
  /** null when PEXELS_API_KEY is not set. */
  pexels: PexelsClient | null;
  /** Identifies the provider in cache keys (its API base URL). */
  pexelsBaseUrl: string;
  fetcher: StockImageFetcher;
  icons: () => IconIndex;
  maxBytes: number;
  maxPixels: number;
  stockCacheSeconds: number;
  /** Logs what cannot be reported to the caller (a file left behind). */
  warn: (details: object, message: string) => void;
}

const KNOWN_SOURCES = new Set<number>(Object.values(MEDIA_SOURCE_IDS));
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

/** A Pexels image URL names its photo: https://images.pexels.com/photos/{id}/pexels-photo-{id}.jpeg */
export function stockPhotoIdFromUrl(url: string): number | null {
  try {
    const match = /^\/photos\/(\d{1,15})\//.exec(new URL(url).pathname);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The media rules: who sees which library, what an upload must be, stock search and saving. */
export class MediaService {
  constructor(private readonly o: MediaServiceOptions) {}

  private async requireProperty(userId: string, propertyId: number): Promise<void> {
    await this.o.access.requireLibrary(userId, propertyId);
  }

  private requireSource(mediaSourceId: number): void {
    if (!KNOWN_SOURCES.has(mediaSourceId)) throw badRequest('mediaSourceId', MEDIA_ERROR_KEYS.unknownSource);
  }

  /** One page of a property's library for one source, newest first. */
  async listPage(
    userId: string,
    params: { page: number; mediaSourceId: number; propertyId: number },
  ): Promise<MediaLibraryPage> {
    this.requireSource(params.mediaSourceId);
    await this.requireProperty(userId, params.propertyId);
    const { rows, totalCount } = await this.o.media.page(
      params.propertyId,
      params.mediaSourceId,
      params.page,
      LIBRARY_PAGE_SIZE,
    );
    return { items: rows.map(presentMediaItem), totalCount };
  }

  /** Checks before the body is read: a refused call costs no upload and no image work. */
  private async checkUploadTarget(
    userId: string,
    params: { mediaSourceId: number; propertyId: number },
  ): Promise<void> {
    this.requireSource(params.mediaSourceId);
    if (params.mediaSourceId !== MEDIA_SOURCE_IDS.uploads)
      throw badRequest('mediaSourceId', MEDIA_ERROR_KEYS.uploadSourceOnly);
    await this.requireProperty(userId, params.propertyId);
  }

  /**
   * Stores every file of an upload, or none: each file is checked and re-encoded as it arrives; if
   * any is refused, the files already written for this request are removed and every refused file
   * is reported (`file[i]`, params.fileName).
   */
  async upload(
    userId: string,
    params: { mediaSourceId: number; propertyId: number },
    parts: AsyncIterable<UploadPart>,
  ): Promise<MediaLibraryItem[]> {
    await this.checkUploadTarget(userId, params);
    const stored: { part: UploadPart; keys: string[]; image: ProcessedImage; id: string }[] = [];
    const errors: ApiError[] = [];
    let sizeRefusal = false;
    let index = 0;
    try {
      for await (const part of parts) {
        const field = `file[${index}]`;
        index += 1;
        if (index > MEDIA_LIMITS.filesPerUpload) {
          errors.push({
            code: ERROR_CODES.validation,
            description: MEDIA_ERROR_KEYS.tooManyFiles,
            field: 'file',
            params: { max: MEDIA_LIMITS.filesPerUpload },
          });
          break;
        }
        const bytes = await part.read();
        if (bytes === 'tooLarge') {
          sizeRefusal = true;
          errors.push({
            code: ERROR_CODES.payloadTooLarge,
            description: MEDIA_ERROR_KEYS.fileTooLarge,
            field,
            params: { fileName: part.fileName, maxMegabytes: megabytes(this.o.maxBytes) },
          });
          continue;
        }
        try {
          // Once a file is refused nothing will be stored, but the rest are still checked so the
          // answer names every bad file.
          const image = await this.o.queue.run(() => processImage(bytes, { maxPixels: this.o.maxPixels }));
          if (errors.length > 0) continue;
          const id = newImageId();
          const keys = await storeVariants(this.o.storage, id, image, this.o.warn);
          stored.push({ part, keys, image, id });
        } catch (error) {
          if (!(error instanceof ImageRejectedError)) throw error;
          errors.push(this.refusalError(error, field, part.fileName));
        }
      }
      if (index === 0)
        errors.push({ code: ERROR_CODES.validation, description: MEDIA_ERROR_KEYS.noFiles, field: 'file' });
      if (errors.length > 0) throw new UploadRejectedError(sizeRefusal ? 413 : 400, errors);

      const rows: MediaRow[] = [];
      for (const { part, keys, image } of stored) {
        rows.push(
          await this.o.media.insert({
            ...variantColumns(keys, image),
            propertyId: params.propertyId,
            mediaSourceId: MEDIA_SOURCE_IDS.uploads,
            createdByUserId: userId,
            fileName: part.fileName.slice(0, 255) || null,
          }),
        );
      }
      return rows.map(presentMediaItem);
    } catch (error) {
      await removeImageFiles(
        this.o.storage,
        stored.flatMap((s) => s.keys),
        this.o.warn,
      );
      throw error;
    }
  }

  private refusalError(error: ImageRejectedError, field: string, fileName: string): ApiError {
    if (error.refusal.reason === 'tooManyPixels') {
      return {
        code: ERROR_CODES.validation,
        description: MEDIA_ERROR_KEYS.tooManyPixels,
        field,
        params: { fileName, maxMegapixels: megapixels(this.o.maxPixels) },
      };
    }
    return {
      code: ERROR_CODES.unsupportedMedia,
      description: MEDIA_ERROR_KEYS.unsupportedType,
      field,
      params: { fileName },
    };
  }

  /**
   * Deletes a library item the caller may use (else 404, also when the source does not match),
   * removes it from the guides that show it, then removes its files.
   */
  async delete(userId: string, mediaId: number, mediaSourceId: number): Promise<DeletedMedia> {
    const row = await this.o.media.findById(mediaId);
    if (!row || row.mediaSourceId !== mediaSourceId) throw notFound();
    await this.o.access.requireLibrary(userId, row.propertyId);
    const removedFromPropertyIds = await this.o.guides.removeMedia(userId, {
      mediaId: row.id,
      imagePaths: [row.largePath, row.smallPath],
    });
    await this.o.media.delete(row.id);
    await removeImageFiles(this.o.storage, [row.smallPath, row.largePath], this.o.warn);
    return { mediaId: row.id, removedFromPropertyIds };
  }

  /**
   * Stock search. Without a provider key: an empty result plus the "not configured" description
   * (status 200). Answers are cached for STOCK_CACHE_SECONDS across instances.
   */
  async searchStock(searchTerm: string, page: number): Promise<{ result: StockSearchResult; errors: ApiError[] }> {
    const perPage = MEDIA_LIMITS.stockPageSize;
    if (!this.o.pexels) {
      return {
        result: { photos: [], page, per_page: perPage, total_results: 0, next_page: null, rate_limits: null },
        errors: [{ code: ERROR_CODES.unavailable, description: MEDIA_ERROR_KEYS.stockNotConfigured }],
      };
    }
    const term = searchTerm.trim().replace(/\s+/g, ' ');
    const key = createHash('sha256')
      .update(JSON.stringify([this.o.pexelsBaseUrl, term.toLowerCase(), page, perPage]))
      .digest('hex');
    if (this.o.stockCacheSeconds > 0) {
      const cached = (await this.o.stockCache.get(key)) as StockSearchResult | null;
      if (cached) return { result: cached, errors: [] };
    }
    let result: StockSearchResult;
    try {
      result = await this.o.pexels.search(term, page, perPage);
    } catch (error) {
      throw this.providerError(error);
    }
    if (this.o.stockCacheSeconds > 0) {
      await this.o.stockCache.put(key, result, this.o.stockCacheSeconds);
      await this.o.stockCache.purgeExpired();
    }
    return { result, errors: [] };
  }

  private providerError(error: unknown): unknown {
    if (!(error instanceof StockProviderError)) return error;
    if (error.kind === 'rateLimited') {
      const seconds = Math.max(1, Math.min(error.retryAfterSeconds ?? 60, 86_400 * 31));
      return new AppError(429, ERROR_CODES.rateLimited, MEDIA_ERROR_KEYS.stockRateLimited, {
        headers: { 'retry-after': String(seconds) },
        params: { seconds },
      });
    }
    return new AppError(502, ERROR_CODES.unavailable, MEDIA_ERROR_KEYS.stockUnavailable);
  }

  /**
   * Saves a copy of a stock photo into the property's library (source Stock photos). The image is
   * fetched only from the provider's image hosts, then checked and re-encoded like an upload.
   */
  async saveStock(userId: string, propertyId: number, body: SaveStockPhotoRequest): Promise<MediaLibraryItem> {
    await this.requireProperty(userId, propertyId);
    let url = body.url;
    let stockPhotoId = body.photoId ?? null;
    let { alt, photographer, photographerUrl } = body;
    if (url === undefined) {
      if (!this.o.pexels) throw badRequest('photoId', MEDIA_ERROR_KEYS.stockNotConfigured);
      let photo;
      try {
        photo = await this.o.pexels.photo(stockPhotoId!);
      } catch (error) {
        if (error instanceof StockProviderError && error.kind === 'notFound')
          throw badRequest('photoId', MEDIA_ERROR_KEYS.stockFetchFailed);
        throw this.providerError(error);
      }
      // large2x (up to 1880 px wide) covers the 1600 px guide variant at a fraction of the original's bytes.
      url = photo.src.large2x;
      alt ??= photo.alt || undefined;
      photographer ??= photo.photographer || undefined;
      photographerUrl ??= photo.photographer_url || undefined;
    }
    if (!this.o.fetcher.isAllowed(url)) throw badRequest('url', MEDIA_ERROR_KEYS.stockHostNotAllowed);
    stockPhotoId ??= stockPhotoIdFromUrl(url);

    if (stockPhotoId !== null) {
      const existing = await this.o.media.findStock(propertyId, stockPhotoId);
      if (existing) return presentMediaItem(existing);
    }

    let bytes: Buffer;
    try {
      bytes = await this.o.fetcher.fetchImage(url);
    } catch (error) {
      if (!(error instanceof StockFetchError)) throw error;
      if (error.kind === 'hostNotAllowed') throw badRequest('url', MEDIA_ERROR_KEYS.stockHostNotAllowed);
      if (error.kind === 'tooLarge')
        throw new AppError(413, ERROR_CODES.payloadTooLarge, MEDIA_ERROR_KEYS.fileTooLarge, {
          field: 'url',
          params: { fileName: url, maxMegabytes: megabytes(this.o.maxBytes) },
        });
      throw badRequest('url', MEDIA_ERROR_KEYS.stockFetchFailed);
    }
    let image: ProcessedImage;
    try {
      image = await this.o.queue.run(() => processImage(bytes, { maxPixels: this.o.maxPixels }));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      const refusal = this.refusalError(error, 'url', url);
      throw new AppError(400, ERROR_CODES.validation, refusal.description, { field: 'url', params: refusal.params });
    }
    const keys = await storeVariants(this.o.storage, newImageId(), image, this.o.warn);
    try {
      const values = {
        ...variantColumns(keys, image),
        propertyId,
        mediaSourceId: MEDIA_SOURCE_IDS.stockPhotos,
        createdByUserId: userId,
        alt: alt ?? null,
        photographer: photographer ?? null,
        photographerUrl: photographerUrl ?? null,
      };
      if (stockPhotoId === null) return presentMediaItem(await this.o.media.insert(values));
      const { row, created } = await this.o.media.insertStockOnce({ ...values, stockPhotoId });
      // Saved by a concurrent request meanwhile: keep that copy.
      if (!created) await removeImageFiles(this.o.storage, keys, this.o.warn);
      return presentMediaItem(row);
    } catch (error) {
      await removeImageFiles(this.o.storage, keys, this.o.warn);
      throw error;
    }
  }

  /** Icon names for section icons. */
  iconNames(text: string): string[] {
    return searchIcons(this.o.icons(), text);
  }
}
