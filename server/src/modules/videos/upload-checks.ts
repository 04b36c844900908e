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

/**
 * Whether the bytes are a PDF document: the "%PDF-1.x" / "%PDF-2.x" header first, an end-of-file
 * marker near the end, a cross-reference (table or stream) and at least one object. A renamed image
 * or a truncated download fails.
 */
export function looksLikePdf(data: Buffer): boolean {
  if (data.length < 64 || !/^%PDF-[12]\.\d/.test(data.toString('latin1', 0, 8))) return false;
  const tail = data.toString('latin1', Math.max(0, data.length - 2048));
  if (!tail.includes('%%EOF') || !tail.includes('startxref')) return false;
  const offset = Number(/startxref\s+(\d+)\s+%%EOF/.exec(tail)?.[1]);
  if (!Number.isInteger(offset) || offset <= 0 || offset >= data.length) return false;
  // The cross-reference the trailer points at: a classic "xref" table or a cross-reference stream object.
  const at = data.toString('latin1', offset, offset + 32);
  if (!/^\s*(xref|\d+\s+\d+\s+obj)/.test(at)) return false;
  return /\d+\s+\d+\s+obj\b/.test(data.toString('latin1', 0, Math.min(data.length, 1_048_576)));
}
