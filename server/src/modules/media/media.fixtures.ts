/**
 * Test images made on the spot with sharp (no binary fixtures in the repository), a hand-built PNG
 * decompression bomb, and multipart bodies for app.inject.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export type TestFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** A small gradient image in the given format. */
export async function makeImage(format: TestFormat, width = 64, height = 48): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.round((x / width) * 255);
      raw[i + 1] = Math.round((y / height) * 255);
      raw[i + 2] = 128;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  switch (format) {
    case 'jpeg':
      return image.jpeg().toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    case 'avif':
      return image.avif({ effort: 0 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

/** Random noise: does not compress, so the byte size is about width x height x 3. */
export async function makeNoisePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A JPEG carrying EXIF GPS coordinates (and a camera make), as a phone would write it. */
export async function makeJpegWithGps(): Promise<Buffer> {
  return sharp(await makeImage('jpeg', 80, 60))
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'GPS 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 5678/100',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A landscape JPEG (80x40) whose EXIF says "rotate 90° clockwise to display". */
export async function makeRotatedJpeg(): Promise<Buffer> {
  return sharp(await makeImage('jpeg', 80, 40))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit greyscale PNG of `size` x `size` pixels (30000 x 30000 =
 * 900 megapixels) whose all-black pixel data deflates to a few hundred kilobytes.
 */
export function makePngBomb(size = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(size / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body with one `file` part per file, as a browser sends it. */
export async function multipartBody(
  files: UploadFile[],
  fieldName = 'file',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const file of files)
    form.append(
      fieldName,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
