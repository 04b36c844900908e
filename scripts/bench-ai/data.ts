/**
 * The AI benchmark's data (scripts/bench-ai/data/, see its README): guides and question sets as
 * JSON, in a dev split (used for changes) and a frozen test split (never used for changes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Attraction, EmergencyInfo, GuideSection, HostContact } from '../../common/contracts/property';

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

export type Locale = 'en' | 'es';
export type Split = 'dev' | 'test';

export interface BenchGuide {
  key: string;
  kind: string;
  name: string;
  locale: Locale;
  address1: string;
  city: string;
  checkInTime: string;
  checkOutTime: string;
  hostContact: HostContact;
  sections: GuideSection[];
  attractions: Attraction[];
  emergencyInfos: EmergencyInfo[];
}

export interface BenchQuestion {
  /** Key of the guide asked (guides/<key>.json). */
  guide: string;
  /** The language the guest writes in (and the locale they ask with). */
  locale: Locale;
  q: string;
  /** Ids a right answer may cite; null for a question the guide cannot answer. */
  expect: string[] | null;
}

export interface BenchSet {
  key: string;
  split: Split;
  title: string;
  questions: BenchQuestion[];
}

interface GuideFile {
  key: string;
  kind: string;
  locale: Locale;
  name: string;
  address1: string;
  city: string;
  checkInTime: string;
  checkOutTime: string;
  hostContact: HostContact;
  sections: {
    id: string;
    kind: GuideSection['kind'];
    title: string;
    body: string;
    icon?: string;
    sensitive?: boolean;
    wifi?: GuideSection['wifi'];
  }[];
  places: { id: string; type: number; name: string; description: string; address?: string }[];
  emergency: { id: string; type: number; name: string; phone: string; address?: string; notes?: string }[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** A guide file as the property the benchmark writes (every text in the guide's language). */
export function expandGuide(file: GuideFile): BenchGuide {
  const L = file.locale;
  return {
    key: file.key,
    kind: file.kind,
    name: file.name,
    locale: L,
    address1: file.address1,
    city: file.city,
    checkInTime: file.checkInTime,
    checkOutTime: file.checkOutTime,
    hostContact: file.hostContact,
    sections: file.sections.map((s) => ({
      sectionId: s.id,
      kind: s.kind,
      icon: s.icon ?? null,
      sensitive: s.sensitive ?? false,
      sortOrder: 0,
      title: { [L]: s.title },
      body: { [L]: s.body },
      mediaIds: [],
      imageUrls: [],
      ...(s.wifi ? { wifi: s.wifi } : {}),
    })),
    attractions: file.places.map((p) => ({
      attractionId: p.id,
      attractionTypeId: p.type,
      name: p.name,
      description: { [L]: p.description },
      address: p.address ?? null,
      latitude: null,
      longitude: null,
      url: null,
      phone: null,
      mediaId: null,
      imageUrl: null,
    })),
    emergencyInfos: file.emergency.map((e) => ({
      emergencyInfoId: e.id,
      emergencyInfoTypeId: e.type,
      name: e.name,
      phone: e.phone,
      address: e.address ?? null,
      latitude: null,
      longitude: null,
      notes: e.notes ? { [L]: e.notes } : {},
    })),
  };
}

/** Every guide of the benchmark, by key. */
export function loadGuides(): Map<string, BenchGuide> {
  const dir = path.join(DATA, 'guides');
  const guides = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => expandGuide(readJson<GuideFile>(path.join(dir, f))));
  return new Map(guides.map((g) => [g.key, g]));
}

/** Sets in the order they were written: tuning, holdout, blind, fresh, fresh2, fresh3, ... */
const writtenOrder = (key: string) =>
  ['tuning', 'holdout', 'blind', 'fresh'].indexOf(key) + 1 || 4 + Number(/^fresh(\d+)$/.exec(key)?.[1] ?? 1000);

/** The question sets of a split, dev in the order they were written, test by name. */
export function loadSets(split: Split): BenchSet[] {
  const dir = path.join(DATA, split);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      key: f.replace(/\.json$/, ''),
      file: readJson<{ title: string; questions: BenchQuestion[] }>(path.join(dir, f)),
    }))
    .sort((a, b) => (split === 'dev' ? writtenOrder(a.key) - writtenOrder(b.key) : a.key.localeCompare(b.key)))
    .map(({ key, file }) => ({ key, split, title: file.title, questions: file.questions }));
}

/** One question in this many of the dev split makes the fast subset. */
export const FAST_EVERY = 12;

/** The fast subset run by `npm test` (ai.eval.test.ts): every FAST_EVERY-th dev question, in order. */
export function fastSubset(): BenchQuestion[] {
  return loadSets('dev')
    .flatMap((set) => set.questions)
    .filter((_, i) => i % FAST_EVERY === 0);
}

/**
 * Ids a citation can carry on a guide: its sections, its places (`place-<id>`) and the structured
 * parts. Every label must be one of them, or the set measures nothing.
 */
export function citableIds(guide: BenchGuide): Set<string> {
  return new Set([
    ...guide.sections.map((s) => s.sectionId),
    ...guide.attractions.map((a) => `place-${a.attractionId}`),
    'checkin',
    'checkout',
    'emergency',
    'property',
    'contact',
  ]);
}

/**
 * The ids that count as right for a question: its labels, and for the check-in/out times and
 * emergency contacts the guide's own section of that kind when it has one (ai.passages.ts cites
 * them there: a label 'emergency' is answered by citing "Seguridad").
 */
export function acceptedIds(guide: BenchGuide, expect: string[]): string[] {
  const anchor = (id: string) => {
    const kind = ({ checkin: 'arrival', checkout: 'checkout', emergency: 'emergency' } as const)[
      id as 'checkin' | 'checkout' | 'emergency'
    ];
    return kind ? guide.sections.find((section) => section.kind === kind)?.sectionId : undefined;
  };
  return [...new Set(expect.flatMap((id) => [id, anchor(id) ?? id]))];
}
