import { DEFAULT_LOCALE, type Locale } from '@common/locales';
import { HOST_FILES, type HostFile, type HostPart, hostFileOf } from './text-parts';
import { Translator } from './translator';

/**
 * The one translator of the app (translator.ts; react.tsx gives components its `t`). A single
 * namespace holds every surface: keys read `host.nav.properties`, `errors.notFound`. The bundles (common/locales/<lang>/<surface>.json) are
 * separate chunks: the browser loads the page's language and the surfaces its layout needs
 * (loadLocale, before the page renders), and another one when first used (a key of a surface not yet
 * loaded loads it, and the texts re-render once it is there). Tests and the prerender register every
 * bundle up front (registerBundles), so for them initialisation stays synchronous.
 */
export const i18n = new Translator();

export const SURFACES = ['marketing', 'auth', 'host', 'admin', 'guest'] as const;
export type Surface = (typeof SURFACES)[number];
/** What a page can ask to load: a surface, or a part of the host texts (text-parts.ts). */
export type TextFile = Surface | HostPart;
type Bundle = Record<string, unknown>;
type Loaders = Record<string, () => Promise<Bundle>>;

const loaders: Loaders = import.meta.glob<Bundle>(['@common/locales/*/*.json', '!@common/locales/*/host.json'], {
  import: 'default',
});
// The host texts come in parts, cut by the build from host.json (`?texts=`, web/vite.config.ts).
const hostLoaders: Record<HostFile, Loaders> = {
  host: import.meta.glob<Bundle>('@common/locales/*/host.json', { query: '?texts=host&lang.json', import: 'default' }),
  'host-editor': import.meta.glob<Bundle>('@common/locales/*/host.json', {
    query: '?texts=host-editor&lang.json',
    import: 'default',
  }),
  'host-stays': import.meta.glob<Bundle>('@common/locales/*/host.json', {
    query: '?texts=host-stays&lang.json',
    import: 'default',
  }),
  'host-messages': import.meta.glob<Bundle>('@common/locales/*/host.json', {
    query: '?texts=host-messages&lang.json',
    import: 'default',
  }),
  'host-ai': import.meta.glob<Bundle>('@common/locales/*/host.json', {
    query: '?texts=host-ai&lang.json',
    import: 'default',
  }),
  'host-more': import.meta.glob<Bundle>('@common/locales/*/host.json', {
    query: '?texts=host-more&lang.json',
    import: 'default',
  }),
};
const isHostFile = (file: string): file is HostFile => (HOST_FILES as readonly string[]).includes(file);
const loaderOf = (locale: Locale, file: string) =>
  Object.entries(isHostFile(file) ? hostLoaders[file] : loaders).find(([name]) =>
    name.replace(/\?.*$/, '').endsWith(`/locales/${locale}/${isHostFile(file) ? 'host' : file}.json`),
  )?.[1];

/** Bundles registered so far, as `${locale}/${file}` (file = common or a surface). */
const loaded = new Set<string>();
const inFlight = new Map<string, Promise<void>>();
function add(locale: Locale, file: string, bundle: Bundle): void {
  const data = file === 'common' ? bundle : { [isHostFile(file) ? 'host' : file]: bundle };
  loaded.add(`${locale}/${file}`);
  // Merged into what the language has (host parts share some top keys, e.g. `stays`), before init too.
  i18n.addResourceBundle(locale, 'translation', data);
}

/** Registers complete locale bundles at once (the shape of common/locales/index.ts `resources`). */
export function registerBundles(resources: Record<Locale, Bundle>): void {
  for (const [locale, bundle] of Object.entries(resources) as [Locale, Bundle][]) {
    const { marketing, auth, host, admin, guest, ...common } = bundle;
    add(locale, 'common', common);
    for (const [surface, data] of Object.entries({ marketing, auth, host, admin, guest }))
      if (data) add(locale, surface, data as Bundle);
    // The whole host bundle holds every part.
    if (host) for (const file of HOST_FILES) loaded.add(`${locale}/${file}`);
  }
}

/**
 * The page's texts the server wrote into the app shell (`#page-texts`, decision 065): taken once each
 * instead of fetching their files. Read on first use; absent in tests and the prerender.
 */
let written: { locale: string; texts: Record<string, Bundle> } | null | undefined;
function takeWritten(locale: Locale, file: string): Bundle | null {
  if (written === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById('page-texts')?.textContent;
    try {
      written = text ? (JSON.parse(text) as typeof written) : null;
    } catch {
      written = null;
    }
  }
  if (written?.locale !== locale || !written.texts[file]) return null;
  const bundle = written.texts[file];
  delete written.texts[file];
  return bundle;
}

function loadFile(locale: Locale, file: string): Promise<void> {
  const key = `${locale}/${file}`;
  if (loaded.has(key)) return Promise.resolve();
  const bundle = takeWritten(locale, file);
  if (bundle) {
    add(locale, file, bundle);
    return Promise.resolve();
  }
  const running = inFlight.get(key);
  if (running) return running;
  const loader = loaderOf(locale, file);
  if (!loader) return Promise.reject(new Error(`No locale bundle ${key}`));
  const promise = loader()
    .then((bundle) => add(locale, file, bundle))
    .finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

/** Loads a language's app-wide texts and the given surfaces or host parts (each file once). */
export async function loadLocale(locale: Locale, surfaces: readonly TextFile[] = []): Promise<void> {
  await Promise.all(['common', ...surfaces].map((file) => loadFile(locale, file)));
}

/** The bundle of a key (a surface, or a host part) when it is not there yet in the given language. */
function missingSurface(key: string, locale: Locale): TextFile | null {
  const [group = '', ...rest] = key.split('.');
  if (!(SURFACES as readonly string[]).includes(group)) return null;
  const file = group === 'host' ? hostFileOf(rest.join('.')) : (group as Surface);
  return loaded.has(`${locale}/${file}`) ? null : file;
}

export function initI18n(locale: Locale): Translator {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  return i18n.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    // A text of a surface not loaded yet, in the language it was asked in (the guide preview shows the
    // guide's language, not the page's): load it; 'added' re-renders the components that use it.
    onMissingKey: (key, lng) => {
      const surface = missingSurface(key, lng as Locale);
      if (surface) void loadLocale(lng as Locale, [surface]).catch(() => undefined);
    },
  });
}
