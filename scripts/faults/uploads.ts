/** Upload material for the fault suite: real JPEGs, and an upload cut off before its last bytes. */
import { request as httpRequest, type IncomingMessage } from 'node:http';

/** A JPEG of the given size with a gradient (real image work for the upload path). */
export async function jpeg(width: number, height: number, seed = 0): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x + seed * 37) % 256;
      raw[i + 1] = (y * 2 + seed * 11) % 256;
      raw[i + 2] = (x ^ y) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Starts a multipart upload and sends all but the last bytes of the body, then waits: the server is
 * in the middle of receiving the upload. `finish()` sends the rest; the socket is what a kill cuts.
 */
export async function startPartialUpload(
  base: string,
  token: string,
  propertyId: number,
  file: Buffer,
): Promise<{ response: Promise<IncomingMessage | Error>; finish: () => void }> {
  const boundary = `----faults${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file, tail]);
  const url = new URL(`${base}/api/media/library/1/${propertyId}`);
  const req = httpRequest({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const response = new Promise<IncomingMessage | Error>((resolve) => {
    req.on('response', resolve);
    req.on('error', resolve);
  });
  const cut = body.length - 1000;
  await new Promise<void>((resolve) => req.write(body.subarray(0, cut), () => resolve()));
  return { response, finish: () => req.end(body.subarray(cut)) };
}
