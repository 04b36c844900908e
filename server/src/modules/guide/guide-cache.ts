import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestGuide, GuideLocale } from '@common/contracts/guide';
import type { Db } from '../../db/client';
import type { PropertyRow } from '../../db/schema';
import type { LookupCatalog } from '../list';

/** A body ready to send again and again: its ETag and its encodings (compressed on first need). */
export interface PreparedBody {
  etag: string;
  contentType: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

/** A body with a strong ETag (the hash of its bytes). */
export function prepareBody(body: string | Buffer, contentType: string): PreparedBody {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  return { etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`, contentType, identity };
}

/** True when an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends a prepared body: 304 when the caller already holds it (200 answers only), else brotli or gzip
 * as the caller accepts (each made once per body and kept), else the plain bytes. The caller sets
 * Cache-Control and Vary (Accept-Encoding is added here).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedBody, status = 200) {
  const vary = reply.getHeader('vary');
  void reply
    .header('etag', prepared.etag)
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (status === 200 && etagMatches(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  void reply.code(status).type(prepared.contentType);
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (prepared.identity.length >= COMPRESS_MIN_BYTES) {
    if (/\bbr\b/.test(accept)) {
      prepared.br ??= brotliCompressSync(prepared.identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: prepared.identity.length,
        },
      });
      return reply.header('content-encoding', 'br').send(prepared.br);
    }
    if (/\bgzip\b/.test(accept)) {
      prepared.gzip ??= gzipSync(prepared.identity, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(prepared.gzip);
    }
  }
  return reply.send(prepared.identity);
}

const bytesOf = (p: PreparedBody) => p.identity.length + (p.br?.length ?? 0) + (p.gzip?.length ?? 0);

/** One presented guide at one revision, with the bodies made from it (JSON, page, print page). */
export class CachedGuide {
  private readonly bodies = new Map<string, PreparedBody>();

  constructor(
    readonly row: PropertyRow,
    readonly guide: GuestGuide,
    readonly catalog: LookupCatalog,
    private readonly onGrow: () => void,
  ) {}

  /** The body of one kind, made on first use. */
  body(kind: string, make: () => PreparedBody): PreparedBody {
    let prepared = this.bodies.get(kind);
    if (!prepared) {
      prepared = make();
      this.bodies.set(kind, prepared);
      this.onGrow();
    }
    return prepared;
  }

  /** Approximate bytes held (the presented object counted as its JSON's size). */
  get bytes(): number {
    let total = 0;
    for (const p of this.bodies.values()) total += bytesOf(p);
    const json = this.bodies.get('json');
    return total + (json ? json.identity.length : 16 * 1024);
  }
}

/**
 * The presented guest guides of this process, keyed by property, language and locked state. An entry
 * serves a request only when its property's `guide_revision` (read by slug on every request, one
 * indexed look-up) and the lookup catalog are still the ones it was made from: a save, publish,
 * slug rotation, access-code change, photo, device or video change on any instance bumps the
 * revision (database triggers), so no instance ever serves a guide older than the last commit.
 * Answers that depend on the caller beyond (language, locked/unlocked) - a stay link - are never
 * cached whole. Oldest entries go first once the byte budget is used.
 */
export class GuideCache {
  private readonly entries = new Map<string, { revision: number; value: CachedGuide }>();

  constructor(private readonly maxBytes = 24 * 1024 * 1024) {}

  private static key(propertyId: number, locale: GuideLocale, unlocked: boolean) {
    return `${propertyId}:${locale}:${unlocked ? 'u' : 'l'}`;
  }

  get(
    propertyId: number,
    locale: GuideLocale,
    unlocked: boolean,
    revision: number,
    catalog: LookupCatalog,
  ): CachedGuide | null {
    const key = GuideCache.key(propertyId, locale, unlocked);
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.revision !== revision || hit.value.catalog !== catalog) {
      this.entries.delete(key);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps a presented guide; with `keep` false it is only wrapped for this one answer. */
  set(
    row: PropertyRow,
    locale: GuideLocale,
    unlocked: boolean,
    guide: GuestGuide,
    catalog: LookupCatalog,
    keep = true,
  ): CachedGuide {
    const value = new CachedGuide(row, guide, catalog, () => this.trim());
    if (!keep) return value;
    this.entries.set(GuideCache.key(row.id, locale, unlocked), { revision: row.guideRevision, value });
    this.trim();
    return value;
  }

  /** Entries held (tests). */
  get size(): number {
    return this.entries.size;
  }

  private trim() {
    let total = 0;
    for (const { value } of this.entries.values()) total += value.bytes;
    for (const [key, { value }] of this.entries) {
      if (total <= this.maxBytes || this.entries.size <= 1) break;
      total -= value.bytes;
      this.entries.delete(key);
    }
  }
}

const caches = new WeakMap<Db, GuideCache>();

/** The guide cache of one database (shared by the JSON route and the server-rendered pages). */
export function guideCacheFor(db: Db): GuideCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new GuideCache()));
  return cache;
}
