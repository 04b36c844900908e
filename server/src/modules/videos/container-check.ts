/**
 * The structure of an uploaded video, checked as its bytes stream by (nothing is held but a few
 * header bytes): the first bytes only say what a file claims to be. See VideoStructure.
 */

const EBML_MAGIC = 0x1a45dfa3;
const EBML_DOCTYPE = 0x4282;
const MATROSKA_SEGMENT = 0x18538067;
/** The WebM headers (EBML header, Segment start) sit in the first bytes; this much is kept to read them. */
const WEBM_HEAD_BYTES = 64 * 1024;
/** More top-level boxes than any real file has: a file of tiny boxes is refused before the list grows. */
const MAX_BOXES = 10_000;

/** One EBML variable-length integer at `at`: its length in bytes and value (or null past the buffer). */
function readVint(
  data: Buffer,
  at: number,
  keepMarker: boolean,
): { length: number; value: number; unknown: boolean } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = (first & (0xff >> length)) === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[at + i]!;
    if (data[at + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

/**
 * WebM: an EBML header whose DocType is "webm", then a Segment whose size (unless "unknown", as a
 * live recording writes it) ends exactly at the end of the file.
 */
export function webmIsWhole(head: Buffer, totalBytes: number): boolean {
  const id = readVint(head, 0, true);
  if (!id || id.value !== EBML_MAGIC) return false;
  const size = readVint(head, id.length, false);
  if (!size || size.unknown) return false;
  const bodyStart = id.length + size.length;
  const bodyEnd = bodyStart + size.value;
  if (bodyEnd > head.length) return false;
  let docType: string | null = null;
  for (let at = bodyStart; at < bodyEnd;) {
    const childId = readVint(head, at, true);
    const childSize = childId && readVint(head, at + childId.length, false);
    if (!childId || !childSize || childSize.unknown) return false;
    const start = at + childId.length + childSize.length;
    if (start + childSize.value > bodyEnd) return false;
    if (childId.value === EBML_DOCTYPE) docType = head.toString('latin1', start, start + childSize.value);
    at = start + childSize.value;
  }
  if (docType !== 'webm') return false;
  const segmentId = readVint(head, bodyEnd, true);
  if (!segmentId || segmentId.value !== MATROSKA_SEGMENT) return false;
  const segmentSize = readVint(head, bodyEnd + segmentId.length, false);
  if (!segmentSize) return false;
  return segmentSize.unknown || bodyEnd + segmentId.length + segmentSize.length + segmentSize.value === totalBytes;
}

/**
 * Follows an upload's bytes: for MP4 it walks the top-level boxes (each header's size leads to the
 * next), for WebM it keeps the first bytes for `webmIsWhole`. `whole()` at the end says whether the
 * file is what it claims: MP4 with "ftyp" first, a "moov" box, and box sizes that add up to the file's
 * length exactly (a box of size 0 runs to the end); a WebM as above.
 */
export class VideoStructure {
  private total = 0;
  private kind: 'mp4' | 'webm' | null = null;
  private head = Buffer.alloc(0);
  private readonly boxes: string[] = [];
  private header = Buffer.alloc(0);
  private skip = 0;
  private toEnd = false;
  private broken = false;

  push(chunk: Buffer): void {
    this.total += chunk.length;
    if (this.kind === null || this.kind === 'webm') {
      if (this.head.length < WEBM_HEAD_BYTES)
        this.head = Buffer.concat([this.head, chunk.subarray(0, WEBM_HEAD_BYTES - this.head.length)]);
      if (this.kind === null && this.head.length >= 4)
        this.kind = this.head.readUInt32BE(0) === EBML_MAGIC ? 'webm' : 'mp4';
    }
    if (this.kind !== 'webm') this.walk(chunk);
  }

  private walk(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length && !this.broken && !this.toEnd) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - at);
        this.skip -= n;
        at += n;
        continue;
      }
      const large = this.header.length >= 8 && this.header.readUInt32BE(0) === 1;
      const need = large ? 16 : 8;
      const take = Math.min(need - this.header.length, chunk.length - at);
      this.header = Buffer.concat([this.header, chunk.subarray(at, at + take)]);
      at += take;
      if (this.header.length < need) continue;
      if (this.header.readUInt32BE(0) === 1 && this.header.length < 16) continue;
      this.box(this.header);
      this.header = Buffer.alloc(0);
    }
  }

  private box(header: Buffer): void {
    const size32 = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    const headerLength = size32 === 1 ? 16 : 8;
    const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32;
    if (!/^[a-zA-Z0-9 ]{4}$/.test(type) || (size32 !== 0 && size < headerLength) || this.boxes.length >= MAX_BOXES) {
      this.broken = true;
      return;
    }
    this.boxes.push(type);
    if (size32 === 0) this.toEnd = true;
    else this.skip = size - headerLength;
  }

  /** Whether everything pushed makes a whole MP4 or WebM file. */
  whole(): boolean {
    if (this.kind === 'webm') return webmIsWhole(this.head, this.total);
    if (this.broken || this.boxes[0] !== 'ftyp' || !this.boxes.includes('moov')) return false;
    return this.toEnd || (this.skip === 0 && this.header.length === 0);
  }
}
