import type { Db } from '../../db/client';
import { type GuideRevisionNotices, knownGuideRevisionNotices } from '../../db/guide-revision-notices';
import type { PropertyRow } from '../../db/schema';

/** The few columns a guest read checks before it may use a cached guide. */
export type GuideStamp = Pick<
  PropertyRow,
  'id' | 'name' | 'published' | 'accessCode' | 'defaultLocale' | 'guideRevision'
>;

/** Slugs whose stamp is kept (a stamp is a few columns; the oldest goes first). */
const STAMPS_KEPT = 10_000;

/**
 * The guide stamps (id, published, access code, default language, revision) of this process, kept
 * between requests where the database tells this process of every commit that changes a property
 * row: the embedded database, which only this process writes (decision 026). A cached guest read
 * then runs no query at all. A commit's notice drops its property's stamp before the committing call
 * returns; a read that was in flight while any notice arrived is not kept (it may predate the commit).
 */
export class GuideStamps {
  private readonly bySlug = new Map<string, GuideStamp>();
  /** Counts notices: a read is kept only when none arrived while it was in flight. */
  private generation = 0;

  constructor(notices: GuideRevisionNotices) {
    notices.subscribe((propertyId) => this.forget(propertyId));
  }

  get(slug: string): GuideStamp | undefined {
    return this.bySlug.get(slug);
  }

  /** The generation to hand back to `keep` with the result of a read started now. */
  get current(): number {
    return this.generation;
  }

  /** Keeps a stamp read from the database, unless a notice arrived since the read began. */
  keep(slug: string, stamp: GuideStamp, readAt: number) {
    if (readAt !== this.generation) return;
    this.bySlug.delete(slug);
    if (this.bySlug.size >= STAMPS_KEPT) this.bySlug.delete(this.bySlug.keys().next().value!);
    this.bySlug.set(slug, stamp);
  }

  private forget(propertyId: number | null) {
    this.generation++;
    if (propertyId === null) return this.bySlug.clear();
    for (const [slug, stamp] of this.bySlug) if (stamp.id === propertyId) this.bySlug.delete(slug);
  }

  /** Stamps held (tests). */
  get size(): number {
    return this.bySlug.size;
  }
}

const memos = new WeakMap<GuideRevisionNotices, GuideStamps>();

/** The kept stamps of a database that sends commit notices (embedded), else null: read every time. */
export function guideStampsFor(db: Db): GuideStamps | null {
  const notices = knownGuideRevisionNotices(db);
  if (!notices) return null;
  let stamps = memos.get(notices);
  if (!stamps) memos.set(notices, (stamps = new GuideStamps(notices)));
  return stamps;
}
