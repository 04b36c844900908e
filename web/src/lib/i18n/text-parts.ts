/**
 * The host texts (common/locales/<lang>/host.json, 18 kB gzip) load in parts: `host` holds what the
 * shell, the dashboard and the small pages show; each part below holds the texts of the pages that
 * alone use them (their routes list the part in `surfaces`). The build cuts the file
 * (`host.json?texts=<part>`, web/vite.config.ts); the app loads a part with its pages, or when a key
 * of it is first asked for (lib/i18n/i18n.ts). No imports: the build's config reads this module too.
 */
export const HOST_PARTS = {
  'host-editor': ['editor'],
  'host-stays': ['stays'],
  'host-messages': ['messages'],
  'host-ai': ['ai'],
  'host-more': ['sharedBlocks', 'photos', 'cohosts', 'devices', 'videos'],
} as const satisfies Record<string, readonly string[]>;

export type HostPart = keyof typeof HOST_PARTS;
export type HostFile = 'host' | HostPart;
export const HOST_FILES: readonly HostFile[] = ['host', ...(Object.keys(HOST_PARTS) as HostPart[])];

/** Keys inside those parts that stay in `host` (paths under `host.`): the dashboard shows them at first. */
const KEPT_IN_HOST = [
  'stays.agenda',
  'stays.statusBadge',
  'stays.arrivedShort',
  'stays.checkedOutShort',
  'stays.loadFailed',
  'messages.failures',
];

const partOfTop = new Map<string, HostPart>(
  (Object.entries(HOST_PARTS) as [HostPart, readonly string[]][]).flatMap(([part, keys]) =>
    keys.map((key) => [key, part] as const),
  ),
);

/** The file holding a host text, by its path under `host.` ("editor.save" -> "host-editor"). */
export function hostFileOf(path: string): HostFile {
  if (KEPT_IN_HOST.some((kept) => path === kept || path.startsWith(`${kept}.`))) return 'host';
  return partOfTop.get(path.split('.')[0] ?? '') ?? 'host';
}

type Texts = { [key: string]: unknown };

/** The texts of one file, cut from the whole host bundle (same shape, other keys left out). */
export function pickHostTexts(bundle: Texts, file: HostFile, prefix = ''): Texts {
  const picked: Texts = {};
  for (const [key, value] of Object.entries(bundle)) {
    const path = `${prefix}${key}`;
    const kept = KEPT_IN_HOST.some((k) => k.startsWith(`${path}.`));
    if (kept && value && typeof value === 'object') {
      // A part's top key with kept keys inside: split it key by key.
      const inner = pickHostTexts(value as Texts, file, `${path}.`);
      if (Object.keys(inner).length > 0) picked[key] = inner;
    } else if (hostFileOf(path) === file) picked[key] = value;
  }
  return picked;
}
