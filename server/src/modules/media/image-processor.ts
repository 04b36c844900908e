import sharp, { type Metadata } from 'sharp';
import { MEDIA_LIMITS } from '@common/contracts/media';

/**
 * Checks an uploaded image by its content and re-encodes it into the two library variants.
 *
 * Nothing about the file's name or declared type is trusted: the first bytes must be those of an
 * accepted format AND the decoder must agree. Re-encoding through sharp applies the EXIF orientation
 * (rotate()) and writes no metadata at all (sharp drops EXIF, GPS, XMP and IPTC unless asked to keep
 * them), so location data never reaches the public files.
 */

/** Formats accepted on input, as sharp's metadata names them. */
export type InputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif';

export type ImageRefusal = { reason: 'unsupported' } | { reason: 'tooManyPixels'; width: number; height: number };

export class ImageRejectedError extends Error {
  constructor(readonly refusal: ImageRefusal) {
    super(`image rejected: ${refusal.reason}`);
    this.name = 'ImageRejectedError';
  }
}

export interface ImageVariant {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp' | 'image/jpeg';
  extension: 'webp' | 'jpg';
}

export interface ProcessedImage {
  format: InputFormat;
  small: ImageVariant;
  large: ImageVariant;
}

export interface ImageProcessorOptions {
  /** Largest accepted width x height (decompression-bomb guard). */
  maxPixels: number;
  smallWidth?: number;
  largeSize?: number;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** ISO-BMFF brands of HEIF files (HEIC and AVIF are both HEIF containers). */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'mif2']);

/** The format the magic bytes announce, or null for anything that is not an accepted image. */
export function sniffImageFormat(bytes: Buffer): InputFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    const end = Math.min(bytes.length, Math.max(16, boxSize));
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heif';
  }
  return null;
}

/** sharp reports both AVIF and HEIC as "heif"; the rest by their own names. */
const decoderAgrees = (sniffed: InputFormat, decoded: string | undefined) =>
  decoded === sniffed || ((sniffed === 'avif' || sniffed === 'heif') && decoded === 'heif');

/**
 * Process-wide sharp settings: one libvips thread per image (the semaphore in image-queue.ts decides
 * how many images are worked on at once) and no operation cache (uploads are never re-read), which
 * keeps peak memory proportional to the number of images in flight.
 */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

/** Validates and re-encodes one image. Throws ImageRejectedError for input that must be refused. */
export async function processImage(input: Buffer, options: ImageProcessorOptions): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new ImageRejectedError({ reason: 'unsupported' });

  const open = (limitInputPixels: number | false = options.maxPixels) =>
    sharp(input, {
      // Refuses to decode more pixels than this, whatever the header claims or hides.
      limitInputPixels,
      failOn: 'error',
      sequentialRead: true,
      // GIFs and animated WebPs: the first frame only.
      pages: 1,
    });

  let metadata: Metadata;
  try {
    // Reads the header only (no pixels), so the size can be refused with its own message.
    metadata = await open(false).metadata();
  } catch {
    throw new ImageRejectedError({ reason: 'unsupported' });
  }
  if (!decoderAgrees(format, metadata.format) || !metadata.width || !metadata.height)
    throw new ImageRejectedError({ reason: 'unsupported' });
  if (metadata.width * metadata.height > options.maxPixels) {
    throw new ImageRejectedError({ reason: 'tooManyPixels', width: metadata.width, height: metadata.height });
  }

  const smallWidth = options.smallWidth ?? MEDIA_LIMITS.smallWidth;
  const largeSize = options.largeSize ?? MEDIA_LIMITS.largeSize;
  try {
    // Two decodes rather than one shared: JPEG and WebP decoders shrink on load, so each variant
    // decodes only the resolution it needs, which is faster and smaller than one full decode.
    // The guide variant is a baseline JPEG: decode + resize + encode of a 12 MP photo to 1600 px
    // takes a third to a half less time than WebP (docs/decisions/004-media.md), which matters for
    // bursts of uploads on two cores.
    const large = await open()
      .rotate()
      .resize({ width: largeSize, height: largeSize, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const small = await open()
      .rotate()
      .resize({ width: smallWidth, withoutEnlargement: true })
      .webp({ quality: 75, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    return {
      format,
      large: {
        data: large.data,
        width: large.info.width,
        height: large.info.height,
        contentType: 'image/jpeg',
        extension: 'jpg',
      },
      small: {
        data: small.data,
        width: small.info.width,
        height: small.info.height,
        contentType: 'image/webp',
        extension: 'webp',
      },
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRejectedError({ reason: 'tooManyPixels', width: metadata.width, height: metadata.height });
    }
    // A file whose header decodes but whose body does not (truncated, corrupt, undecodable HEVC).
    throw new ImageRejectedError({ reason: 'unsupported' });
  }
}
