import type { Property, PropertyPerson } from '@common/contracts/property';
import type { Locale } from '@common/locales';
import type { PropertyRow } from '../../db/schema';
import type { LookupCatalog } from '../list';
import type { PersonRow } from './property.repository';

/** Everything a Property answer needs besides its row. */
export interface PresentContext {
  locale: Locale;
  catalog: LookupCatalog;
  isCoHost: boolean;
  owner: PersonRow | undefined;
  coHosts: PersonRow[];
  /** The cover's library photo (when propertyImage is one), for its card-size variant. */
  cover?: { largePath: string; smallPath: string } | undefined;
}

export function presentPerson(person: PersonRow): PropertyPerson {
  const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return {
    userId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    fullName,
    email: person.email,
    profileImageMediaId: person.profileImageMediaId,
  };
}

const MISSING_PERSON = (userId: string): PropertyPerson => ({
  userId,
  firstName: '',
  lastName: '',
  fullName: '',
  email: '',
  profileImageMediaId: null,
});

/** "1 Main St, Apt 2, Austin, Texas 78701, United States": the parts that are set, in postal order. */
export function fullAddress(row: PropertyRow, stateName: string | null, countryName: string | null): string {
  const region = [stateName, row.postalCode].filter(Boolean).join(' ');
  return [row.address1, row.address2, row.city, region, countryName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The cover at card size: the URL of the library photo's small variant, made from the cover's own URL
 * (same storage, same address form), so only a variant of the image already shown is ever named.
 */
export function smallCover(url: string | null, cover: PresentContext['cover']): string | null {
  if (!url || !cover || !url.endsWith(`/${cover.largePath}`)) return null;
  return `${url.slice(0, url.length - cover.largePath.length)}${cover.smallPath}`;
}

/** A property row as the Property contract. */
export function presentProperty(row: PropertyRow, ctx: PresentContext): Property {
  const { catalog, locale } = ctx;
  const state = row.stateId ? catalog.state(row.stateId) : undefined;
  const country = row.countryId ? catalog.country(row.countryId) : undefined;
  const mainStrType = row.strTypeIds[0] ? catalog.strType(row.strTypeIds[0]) : undefined;
  const guide = row.guide;
  return {
    propertyId: row.id,
    exId: row.exId,
    name: row.name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    stateId: row.stateId,
    countryId: row.countryId,
    postalCode: row.postalCode,
    createDate: row.createDate.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    isActive: row.isActive,
    propertyImageMediaId: row.propertyImageMediaId,
    subscriptionId: row.subscriptionId,
    assignToSubscription: row.assignToSubscription,
    isCoHost: ctx.isCoHost,
    isDeleted: row.isDeleted,
    deleteDate: iso(row.deleteDate),
    modifyDate: row.modifyDate.toISOString(),
    isIndexing: row.isIndexing,
    lastIndexDate: iso(row.lastIndexDate),
    videoCollectionId: row.videoCollectionId,
    fullAddress: fullAddress(
      row,
      state ? catalog.nameOf(state, locale) : null,
      country ? catalog.nameOf(country, locale) : null,
    ),
    propertyImage: row.propertyImage,
    propertyImageSmall: smallCover(row.propertyImage, ctx.cover),
    state: state ? { stateId: state.id, code: state.code, name: catalog.nameOf(state, locale) } : null,
    propertyStr: mainStrType
      ? { strTypeId: mainStrType.id, code: mainStrType.code, name: catalog.nameOf(mainStrType, locale) }
      : null,
    propertyStrTypes: row.strTypeIds,
    userProfile: ctx.owner ? presentPerson(ctx.owner) : MISSING_PERSON(row.ownerUserId),
    coHosts: ctx.coHosts.map(presentPerson),
    emergencyInfos: row.emergencyInfos,
    guide: {
      slug: row.slug,
      published: row.published,
      accessCode: row.accessCode,
      themeId: row.themeId,
      defaultLocale: row.defaultLocale === 'es' ? 'es' : 'en',
      guestAnalytics: row.guestAnalytics,
      checkInTime: guide.checkInTime,
      checkOutTime: guide.checkOutTime,
      hostContact: guide.hostContact,
      sections: guide.sections,
      attractions: guide.attractions,
    },
  };
}
