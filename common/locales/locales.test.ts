import { describe, expect, it } from 'vitest';
import { resources } from './index';

/** Flattens a nested bundle into dotted keys, e.g. errors.notFound. */
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale bundles', () => {
  it('have exactly the same keys in en and es', () => {
    const en = keysOf(resources.en).sort();
    const es = keysOf(resources.es).sort();
    expect(es.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !es.includes(k))).toEqual([]);
  });

  it('use the same interpolation placeholders in both languages', () => {
    const get = (bundle: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) as string;
    for (const key of keysOf(resources.en)) {
      expect(placeholders(get(resources.es, key)), key).toEqual(placeholders(get(resources.en, key)));
    }
  });

  it('have no empty strings', () => {
    for (const locale of ['en', 'es'] as const) {
      const get = (key: string) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[locale]);
      for (const key of keysOf(resources[locale])) expect(String(get(key)).trim(), `${locale}:${key}`).not.toBe('');
    }
  });
});
