import { describe, expect, it } from 'vitest';
import { MEDIA_SOURCE_IDS } from '@common/contracts/list';
import { ImageQueue } from './image-queue';
import { ImageRejectedError, processImage, sniffImageFormat } from './image-processor';
import { imageKey, isImageKey, newImageId } from '../storage';
import { makeImage, makePngBomb } from './media.fixtures';
import { stockPhotoIdFromUrl } from './media.service';
import { StockImageFetcher } from './stock-image-fetcher';

describe('sniffImageFormat', () => {
  it('recognises each accepted format by its first bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const) {
      expect(sniffImageFormat(await makeImage(format)), format).toBe(format);
    }
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
    ]);
    expect(sniffImageFormat(heic)).toBe('heif');
  });

  it('refuses anything else, whatever its name says', () => {
    for (const bytes of [
      'hello world, not an image',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.7 something',
      'GIF8',
    ]) {
      expect(sniffImageFormat(Buffer.from(bytes)), bytes).toBeNull();
    }
    expect(sniffImageFormat(Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0, 0, 0]))).toBeNull(); // TIFF
  });
});

describe('processImage', () => {
  it("refuses a PNG whose header is a JPEG's claim of another format", async () => {
    const png = await makeImage('png');
    // JPEG magic glued onto a PNG: the decoder disagrees with the sniffed format.
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    await expect(processImage(forged, { maxPixels: 1_000_000 })).rejects.toBeInstanceOf(ImageRejectedError);
  });

  it('reports the pixel count of a bomb without decoding it', async () => {
    const error = await processImage(makePngBomb(20_000), { maxPixels: 50_000_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).refusal).toEqual({ reason: 'tooManyPixels', width: 20_000, height: 20_000 });
  });

  it('refuses an image over a small pixel limit', async () => {
    const error = await processImage(await makeImage('png', 200, 100), { maxPixels: 10_000 }).catch((e: unknown) => e);
    expect((error as ImageRejectedError).refusal.reason).toBe('tooManyPixels');
  });
});

describe('ImageQueue', () => {
  it('runs at most `concurrency` tasks at once, in order, and refuses work beyond the waiting limit', async () => {
    const queue = new ImageQueue(2, 3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        releases.push(() => {
          running -= 1;
          resolve(n);
        });
      });
    const runs = [1, 2, 3, 4, 5].map((n) => queue.run(task(n)));
    await expect(queue.run(task(6))).rejects.toMatchObject({ statusCode: 503 });
    expect(queue.active).toBe(2);
    expect(queue.queued).toBe(3);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(queue.active).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const queue = new ImageQueue(1, 10);
    await expect(queue.run(async () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.active).toBe(0);
  });
});

describe('image keys', () => {
  it('are random, 128-bit, sharded, and the only paths the storage accepts', () => {
    const ids = new Set(Array.from({ length: 1000 }, newImageId));
    expect(ids.size).toBe(1000);
    const id = newImageId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const key = imageKey(id, 's', 'webp');
    expect(key).toBe(`${id.slice(0, 2)}/${id}-s.webp`);
    expect(isImageKey(key)).toBe(true);
    for (const bad of ['../etc/passwd', `${id.slice(0, 2)}/../${id}-s.webp`, `/${key}`, `${key}/x`, 'ab/short-s.webp'])
      expect(isImageKey(bad), bad).toBe(false);
  });
});

describe('StockImageFetcher.isAllowed', () => {
  const fetcher = new StockImageFetcher({ allowedOrigins: ['https://images.pexels.com'], maxBytes: 1000 });
  it('allows https URLs on the allowed hosts only', () => {
    expect(fetcher.isAllowed('https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress')).toBe(true);
    for (const url of [
      'http://images.pexels.com/photos/1/a.jpeg',
      'https://images.pexels.com:8443/photos/1/a.jpeg',
      'https://images.pexels.com.evil.example/a.jpeg',
      'https://user:pw@images.pexels.com/a.jpeg',
      'https://evil.example/?u=https://images.pexels.com/',
      'not a url',
    ]) {
      expect(fetcher.isAllowed(url), url).toBe(false);
    }
  });
});

describe('stockPhotoIdFromUrl', () => {
  it('reads the photo id of a Pexels image URL', () => {
    expect(stockPhotoIdFromUrl('https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress')).toBe(
      3573351,
    );
    expect(stockPhotoIdFromUrl('https://images.pexels.com/other/1.png')).toBeNull();
    expect(MEDIA_SOURCE_IDS).toEqual({ uploads: 1, stockPhotos: 2 });
  });
});
