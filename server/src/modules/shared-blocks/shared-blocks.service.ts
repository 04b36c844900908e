import type { z } from 'zod';
import { PROPERTY_LIMITS, type Property } from '@common/contracts/property';
import {
  SHARED_BLOCK_ERROR_KEYS,
  SHARED_BLOCK_LIMITS,
  type SharedBlock,
  type SharedBlockInputSchema,
} from '@common/contracts/shared-blocks';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import type { Locale } from '@common/locales';
import type { Db } from '../../db/client';
import type { GuideContent, SharedBlockRow } from '../../db/schema';
import type { ChangeEvents } from '../../events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { sanitizeLocalized } from '../../lib/sanitize-html';
import { AccessPolicy } from '../access';
import { newItemId, PropertyService } from '../property';
import { detachCopy, isCopyOf, newCopy, rewriteCopy } from './shared-blocks.copies';
import { type CopySite, type GuideHolding, SharedBlocksRepository } from './shared-blocks.repository';

type SharedBlockBody = z.output<typeof SharedBlockInputSchema>;

const present = (row: SharedBlockRow, sites: CopySite[]): SharedBlock => ({
  sharedBlockId: row.id,
  kind: row.kind as SharedBlock['kind'],
  name: row.name,
  sectionKind: row.sectionKind as SharedBlock['sectionKind'],
  icon: row.icon,
  title: row.title,
  body: row.body,
  usedBy: sites
    .filter((site) => site.sharedBlockId === row.id)
    .map(({ propertyId, name, sectionId }) => ({ propertyId, name, sectionId })),
  createDate: row.createDate.toISOString(),
  modifyDate: row.modifyDate.toISOString(),
});

/** The columns of a block from a validated body: titles trimmed (one at least), text sanitised. */
function blockValues(body: SharedBlockBody) {
  const title = Object.fromEntries(
    Object.entries(body.title)
      .map(([lang, text]) => [lang, (text ?? '').trim()])
      .filter(([, text]) => text),
  );
  if (!Object.keys(title).length) throw badRequest('title', ERROR_KEYS.required);
  return {
    kind: body.kind,
    name: body.name,
    sectionKind: body.sectionKind,
    icon: body.icon,
    title,
    body: sanitizeLocalized(body.body),
  };
}

/**
 * Shared blocks (docs/decisions/047-shared-blocks.md): the host's library of sections used by several
 * of their guides. A guide holds a copy (its section marked with `sharedBlockId`), so the guest page,
 * print, search and the concierge read the guide as always; saving a block rewrites every copy and
 * announces `guide.changed` for each guide in the same transaction.
 */
export class SharedBlocksService {
  private readonly repo: SharedBlocksRepository;
  private readonly access: AccessPolicy;
  private readonly properties: PropertyService;

  constructor(
    private readonly db: Db,
    private readonly events: ChangeEvents,
  ) {
    this.repo = new SharedBlocksRepository(db);
    this.access = new AccessPolicy(db);
    this.properties = new PropertyService(db, events);
  }

  async list(userId: string): Promise<SharedBlock[]> {
    const [rows, sites] = await Promise.all([this.repo.listOwned(userId), this.repo.copySites(userId)]);
    return rows.map((row) => present(row, sites));
  }

  async get(userId: string, sharedBlockId: number): Promise<SharedBlock> {
    return this.presentOne(userId, await this.owned(userId, sharedBlockId));
  }

  async create(userId: string, body: SharedBlockBody): Promise<SharedBlock> {
    const values = blockValues(body);
    if ((await this.repo.countOwned(userId)) >= SHARED_BLOCK_LIMITS.blocks)
      throw badRequest('name', SHARED_BLOCK_ERROR_KEYS.tooMany, { max: SHARED_BLOCK_LIMITS.blocks });
    const now = new Date();
    const row = await this.repo.insert({ ...values, ownerUserId: userId, createDate: now, modifyDate: now });
    return present(row, []);
  }

  /** Saves the block and rewrites every copy, all in one transaction with the guides' change events. */
  async update(userId: string, sharedBlockId: number, body: SharedBlockBody): Promise<SharedBlock> {
    const values = blockValues(body);
    const row = await this.events.transaction(async (tx) => {
      const repo = new SharedBlocksRepository(tx);
      const block = await repo.findOwned(sharedBlockId, userId, true);
      if (!block) throw notFound();
      const saved = await repo.update(block.id, { ...values, modifyDate: nextModifyDate(block.modifyDate) });
      const now = new Date().toISOString();
      await this.rewriteGuides(tx, await repo.guidesHolding(userId, block.id), (section) =>
        isCopyOf(section, block.id) ? rewriteCopy(section, saved, now) : section,
      );
      return saved;
    });
    return this.presentOne(userId, row);
  }

  /** Deletes the block; its copies stay in their guides as plain sections (guests see no change). */
  async remove(userId: string, sharedBlockId: number): Promise<{ sharedBlockId: number }> {
    await this.events.transaction(async (tx) => {
      const repo = new SharedBlocksRepository(tx);
      const block = await repo.findOwned(sharedBlockId, userId, true);
      if (!block) throw notFound();
      await this.rewriteGuides(tx, await repo.guidesHolding(userId, block.id), (section) =>
        isCopyOf(section, block.id) ? detachCopy(section) : section,
      );
      await repo.delete(block.id);
    });
    return { sharedBlockId };
  }

  /**
   * Adds a copy of the block at the end of one of the caller's own guides (a guide that already
   * holds one is left as it is). Another account's block, or a property the caller does not own, is a 404.
   */
  async use(userId: string, sharedBlockId: number, propertyId: number, locale: Locale): Promise<Property> {
    await this.owned(userId, sharedBlockId);
    const relation = await this.access.relationTo(userId, { propertyId });
    if (relation?.relation !== 'owner')
      throw new AppError(404, ERROR_CODES.notFound, ERROR_KEYS.notFound, { field: 'propertyId' });
    await this.events.transaction(async (tx) => {
      const repo = new SharedBlocksRepository(tx);
      const block = await repo.findOwned(sharedBlockId, userId, true);
      const guide = await repo.guideForUpdate(propertyId);
      if (!block || !guide) throw notFound();
      const { sections } = guide.guide;
      if (sections.some((section) => isCopyOf(section, block.id))) return;
      if (sections.length >= PROPERTY_LIMITS.sections)
        throw badRequest('propertyId', SHARED_BLOCK_ERROR_KEYS.guideFull, { max: PROPERTY_LIMITS.sections });
      const copy = newCopy(block, newItemId(), sections.length, new Date().toISOString());
      await this.writeGuide(tx, guide, { ...guide.guide, sections: [...sections, copy] });
    });
    return this.propertyFor(userId, propertyId, locale);
  }

  /**
   * Makes the guide's copies of the block plain sections of that guide (the words stay). Open to
   * whoever may edit the guide (owner, or a co-host whose role may): it changes only this guide.
   */
  async detach(userId: string, sharedBlockId: number, propertyId: number, locale: Locale): Promise<Property> {
    await this.access.require(userId, 'guide.update', { propertyId }, { field: 'propertyId' });
    await this.events.transaction(async (tx) => {
      const repo = new SharedBlocksRepository(tx);
      const guide = await repo.guideForUpdate(propertyId);
      if (!guide) throw notFound();
      await this.rewriteGuides(tx, [guide], (section) =>
        isCopyOf(section, sharedBlockId) ? detachCopy(section) : section,
      );
    });
    return this.propertyFor(userId, propertyId, locale);
  }

  private async owned(userId: string, sharedBlockId: number): Promise<SharedBlockRow> {
    const block = await this.repo.findOwned(sharedBlockId, userId);
    if (!block) throw notFound();
    return block;
  }

  private async presentOne(userId: string, row: SharedBlockRow): Promise<SharedBlock> {
    return present(row, await this.repo.copySites(userId));
  }

  private async propertyFor(userId: string, propertyId: number, locale: Locale): Promise<Property> {
    const [property] = await this.properties.list(userId, locale, { propertyId });
    if (!property) throw notFound();
    return property;
  }

  /** Rewrites the sections of each guide; a guide the rewrite leaves unchanged is not written. */
  private async rewriteGuides(
    tx: Db,
    guides: GuideHolding[],
    rewrite: (section: GuideContent['sections'][number]) => GuideContent['sections'][number],
  ): Promise<void> {
    for (const guide of guides) {
      const sections = guide.guide.sections.map(rewrite);
      if (JSON.stringify(sections) === JSON.stringify(guide.guide.sections)) continue;
      await this.writeGuide(tx, guide, { ...guide.guide, sections });
    }
  }

  /** One guide written and announced (`guide.changed`) in the caller's transaction. */
  private async writeGuide(tx: Db, holding: GuideHolding, guide: GuideContent): Promise<void> {
    await new SharedBlocksRepository(tx).writeGuide(holding.propertyId, guide, nextModifyDate(holding.modifyDate));
    await this.events.emit(tx, { type: 'guide.changed', propertyId: holding.propertyId });
  }
}
