import { DEVICE_LIMITS } from '@common/contracts/devices';
import { type Attraction, type GuideSection, PROPERTY_LIMITS } from '@common/contracts/property';
import { SHARED_BLOCK_ERROR_KEYS } from '@common/contracts/shared-blocks';
import type { Db } from '../../db/client';
import type { GuideContent, SharedBlockRow } from '../../db/schema';
import type { ChangeEvents } from '../../events';
import { badRequest, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { newItemId } from '../property';
import { detachCopy, newCopy, rewriteCopy } from './shared-blocks.copies';
import { deviceMatches, newDevice, rewriteDevice } from './shared-blocks.device-copies';
import { detachPlace, newPlace, rewritePlace } from './shared-blocks.place-copies';
import { type GuideHolding, type GuideList, SharedBlocksRepository } from './shared-blocks.repository';

type Item = GuideSection | Attraction;
const copyOf = (item: Item, sharedBlockId: number) => item.sharedBlockId === sharedBlockId;
const listOf = (block: SharedBlockRow): GuideList | null =>
  block.kind === 'section' ? 'sections' : block.kind === 'place' ? 'attractions' : null;

/**
 * Writes blocks through to their copies (docs/decisions/047-shared-blocks.md), inside the caller's
 * transaction: guide lists (sections, places) in `properties.guide`, device copies in `devices`.
 * Each guide changed is announced with `guide.changed` in the same transaction.
 */
export class CopyWriter {
  private readonly repo: SharedBlocksRepository;

  constructor(
    private readonly tx: Db,
    private readonly events: ChangeEvents,
  ) {
    this.repo = new SharedBlocksRepository(tx);
  }

  /** Rewrites every copy of the (just saved) block in the owner's guides. */
  async rewriteAll(ownerUserId: string, block: SharedBlockRow): Promise<void> {
    const now = new Date().toISOString();
    const list = listOf(block);
    if (list === 'sections')
      await this.rewriteGuides(await this.repo.guidesHolding(ownerUserId, block.id, list), list, (item) =>
        copyOf(item, block.id) ? rewriteCopy(item as GuideSection, block, now) : item,
      );
    else if (list === 'attractions')
      await this.rewriteGuides(await this.repo.guidesHolding(ownerUserId, block.id, list), list, (item) =>
        copyOf(item, block.id) ? rewritePlace(item as Attraction, block, now) : item,
      );
    else {
      const changed = new Set<number>();
      for (const device of await this.repo.devicesHolding(ownerUserId, block.id)) {
        if (deviceMatches(device, block)) continue;
        await this.repo.updateDevice(device.id, rewriteDevice(device, block, nextModifyDate(device.modifyDate)));
        changed.add(device.propertyId);
      }
      for (const propertyId of changed) await this.events.emit(this.tx, { type: 'guide.changed', propertyId });
    }
  }

  /** Makes every copy of the block (any kind) its guide's own: used when the block is deleted. */
  async detachAll(ownerUserId: string, block: SharedBlockRow): Promise<void> {
    for (const list of ['sections', 'attractions'] as const)
      await this.rewriteGuides(await this.repo.guidesHolding(ownerUserId, block.id, list), list, (item) =>
        copyOf(item, block.id) ? detachItem(item) : item,
      );
    await this.detachDevices(await this.repo.devicesHolding(ownerUserId, block.id));
  }

  /** Makes one guide's copies of the block (any kind) that guide's own; the words stay. */
  async detachIn(propertyId: number, sharedBlockId: number): Promise<void> {
    const guide = await this.repo.guideForUpdate(propertyId);
    if (!guide) throw notFound();
    for (const list of ['sections', 'attractions'] as const)
      await this.rewriteGuides([guide], list, (item) => (copyOf(item, sharedBlockId) ? detachItem(item) : item));
    await this.detachDevices(await this.repo.devicesOfProperty(propertyId, sharedBlockId));
  }

  /** Adds a copy of the block to one guide; a guide that already holds one is left as it is. */
  async useIn(propertyId: number, block: SharedBlockRow): Promise<void> {
    const guide = await this.repo.guideForUpdate(propertyId);
    if (!guide) throw notFound();
    const now = new Date();
    if (block.kind === 'device') {
      if ((await this.repo.devicesOfProperty(propertyId, block.id)).length) return;
      if ((await this.repo.countDevices(propertyId)) >= DEVICE_LIMITS.perProperty)
        throw badRequest('propertyId', SHARED_BLOCK_ERROR_KEYS.guideFull, { max: DEVICE_LIMITS.perProperty });
      await this.repo.insertDevice(newDevice(block, propertyId, now));
      await this.events.emit(this.tx, { type: 'guide.changed', propertyId });
      return;
    }
    const list = listOf(block)!;
    const items = guide.guide[list] as Item[];
    if (items.some((item) => copyOf(item, block.id))) return;
    const max = list === 'sections' ? PROPERTY_LIMITS.sections : PROPERTY_LIMITS.attractions;
    if (items.length >= max) throw badRequest('propertyId', SHARED_BLOCK_ERROR_KEYS.guideFull, { max });
    const copy =
      list === 'sections'
        ? newCopy(block, newItemId(), items.length, now.toISOString())
        : newPlace(block, newItemId(), now.toISOString());
    await this.writeGuide(guide, { ...guide.guide, [list]: [...items, copy] });
  }

  private async detachDevices(devices: { id: number; propertyId: number; modifyDate: Date }[]): Promise<void> {
    const changed = new Set<number>();
    for (const device of devices) {
      await this.repo.updateDevice(device.id, { sharedBlockId: null, modifyDate: nextModifyDate(device.modifyDate) });
      changed.add(device.propertyId);
    }
    for (const propertyId of changed) await this.events.emit(this.tx, { type: 'guide.changed', propertyId });
  }

  /** Rewrites one list of each guide; a guide the rewrite leaves unchanged is not written. */
  private async rewriteGuides(guides: GuideHolding[], list: GuideList, rewrite: (item: Item) => Item): Promise<void> {
    for (const guide of guides) {
      const before = (guide.guide[list] ?? []) as Item[];
      const after = before.map(rewrite);
      if (JSON.stringify(after) === JSON.stringify(before)) continue;
      await this.writeGuide(guide, { ...guide.guide, [list]: after });
      // A later list of the same guide starts from what was written.
      guide.guide = { ...guide.guide, [list]: after };
    }
  }

  /** One guide written and announced (`guide.changed`) in the caller's transaction. */
  private async writeGuide(holding: GuideHolding, guide: GuideContent): Promise<void> {
    const modifyDate = nextModifyDate(holding.modifyDate);
    await this.repo.writeGuide(holding.propertyId, guide, modifyDate);
    holding.modifyDate = modifyDate;
    await this.events.emit(this.tx, { type: 'guide.changed', propertyId: holding.propertyId });
  }
}

const detachItem = (item: Item): Item =>
  'sectionId' in item ? detachCopy(item as GuideSection) : detachPlace(item as Attraction);
