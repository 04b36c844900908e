import { randomBytes } from 'node:crypto';
import {
  type Attraction,
  type DeletedProperty,
  type EmergencyInfo,
  type GuideSection,
  type Property,
  PROPERTY_ERROR_KEYS,
  type PropertyListItem,
  type PropertyUpdateSchema,
} from '@common/contracts/property';
import { COHOST_ERROR_KEYS } from '@common/contracts/cohosts';
import { ERROR_KEYS } from '@common/errors';
import { isLocale, type Locale } from '@common/locales';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { GuideContent, NewPropertyRow, PropertyRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sanitizeLocalized } from '../../lib/sanitize-html';
import { changeGuide, type ChangeEvents } from '../../events';
import { AccessPolicy } from '../access';
import { getLookupCatalog, isTimeZone, type LookupCatalog, suggestTimeZone } from '../list';
import { presentProperty } from './property.presenter';
import { type PersonRow, type PropertyPage, PropertyRepository, type VisibleProperty } from './property.repository';
import { defaultPropertyName, STARTER_CHECK_IN, STARTER_CHECK_OUT, starterSections } from './property.template';
import { nextModifyDate } from '../../lib/modify-date';
import { stampAttractions, stampSections } from './edited-stamps';
import { keepSharedCopies, keepSharedPlaces } from './shared-sections';

type PropertyUpdateBody = z.output<typeof PropertyUpdateSchema>;

/** Random, url-safe, unguessable: 16 characters from 12 random bytes (96 bits). */
export const newSlug = () => randomBytes(12).toString('base64url');
/** Ids of sections, attractions and emergency contacts inside a guide (also used by the AI module's question-to-section). */
export const newItemId = () => randomBytes(9).toString('base64url');

/** Throws 400 naming the first repeated id in a list. */
function assertUniqueIds(items: { id?: string }[], field: (index: number) => string) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (!item.id) return;
    if (seen.has(item.id)) throw badRequest(field(index), PROPERTY_ERROR_KEYS.duplicateId);
    seen.add(item.id);
  });
}

/**
 * Property rules: who sees what (owner or co-host, never deleted; everything else is 404), the
 * starter guide of a new property, validation against the lookup lists, rich-text sanitising and
 * optimistic concurrency on save.
 */
/** Properties read and presented at a time for the unpaged GET /property/user. */
export const UNPAGED_READ_SIZE = 100;

export class PropertyService {
  private readonly repo: PropertyRepository;
  private readonly access: AccessPolicy;

  constructor(
    private readonly db: Db,
    private readonly events: ChangeEvents,
  ) {
    this.repo = new PropertyRepository(db);
    this.access = new AccessPolicy(db);
  }

  private catalog(): Promise<LookupCatalog> {
    return getLookupCatalog(this.db);
  }

  /** Presents many properties with one query each for co-hosts, people and cover photos. */
  private async present(visible: VisibleProperty[], locale: Locale): Promise<Property[]> {
    const catalog = await this.catalog();
    // The covers' paths do not depend on the co-hosts: asked for side by side.
    const [coHostIds, covers] = await Promise.all([
      this.repo.coHostIds(visible.map((v) => v.row.id)),
      this.repo.coverPaths(visible.flatMap((v) => (v.row.propertyImageMediaId ? [v.row.propertyImageMediaId] : []))),
    ]);
    const people = await this.repo.people([
      ...visible.map((v) => v.row.ownerUserId),
      ...[...coHostIds.values()].flat(),
    ]);
    return visible.map(({ row, isCoHost }) =>
      presentProperty(row, {
        locale,
        catalog,
        isCoHost,
        owner: people.get(row.ownerUserId),
        cover: row.propertyImageMediaId ? covers.get(row.propertyImageMediaId) : undefined,
        // Only the owner is shown who co-hosts (a co-host does not see the others' addresses).
        coHosts: isCoHost
          ? []
          : (coHostIds.get(row.id) ?? []).map((id) => people.get(id)).filter((p): p is PersonRow => !!p),
      }),
    );
  }

  /** GET /property/user: every property, or one page (`limit`, `after`), or one property. */
  async list(userId: string, locale: Locale, page: PropertyPage = {}): Promise<Property[]> {
    return this.present(await this.repo.listVisible(userId, page), locale);
  }

  /**
   * GET /property/user without paging: every property, read and presented `pageSize` at a time (by
   * id, as the pages of the paged call), so a manager's thousands of guides are never all in memory
   * at once. The first page is read before this returns (a database failure is still an error answer).
   */
  async listAllInPages(
    userId: string,
    locale: Locale,
    pageSize = UNPAGED_READ_SIZE,
  ): Promise<AsyncIterable<Property[]>> {
    const first = await this.list(userId, locale, { limit: pageSize });
    const pages = async function* (this: PropertyService): AsyncGenerator<Property[]> {
      let page = first;
      while (page.length) {
        yield page;
        if (page.length < pageSize) return;
        page = await this.list(userId, locale, { limit: pageSize, after: page.at(-1)!.propertyId });
      }
    };
    return pages.call(this);
  }

  /** GET /property/user/list */
  async listItems(userId: string): Promise<PropertyListItem[]> {
    return this.repo.listItems(userId);
  }

  /** POST /property/user: a new property with a free default name and the starter guide, in the host's language. */
  async create(userId: string, locale: Locale, name?: string): Promise<Property> {
    const [owner] = (await this.repo.people([userId])).values();
    if (!owner) throw notFound();
    const hostLocale: Locale = isLocale(owner.locale) ? owner.locale : 'en';
    const taken = new Set(await this.repo.ownedNames(userId));
    let n = taken.size + 1;
    while (taken.has(defaultPropertyName(hostLocale, n))) n += 1;

    const now = new Date();
    const guide: GuideContent = {
      checkInTime: STARTER_CHECK_IN,
      checkOutTime: STARTER_CHECK_OUT,
      hostContact: {
        name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || null,
        phone: owner.phoneNumber && /^[0-9+()\-.\s/]{3,32}$/.test(owner.phoneNumber) ? owner.phoneNumber : null,
        email: owner.email,
        show: false,
      },
      sections: starterSections(newItemId),
      attractions: [],
    };
    const row = await this.repo.insert({
      ownerUserId: userId,
      name: name ?? defaultPropertyName(hostLocale, n),
      slug: newSlug(),
      defaultLocale: hostLocale,
      guide,
      emergencyInfos: [],
      createDate: now,
      modifyDate: now,
    });
    const [property] = await this.present([{ row, isCoHost: false }], locale);
    return property!;
  }

  /** PUT /property/user: owner or co-host; 409 when the property changed since the caller read it. */
  async update(userId: string, body: PropertyUpdateBody, locale: Locale): Promise<Property> {
    const expected = new Date(body.modifyDate);
    if (Number.isNaN(expected.getTime())) throw badRequest('modifyDate', ERROR_KEYS.invalidFormat);
    // 404 like any unknown property, with words a co-host removed meanwhile understands.
    await this.access.require(
      userId,
      'guide.update',
      { propertyId: body.propertyId },
      { notFound: COHOST_ERROR_KEYS.noAccess },
    );
    const found = await this.repo.findVisible(userId, body.propertyId);
    if (!found) throw notFound(COHOST_ERROR_KEYS.noAccess);
    const { row: current, isCoHost } = found;
    // Owner-only changes (docs/decisions/013-co-hosts.md): a co-host may save everything else.
    if (body.guide.published !== current.published) {
      await this.access.require(
        userId,
        'property.publish',
        { propertyId: current.id },
        { field: 'guide.published', forbidden: COHOST_ERROR_KEYS.cannotPublish },
      );
    }
    const catalog = await this.catalog();
    await this.assertUsableMedia(userId, body, current);

    const modifyDate = nextModifyDate(current.modifyDate);
    const values = this.validatedValues(body, current, catalog, modifyDate.toISOString());
    values.modifyDate = modifyDate;

    // Announced with the save (guide.changed): the concierge's index follows it.
    const saved = await changeGuide(this.events, current.id, (tx) =>
      new PropertyRepository(tx).updateIfUnchanged(current.id, expected, values, { richTextSanitized: true }),
    );
    if (!saved) {
      // Deleted meanwhile: 404 like any missing property. Otherwise someone saved first.
      if (!(await this.repo.findVisible(userId, current.id))) throw notFound(COHOST_ERROR_KEYS.noAccess);
      throw conflict(PROPERTY_ERROR_KEYS.staleUpdate, { field: 'modifyDate' });
    }
    const [property] = await this.present([{ row: saved, isCoHost }], locale);
    return property!;
  }

  /**
   * Every library photo a PUT newly references (property image, section photos, recommendation
   * photos) must be in the library of a property the caller owns or co-hosts: another host's photo
   * is refused like a photo that does not exist. Ids already stored on the property are kept as they are.
   */
  private async assertUsableMedia(userId: string, body: PropertyUpdateBody, current: PropertyRow): Promise<void> {
    const stored = new Set<number>([
      ...(current.propertyImageMediaId ? [current.propertyImageMediaId] : []),
      ...current.guide.sections.flatMap((s) => s.mediaIds),
      ...current.guide.attractions.flatMap((a) => (a.mediaId ? [a.mediaId] : [])),
    ]);
    const references: { field: string; mediaId: number }[] = [];
    if (body.propertyImageMediaId)
      references.push({ field: 'propertyImageMediaId', mediaId: body.propertyImageMediaId });
    body.guide.sections.forEach((s, i) =>
      s.mediaIds.forEach((mediaId, j) => references.push({ field: `guide.sections.${i}.mediaIds.${j}`, mediaId })),
    );
    body.guide.attractions.forEach(
      (a, i) => a.mediaId && references.push({ field: `guide.attractions.${i}.mediaId`, mediaId: a.mediaId }),
    );
    const fresh = references.filter((r) => !stored.has(r.mediaId));
    const usable = await this.access.usableMedia(userId, [...new Set(fresh.map((r) => r.mediaId))]);
    const refused = fresh.find((r) => !usable.has(r.mediaId));
    if (refused) throw badRequest(refused.field, PROPERTY_ERROR_KEYS.unknownMedia);
  }

  /** The columns a PUT writes, after checking every reference and sanitising every rich text. */
  private validatedValues(
    body: PropertyUpdateBody,
    current: PropertyRow,
    catalog: LookupCatalog,
    now: string,
  ): Partial<NewPropertyRow> {
    const pick = <K extends keyof PropertyUpdateBody & keyof PropertyRow>(key: K) =>
      (body[key] === undefined ? current[key] : body[key]) as PropertyRow[K];

    const countryId = pick('countryId');
    const stateId = pick('stateId');
    if (countryId !== null && !catalog.country(countryId))
      throw badRequest('countryId', PROPERTY_ERROR_KEYS.unknownCountry);
    if (stateId !== null) {
      if (countryId === null) throw badRequest('stateId', PROPERTY_ERROR_KEYS.stateNeedsCountry);
      if (catalog.state(stateId)?.countryId !== countryId)
        throw badRequest('stateId', PROPERTY_ERROR_KEYS.unknownState);
    }
    const latitude = pick('latitude');
    const longitude = pick('longitude');
    if ((latitude === null) !== (longitude === null))
      throw badRequest(latitude === null ? 'latitude' : 'longitude', ERROR_KEYS.required);
    const chosenZone = pick('timeZone');
    if (chosenZone !== null && !isTimeZone(chosenZone))
      throw badRequest('timeZone', PROPERTY_ERROR_KEYS.unknownTimeZone);
    // No zone chosen: the one the place implies (decision 053), else none (stays then run on UTC and the editor warns).
    const timeZone = chosenZone ?? suggestTimeZone(catalog, { countryId, stateId, latitude, longitude }).timeZone;

    const strTypeIds = body.propertyStrTypes ?? current.strTypeIds;
    strTypeIds.forEach((id, index) => {
      if (!catalog.strType(id)) throw badRequest(`propertyStrTypes.${index}`, PROPERTY_ERROR_KEYS.unknownStrType);
    });

    const { guide } = body;
    if (guide.themeId !== null && !catalog.theme(guide.themeId))
      throw badRequest('guide.themeId', PROPERTY_ERROR_KEYS.unknownTheme);

    assertUniqueIds(
      guide.sections.map((s) => ({ id: s.sectionId })),
      (i) => `guide.sections.${i}.sectionId`,
    );
    assertUniqueIds(
      guide.attractions.map((a) => ({ id: a.attractionId })),
      (i) => `guide.attractions.${i}.attractionId`,
    );
    assertUniqueIds(
      body.emergencyInfos.map((e) => ({ id: e.emergencyInfoId })),
      (i) => `emergencyInfos.${i}.emergencyInfoId`,
    );

    // Sections keep the client's order of sortOrder (ties by position), renumbered 0..n-1.
    const sections: GuideSection[] = guide.sections
      .map((section, index) => ({ section, index }))
      .sort((a, b) => a.section.sortOrder - b.section.sortOrder || a.index - b.index)
      .map(({ section }, sortOrder) => ({
        sectionId: section.sectionId ?? newItemId(),
        kind: section.kind,
        icon: section.icon,
        sensitive: section.sensitive,
        sortOrder,
        title: { ...section.title },
        body: sanitizeLocalized(section.body),
        mediaIds: section.mediaIds,
        imageUrls: section.imageUrls,
        ...(section.wifi ? { wifi: section.wifi } : {}),
        ...(section.videoId ? { videoId: section.videoId } : {}),
        ...(section.machine ? { machine: section.machine } : {}),
      }));
    const stored = current.guide.sections ?? [];
    const stampedSections = stampSections(stored, keepSharedCopies(stored, sections), now);

    const attractions: Attraction[] = guide.attractions.map((attraction, index) => {
      if (!catalog.hasAttractionType(attraction.attractionTypeId))
        throw badRequest(`guide.attractions.${index}.attractionTypeId`, PROPERTY_ERROR_KEYS.unknownAttractionType);
      if ((attraction.latitude === null) !== (attraction.longitude === null)) {
        throw badRequest(
          `guide.attractions.${index}.${attraction.latitude === null ? 'latitude' : 'longitude'}`,
          ERROR_KEYS.required,
        );
      }
      const { edited: _ignored, ...fields } = attraction;
      return {
        ...fields,
        attractionId: attraction.attractionId ?? newItemId(),
        description: sanitizeLocalized(attraction.description),
      };
    });

    const emergencyInfos: EmergencyInfo[] = body.emergencyInfos.map((info, index) => {
      if (!catalog.hasEmergencyInfoType(info.emergencyInfoTypeId))
        throw badRequest(`emergencyInfos.${index}.emergencyInfoTypeId`, PROPERTY_ERROR_KEYS.unknownEmergencyInfoType);
      if ((info.latitude === null) !== (info.longitude === null)) {
        throw badRequest(
          `emergencyInfos.${index}.${info.latitude === null ? 'latitude' : 'longitude'}`,
          ERROR_KEYS.required,
        );
      }
      return { ...info, emergencyInfoId: info.emergencyInfoId ?? newItemId(), notes: sanitizeLocalized(info.notes) };
    });

    return {
      name: body.name,
      address1: pick('address1'),
      address2: pick('address2'),
      city: pick('city'),
      stateId,
      countryId,
      postalCode: pick('postalCode'),
      latitude,
      longitude,
      timeZone,
      isActive: pick('isActive'),
      propertyImageMediaId: pick('propertyImageMediaId'),
      propertyImage: pick('propertyImage'),
      videoCollectionId: pick('videoCollectionId'),
      strTypeIds,
      // guide.slug is read-only: whatever the body says, the stored slug stays.
      published: guide.published,
      accessCode: guide.accessCode,
      themeId: guide.themeId,
      defaultLocale: guide.defaultLocale,
      guestAnalytics: guide.guestAnalytics ?? current.guestAnalytics,
      guide: {
        checkInTime: guide.checkInTime,
        checkOutTime: guide.checkOutTime,
        hostContact: guide.hostContact,
        sections: stampedSections,
        attractions: stampAttractions(
          current.guide.attractions ?? [],
          keepSharedPlaces(current.guide.attractions ?? [], attractions),
          now,
        ),
      },
      emergencyInfos,
    };
  }

  /** DELETE /property/user/{propertyId}: soft delete by the owner; a co-host gets 403. */
  async remove(userId: string, propertyId: number): Promise<DeletedProperty> {
    await this.access.require(
      userId,
      'property.delete',
      { propertyId },
      { forbidden: PROPERTY_ERROR_KEYS.coHostCannotDelete },
    );
    await this.repo.softDelete(propertyId, new Date());
    return { propertyId };
  }
}
