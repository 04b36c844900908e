/** The content type of a video upload from its first bytes, or null. */
export function sniffVideo(head: Buffer): 'video/mp4' | 'video/webm' | null {
  // ISO base media (MP4): a box of type "ftyp" first, with a video major brand (not an AVIF/HEIC image or a QuickTime movie).
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (/^(isom|iso[2-9]|mp4[12]|mp71|avc1|dash|M4V |M4VP|mmp4|MSNV|NDAS|f4v )$/.test(brand)) return 'video/mp4';
    return null;
  }
  // WebM: an EBML header whose DocType is "webm" (Matroska files say "matroska").
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return head.subarray(0, 64).includes(Buffer.from('webm', 'latin1')) ? 'video/webm' : null;
  }
  return null;
}

/** In-use entries of a classic cross-reference table compared with the objects they point at (the rest is not read). */
const XREF_ENTRIES_CHECKED = 1000;

/**
 * Whether the classic cross-reference table at `offset` parses and its in-use entries point at the
 * objects they name ("12 0 obj" at the offset given for object 12).
 */
function xrefTableHolds(data: Buffer, offset: number): boolean {
  const text = data.toString('latin1', offset, Math.min(data.length, offset + 20 * XREF_ENTRIES_CHECKED + 4096));
  const sections = /^\s*xref\s+/.exec(text);
  if (!sections) return false;
  let at = sections[0].length;
  let checked = 0;
  for (;;) {
    const header = /^(\d+)\s+(\d+)\s*?\r?\n/.exec(text.slice(at));
    if (!header) return /^\s*trailer\b/.test(text.slice(at)) || checked >= XREF_ENTRIES_CHECKED;
    at += header[0].length;
    const first = Number(header[1]);
    for (let i = 0; i < Number(header[2]); i++) {
      const entry = /^(\d{10}) (\d{5}) ([nf])\s{1,2}/.exec(text.slice(at, at + 20));
      if (!entry) return checked >= XREF_ENTRIES_CHECKED;
      at += 20;
      if (entry[3] !== 'n' || checked >= XREF_ENTRIES_CHECKED) continue;
      checked += 1;
      const objectAt = Number(entry[1]);
      const object = data.toString('latin1', objectAt, objectAt + 32);
      if (!new RegExp(`^${first + i}\\s+${Number(entry[2])}\\s+obj\\b`).test(object)) return false;
    }
  }
}

/**
 * Whether the bytes are a PDF document: the "%PDF-1.x" / "%PDF-2.x" header first, "%%EOF" at the end
 * (only white space after it), a "startxref" offset pointing at a cross-reference table whose entries
 * point at their objects, or at a cross-reference stream object (/Type /XRef). A renamed image, a
 * truncated download or a file that only starts like a PDF fails.
 */
export function looksLikePdf(data: Buffer): boolean {
  if (data.length < 64 || !/^%PDF-[12]\.\d/.test(data.toString('latin1', 0, 8))) return false;
  const tail = data.toString('latin1', Math.max(0, data.length - 2048));
  const found = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!found) return false;
  const offset = Number(found[1]);
  if (!Number.isInteger(offset) || offset <= 0 || offset >= data.length) return false;
  const at = data.toString('latin1', offset, offset + 1024);
  if (/^\s*xref/.test(at)) return xrefTableHolds(data, offset);
  // A cross-reference stream: an object whose dictionary says /Type /XRef.
  return /^\s*\d+\s+\d+\s+obj\s*<<[\s\S]*?\/Type\s*\/XRef\b/.test(at);
}
