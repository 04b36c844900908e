import { createHash } from 'node:crypto';
import type { Locale } from '@common/locales';
import { readSetting } from '../../db/app-settings.repository';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  nameIn,
  presentAttractionType,
  presentCountry,
  presentEmergencyInfoType,
  presentMediaSource,
  presentReasonType,
  presentState,
  presentStrType,
  presentTheme,
} from './list.presenter';
import {
  type CountryRow,
  type LookupRows,
  loadLookupRows,
  type NamedRow,
  type StateRow,
  type ThemeRow,
} from './list.repository';
import { ensureLookups } from './list.seed';

export type FlatListName =
  'countries' | 'reasonTypes' | 'emergencyInfoTypes' | 'attractionTypes' | 'strTypes' | 'themes' | 'mediaSources';

/** A list answer prepared once: the items and the ETag of their JSON. */
export interface ListAnswer {
  items: unknown[];
  etag: string;
}

const etagOf = (items: unknown[]) =>
  `"${createHash('sha256').update(JSON.stringify(items)).digest('base64url').slice(0, 27)}"`;

/**
 * The lookup data of one database, loaded once (it only changes with a release): lookups by id for
 * validating properties, and each list's answer per language, computed on first use.
 */
export class LookupCatalog {
  private readonly countryById: Map<number, CountryRow>;
  private readonly stateById: Map<number, StateRow>;
  private readonly statesByCountry = new Map<number, StateRow[]>();
  private readonly themeById: Map<number, ThemeRow>;
  private readonly strTypeById: Map<number, NamedRow>;
  private readonly attractionTypeIds: Set<number>;
  private readonly emergencyInfoTypeIds: Set<number>;
  private readonly answers = new Map<string, ListAnswer>();

  constructor(readonly rows: LookupRows) {
    this.countryById = new Map(rows.countries.map((row) => [row.id, row]));
    this.stateById = new Map(rows.states.map((row) => [row.id, row]));
    for (const row of rows.states) {
      const list = this.statesByCountry.get(row.countryId) ?? [];
      list.push(row);
      this.statesByCountry.set(row.countryId, list);
    }
    this.themeById = new Map(rows.themes.map((row) => [row.id, row]));
    this.strTypeById = new Map(rows.strTypes.map((row) => [row.id, row]));
    this.attractionTypeIds = new Set(rows.attractionTypes.map((row) => row.id));
    this.emergencyInfoTypeIds = new Set(rows.emergencyInfoTypes.map((row) => row.id));
  }

  country = (id: number) => this.countryById.get(id);
  state = (id: number) => this.stateById.get(id);
  theme = (id: number) => this.themeById.get(id);
  strType = (id: number) => this.strTypeById.get(id);
  hasAttractionType = (id: number) => this.attractionTypeIds.has(id);
  hasEmergencyInfoType = (id: number) => this.emergencyInfoTypeIds.has(id);

  /** One flat list in one language (countries and states sorted by their translated name). */
  list(name: FlatListName, locale: Locale): ListAnswer {
    return this.memo(`${name}:${locale}`, () => {
      const { rows } = this;
      switch (name) {
        case 'countries':
          return sortByName(
            rows.countries.map((row) => presentCountry(row, locale, this.statesByCountry.has(row.id))),
            locale,
          );
        case 'reasonTypes':
          return rows.reasonTypes.map((row) => presentReasonType(row, locale));
        case 'emergencyInfoTypes':
          return rows.emergencyInfoTypes.map((row) => presentEmergencyInfoType(row, locale));
        case 'attractionTypes':
          return rows.attractionTypes.map((row) => presentAttractionType(row, locale));
        case 'strTypes':
          return rows.strTypes.map((row) => presentStrType(row, locale));
        case 'themes':
          return rows.themes.map((row) => presentTheme(row, locale));
        case 'mediaSources':
          return rows.mediaSources.map((row) => presentMediaSource(row, locale));
      }
    });
  }

  /** The states of a country; 404 for an unknown country, an empty list for one without states. */
  states(countryId: number, locale: Locale): ListAnswer {
    if (!this.countryById.has(countryId)) throw notFound();
    return this.memo(`states:${countryId}:${locale}`, () =>
      sortByName(
        (this.statesByCountry.get(countryId) ?? []).map((row) => presentState(row, locale)),
        locale,
      ),
    );
  }

  /** A state's or rental type's name for a property answer. */
  nameOf = (row: { nameEn: string; nameEs: string }, locale: Locale) => nameIn(row, locale);

  private memo(key: string, build: () => unknown[]): ListAnswer {
    let answer = this.answers.get(key);
    if (!answer) {
      const items = build();
      answer = { items, etag: etagOf(items) };
      this.answers.set(key, answer);
    }
    return answer;
  }
}

const collators: Record<Locale, Intl.Collator> = { en: new Intl.Collator('en'), es: new Intl.Collator('es') };
const sortByName = <T extends { name: string }>(items: T[], locale: Locale) =>
  [...items].sort((a, b) => collators[locale].compare(a.name, b.name));

const catalogs = new WeakMap<Db, { catalog: Promise<LookupCatalog>; stamp: string | null; checkedAt: number }>();

/** Where an edit of a lookup name (admin area) is announced, so every instance reloads its catalog. */
export const LOOKUPS_EDITED_KEY = 'lookups.edited';
/** How often an instance asks whether the lists were edited (one small query). */
const EDIT_CHECK_MS = 30_000;

const editStamp = (db: Db) => readSetting(db, LOOKUPS_EDITED_KEY);

function load(db: Db, stamp: string | null) {
  const catalog = ensureLookups(db)
    .then(() => loadLookupRows(db))
    .then((rows) => new LookupCatalog(rows))
    .catch((error: unknown) => {
      catalogs.delete(db);
      throw error;
    });
  catalogs.set(db, { catalog, stamp, checkedAt: Date.now() });
  return catalog;
}

/**
 * The lookup catalog of a database, seeding the tables on first use. Names edited in the admin area
 * reach every instance within EDIT_CHECK_MS (and this one at once, see forgetLookupCatalog).
 */
export async function getLookupCatalog(db: Db): Promise<LookupCatalog> {
  const cached = catalogs.get(db);
  if (!cached) return load(db, await editStamp(db).catch(() => null));
  if (Date.now() - cached.checkedAt > EDIT_CHECK_MS) {
    cached.checkedAt = Date.now();
    const stamp = await editStamp(db).catch(() => cached.stamp);
    if (stamp !== cached.stamp) return load(db, stamp);
  }
  return cached.catalog;
}

/** Drops this process's catalog (after an edit), so the next call reads the lists again. */
export function forgetLookupCatalog(db: Db): void {
  catalogs.delete(db);
}
