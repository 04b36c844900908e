import { describe, expect, it } from 'vitest';
import { translator } from './i18n';

describe('the server translator', () => {
  it('reads the shared bundles in each language', () => {
    expect(translator('en')('language.es')).toBe('Español');
    expect(translator('es')('auth.mail.greetingNoName')).toBe('Hola:');
    expect(translator('en')('auth.mail.greetingNoName')).toBe('Hello,');
  });

  it('inserts values as given, without HTML escaping (callers escape what they build)', () => {
    expect(translator('en')('auth.mail.greeting', { name: 'Ana & <Bo>' })).toBe('Hello Ana & <Bo>,');
    expect(translator('es')('auth.mail.greeting', { name: 'Ana' })).toBe('Hola, Ana:');
    // What a user typed is inserted as text: no nesting or interpolation inside it.
    expect(translator('en')('auth.mail.greeting', { name: '$t(language.es) {{name}}' })).toBe(
      'Hello $t(language.es) {{name}},',
    );
  });

  it('picks the plural form from count', () => {
    expect(translator('en')('guest.page.searchResults', { count: 1 })).toBe('1 part of the guide matches.');
    expect(translator('en')('guest.page.searchResults', { count: 3 })).toBe('3 parts of the guide match.');
    expect(translator('en')('guest.page.searchResults', { count: 0 })).toBe('0 parts of the guide match.');
  });

  it('answers the key itself for a key no bundle has, in no other language', () => {
    expect(translator('es')('guest.page.noSuchKey')).toBe('guest.page.noSuchKey');
  });
});
