import type { z } from 'zod';
import { type Property } from '@common/contracts/property';
import {
  SHARED_BLOCK_ERROR_KEYS,
  SHARED_BLOCK_LIMITS,
  type SharedBlock,
  type SharedBlockInputSchema,
  type SharedDevice,
  type SharedPlace,
} from '@common/contracts/shared-blocks';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import type { Locale } from '@common/locales';
import type { Db } from '../../db/client';
import type { SharedBlockRow } from '../../db/schema';
import type { ChangeEvents } from '../../events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { sanitizeLocalized } from '../../lib/sanitize-html';
import { AccessPolicy } from '../access';
import { getLookupCatalog } from '../list';
import { PropertyService } from '../property';
import { type CopySite, SharedBlocksRepository } from './shared-blocks.repository';
import { CopyWriter } from './shared-blocks.write-through';

type SharedBlockBody = z.output<typeof SharedBlockInputSchema>;

const present = (row: SharedBlockRow, sites: CopySite[]): SharedBlock => ({
  sharedBlockId: row.id,
  kind: row.kind as SharedBlock['kind'],
  name: row.name,
  sectionKind: (row.sectionKind ?? null) as SharedBlock['sectionKind'],
  icon: row.icon,
  title: row.title,
  body: row.body,
  place: row.kind === 'place' ? (row.content as SharedPlace) : null,
  device: row.kind === 'device' ? (row.content as SharedDevice) : null,
  usedBy: sites
    .filter((site) => site.sharedBlockId === row.id)
    .map(({ propertyId, name, itemId }) => ({ propertyId, name, itemId, sectionId: itemId })),
  createDate: row.createDate.toISOString(),
  modifyDate: row.modifyDate.toISOString(),
});

const withoutSection = { sectionKind: null, icon: null, title: {}, body: {} };

/**
 * The columns of a block from a validated body: a section's titles trimmed (one at least), rich text
 * sanitised, a place's type one of the list's. A block's kind is fixed when it is made.
 */
async function blockValues(db: Db, body: SharedBlockBody) {
  if (body.kind === 'place') {
    const place = body.place!;
    if (!(await getLookupCatalog(db)).hasAttractionType(place.attractionTypeId))
      throw badRequest('place.attractionTypeId', SHARED_BLOCK_ERROR_KEYS.unknownPlaceType);
    const content: SharedPlace = { ...place, description: sanitizeLocalized(place.description) };
    return { kind: body.kind, name: body.name, ...withoutSection, content };
  }
  if (body.kind === 'device') {
    const device = body.device!;
    const content: SharedDevice = {
      ...device,
      howTo: sanitizeLocalized(device.howTo),
      troubleshooting: sanitizeLocalized(device.troubleshooting),
    };
    return { kind: body.kind, name: body.name, ...withoutSection, content };
  }
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
    content: null,
  };
}

/**
 * Shared blocks (docs/decisions/047-shared-blocks.md): the host's library of sections, places and
 * devices used by several of their guides. A guide holds a copy (its section or place marked with
 * `sharedBlockId`, or a device row with `shared_block_id`), so the guest page, print, search and the
 * concierge read the guide as always; saving a block rewrites every copy and announces
 * `guide.changed` for each guide in the same transaction.
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
    const values = await blockValues(this.db, body);
    if ((await this.repo.countOwned(userId)) >= SHARED_BLOCK_LIMITS.blocks)
      throw badRequest('name', SHARED_BLOCK_ERROR_KEYS.tooMany, { max: SHARED_BLOCK_LIMITS.blocks });
    const now = new Date();
    const row = await this.repo.insert({ ...values, ownerUserId: userId, createDate: now, modifyDate: now });
    return present(row, []);
  }

  /** Saves the block and rewrites every copy, all in one transaction with the guides' change events. */
  async update(userId: string, sharedBlockId: number, body: SharedBlockBody): Promise<SharedBlock> {
    const values = await blockValues(this.db, body);
    const row = await this.events.transaction(async (tx) => {
      const repo = new SharedBlocksRepository(tx);
      const block = await repo.findOwned(sharedBlockId, userId, true);
      if (!block) throw notFound();
      if (block.kind !== values.kind) throw badRequest('kind', SHARED_BLOCK_ERROR_KEYS.kindFixed);
      const saved = await repo.update(block.id, { ...values, modifyDate: nextModifyDate(block.modifyDate) });
      await new CopyWriter(tx, this.events).rewriteAll(userId, saved);
      return saved;
    });
    return this.presentOne(userId, row);
  }

  /** Deletes the block; its copies stay in their guides as their own (guests see no change). */
  async remove(userId: string, sharedBlockId: number): Promise<{ sharedBlockId: number }> {
    await this.events.transaction(async (tx) => {
      const repo = new SharedBlocksRepository(tx);
      const block = await repo.findOwned(sharedBlockId, userId, true);
      if (!block) throw notFound();
      await new CopyWriter(tx, this.events).detachAll(userId, block);
      await repo.delete(block.id);
    });
    return { sharedBlockId };
  }

  /**
   * Adds a copy of the block to one of the caller's own guides: a section or a place at the end of
   * its list, or a device of the property (a guide that already holds one is left as it is). Another
   * account's block, or a property the caller does not own, is a 404.
   */
  async use(userId: string, sharedBlockId: number, propertyId: number, locale: Locale): Promise<Property> {
    await this.owned(userId, sharedBlockId);
    const relation = await this.access.relationTo(userId, { propertyId });
    if (relation?.relation !== 'owner')
      throw new AppError(404, ERROR_CODES.notFound, ERROR_KEYS.notFound, { field: 'propertyId' });
    await this.events.transaction(async (tx) => {
      const block = await new SharedBlocksRepository(tx).findOwned(sharedBlockId, userId, true);
      if (!block) throw notFound();
      await new CopyWriter(tx, this.events).useIn(propertyId, block);
    });
    return this.propertyFor(userId, propertyId, locale);
  }

  /**
   * Makes the guide's copies of the block (section, place or device) that guide's own (the words
   * stay). Open to whoever may edit the guide (owner, or a co-host whose role may): it changes only
   * this guide.
   */
  async detach(userId: string, sharedBlockId: number, propertyId: number, locale: Locale): Promise<Property> {
    await this.access.require(userId, 'guide.update', { propertyId }, { field: 'propertyId' });
    await this.events.transaction((tx) => new CopyWriter(tx, this.events).detachIn(propertyId, sharedBlockId));
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
}
