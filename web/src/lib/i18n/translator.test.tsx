import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '@common/locales/index';
import { Translator } from './translator';

const EN = {
  greeting: 'Hello {{name}}',
  onlyEnglish: 'Only in English',
  stays: { count_one: '{{count}} stay', count_other: '{{count}} stays', count_zero: 'No stays' },
  list: [{ title: 'First for {{name}}' }, 'Second'],
  nested: { a: { b: 'Deep {{user.first}}' } },
};
const ES = {
  greeting: 'Hola {{name}}',
  stays: { count_one: '{{count}} estancia', count_other: '{{count}} estancias' },
  raw: 'Sin escapar: {{- html}}',
};

/** Texts added before init (as the app's registered bundles) and after it (as a surface loaded later). */
function translator(onMissingKey?: (key: string, lng: string) => void) {
  const i18n = new Translator();
  i18n.addResourceBundle('en', 'translation', EN);
  i18n.init({ lng: 'es', fallbackLng: 'en', onMissingKey });
  i18n.addResourceBundle('es', 'translation', ES);
  return i18n;
}

describe('Translator', () => {
  it('answers in the current language, falls back to the other, then to the default value, then to the key', () => {
    const i18n = translator();
    expect(i18n.t('greeting', { name: '<b>Ana</b>' })).toBe('Hola <b>Ana</b>');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('nowhere', { defaultValue: 'Default for {{name}}', name: 'Ana' })).toBe('Default for Ana');
    expect(i18n.t('nowhere', 'Plain default')).toBe('Plain default');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(i18n.t('greeting', { lng: 'en', name: 'Ana' })).toBe('Hello Ana');
    expect(i18n.getFixedT('en')('greeting', { name: 'Bo' })).toBe('Hello Bo');
  });

  it("picks the language's plural form, the zero form for 0 where there is one, and the bare key without forms", () => {
    const i18n = translator();
    expect(i18n.t('stays.count', { count: 1 })).toBe('1 estancia');
    expect(i18n.t('stays.count', { count: 3 })).toBe('3 estancias');
    // Spanish has no zero form here: "0 estancias"; English has one.
    expect(i18n.t('stays.count', { count: 0 })).toBe('0 estancias');
    expect(i18n.t('stays.count', { count: 0, lng: 'en' })).toBe('No stays');
    expect(i18n.t('stays.count', { count: 1, lng: 'en' })).toBe('1 stay');
    expect(i18n.t('greeting', { count: 2, name: 'Ana' })).toBe('Hola Ana');
  });

  it('fills placeholders from nested values, empty when absent, and never escapes', () => {
    const i18n = translator();
    expect(i18n.t('nested.a.b', { user: { first: 'Lu' } })).toBe('Deep Lu');
    expect(i18n.t('greeting')).toBe('Hola ');
    expect(i18n.t('raw', { html: 'a & b' })).toBe('Sin escapar: a & b');
  });

  it('answers objects and arrays only when asked, their texts filled in', () => {
    const i18n = translator();
    expect(i18n.t('list', { returnObjects: true, name: 'Ana' })).toEqual([{ title: 'First for Ana' }, 'Second']);
    expect(i18n.t('nested', { lng: 'en' })).toBe("key 'nested (en)' returned an object instead of string.");
  });

  it('reports a key found in no language, in the language it was asked in', () => {
    const missing = vi.fn();
    const i18n = translator(missing);
    i18n.t('admin.nav.users', { lng: 'en' });
    expect(missing).toHaveBeenCalledWith('admin.nav.users', 'en');
    i18n.t('onlyEnglish');
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('merges added texts and tells its listeners; a change of language too', async () => {
    const i18n = translator();
    const added = vi.fn();
    const changed = vi.fn();
    i18n.store.on('added', added);
    i18n.on('languageChanged', changed);
    i18n.addResourceBundle('es', 'translation', { stays: { count_zero: 'Ninguna' } });
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.t('stays.count', { count: 0 })).toBe('Ninguna');
    expect(i18n.t('stays.count', { count: 2 })).toBe('2 estancias');
    await i18n.changeLanguage('es');
    expect(changed).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Hello Ana');
  });
});

describe("the app's texts", () => {
  it('use nothing the translator does not read (nesting, formatting)', () => {
    const unread: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (value.includes('$t(') || /{{[^}]*,[^}]*}}/.test(value)) unread.push(path);
      } else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    };
    walk(resources, 'resources');
    expect(unread).toEqual([]);
  });
});

describe('Trans', () => {
  it("puts a text's tags' content into the components named for them", async () => {
    const { Trans } = await import('./react');
    const { i18n } = await import('./i18n');
    i18n.addResourceBundle('en', 'translation', {
      test: { trans: 'Read the <terms>terms</terms> and <br/>the <x>rest</x>.' },
    });
    await i18n.changeLanguage('en');
    render(
      <p data-testid="out">
        <Trans i18nKey="test.trans" components={{ terms: <a href="/terms" />, br: <br /> }} />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByTestId('out').innerHTML).toBe('Read the <a href="/terms">terms</a> and <br>the rest.');
  });
});
