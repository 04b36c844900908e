/**
 * The app's translator (decision 074): the part of i18next the web app used, in about 1 kB gzip
 * instead of i18next's ~17 kB gzip on every page's first load. One namespace (`translation`); keys are
 * dot paths into the bundles (`host.nav.properties`); a language's missing text falls back to the
 * fallback language, then to the `defaultValue`, then to the key itself.
 *
 * Also as i18next did with the app's settings: `{{name}}` (and `{{- name}}`) is replaced by the
 * option of that name, as is, without escaping (React escapes what it renders), `''` when absent;
 * `count` picks the plural form of the language (`key_one`, `key_other`..., `key_zero` first for 0)
 * and falls back to the bare key; `returnObjects` answers an object or array of texts, each
 * interpolated; `lng` asks in another language than the current one.
 */
type Bundle = Record<string, unknown>;

export interface TOptions {
  /** Picks the plural form (and is a value `{{count}}` can show). */
  count?: number;
  /** The text when the key has none in any language (interpolated as a text would be). */
  defaultValue?: string;
  /** The language to answer in, instead of the current one. */
  lng?: string;
  /** Answers the object or array under the key (its texts interpolated) instead of a text. */
  returnObjects?: boolean;
  /** Values for `{{name}}`. */
  [name: string]: unknown;
}

/** What `t` answers is a text, or with `returnObjects` whatever the bundle holds under the key. */
export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;

/** Texts come with addResourceBundle, before init or after it. */
export interface TranslatorOptions {
  lng: string;
  fallbackLng: string;
  /** Called (once per call of `t`) with a key found in no language, in the language it was asked in. */
  onMissingKey?: (key: string, lng: string) => void;
}

type Listener = () => void;

/** Listeners by event name ('languageChanged' on the translator, 'added' on its store). */
class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener();
  }
}

const isBundle = (value: unknown): value is Bundle => typeof value === 'object' && value !== null;
const isPlain = (value: unknown): value is Bundle => isBundle(value) && !Array.isArray(value);

/** Deep-merges `from` into `into` (copying its objects, never sharing them): a later text replaces an earlier one. */
function merge(into: Bundle, from: Bundle): Bundle {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] = isPlain(value) ? merge(isPlain(current) ? current : {}, value) : value;
  }
  return into;
}

/** The value at a dot path (`a.b.c`), or undefined. */
function at(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    if (!isBundle(value)) return undefined;
    value = value[part];
  }
  return value;
}

const PLACEHOLDER = /{{(.+?)}}/g;

function interpolate(text: string, options: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = at(options, name.trim().replace(/^-\s*/, ''));
    return value === undefined || value === null ? '' : String(value as string);
  });
}

/** Each text of an object or array answered with `returnObjects`, interpolated. */
function interpolateAll(value: unknown, options: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, options));
  if (isBundle(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, options)]));
  return value;
}

export class Translator {
  language = '';
  isInitialized = false;
  /** The texts by language (`data[lng].translation`), and its 'added' event (a bundle came in). */
  readonly store = Object.assign(new Emitter(), { data: {} as Record<string, { translation: Bundle }> });
  private readonly events = new Emitter();
  private fallbackLng = '';
  private onMissingKey: TranslatorOptions['onMissingKey'];
  private readonly plurals = new Map<string, Intl.PluralRules>();

  init(options: TranslatorOptions): this {
    this.language = options.lng;
    this.fallbackLng = options.fallbackLng;
    this.onMissingKey = options.onMissingKey;
    this.isInitialized = true;
    return this;
  }

  on(event: 'languageChanged', listener: Listener): void {
    this.events.on(event, listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    this.events.off(event, listener);
  }

  changeLanguage(lng: string): Promise<TFunction> {
    if (lng !== this.language) {
      this.language = lng;
      this.events.emit('languageChanged');
    }
    return Promise.resolve(this.t);
  }

  /** Adds texts to a language (merged into what it has); 'added' tells who shows them. */
  addResourceBundle(lng: string, _namespace: 'translation', bundle: Bundle): void {
    const entry = (this.store.data[lng] ??= { translation: {} });
    merge(entry.translation, bundle);
    this.store.emit('added');
  }

  getResource(lng: string, _namespace: 'translation', key: string): unknown {
    return at(this.store.data[lng]?.translation, key);
  }

  /** A `t` bound to one language. */
  getFixedT(lng: string): TFunction {
    return (key, options) =>
      this.t(key, { ...(typeof options === 'string' ? { defaultValue: options } : options), lng });
  }

  readonly t: TFunction = (keys, given) => {
    const options: TOptions = typeof given === 'string' ? { defaultValue: given } : (given ?? {});
    const lng = options.lng ?? this.language;
    const list = typeof keys === 'string' ? [keys] : keys;
    for (const key of list)
      for (const code of lng === this.fallbackLng ? [lng] : [lng, this.fallbackLng]) {
        const found = this.lookup(code, key, options.count);
        if (found === undefined) continue;
        if (typeof found === 'string') return interpolate(found, options);
        if (options.returnObjects) return interpolateAll(found, options) as string;
        return `key '${key} (${code})' returned an object instead of string.`;
      }
    const key = list.at(-1) ?? '';
    this.onMissingKey?.(key, lng);
    return interpolate(options.defaultValue ?? key, options);
  };

  /** The key's value in one language: its plural forms first when there is a count. */
  private lookup(lng: string, key: string, count: number | undefined): unknown {
    const texts = this.store.data[lng]?.translation;
    if (!texts) return undefined;
    if (typeof count === 'number') {
      if (count === 0) {
        const zero = at(texts, `${key}_zero`);
        if (zero !== undefined && zero !== null) return zero;
      }
      const form = at(texts, `${key}_${this.pluralRules(lng).select(count)}`);
      if (form !== undefined && form !== null) return form;
    }
    const value = at(texts, key);
    return value === null ? undefined : value;
  }

  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) this.plurals.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules;
  }
}
