import { describe, expect, it } from 'vitest';
import { localeCookieString, readLocaleCookie } from './locale-cookie';
import { decideLocaleRedirect, detectLocale, localeFromTag } from './locale-detection';
import { hasLocalePrefix, localeFromPath, stripLocale, switchLocalePath, withLocale } from './locale-path';

describe('locale paths', () => {
  it('read the locale from the prefix; unprefixed paths are English', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/pricing')).toBe('en');
    expect(localeFromPath('/es')).toBe('es');
    expect(localeFromPath('/es/home/guide/ai')).toBe('es');
    expect(localeFromPath('/estate')).toBe('en');
    expect(localeFromPath('/en/pricing')).toBe('en');
    expect(hasLocalePrefix('/es/')).toBe(true);
    expect(hasLocalePrefix('/esx')).toBe(false);
  });

  it('strip the prefix', () => {
    expect(stripLocale('/es')).toBe('/');
    expect(stripLocale('/es/')).toBe('/');
    expect(stripLocale('/es/pricing')).toBe('/pricing');
    expect(stripLocale('/pricing')).toBe('/pricing');
    expect(stripLocale('/')).toBe('/');
  });

  it('prefix paths for a locale, keeping query and hash', () => {
    expect(withLocale('/', 'es')).toBe('/es');
    expect(withLocale('/pricing', 'es')).toBe('/es/pricing');
    expect(withLocale('/login?redirect=%2Fhome#top', 'es')).toBe('/es/login?redirect=%2Fhome#top');
    expect(withLocale('/es/pricing', 'en')).toBe('/pricing');
    expect(withLocale('/es', 'en')).toBe('/');
    expect(withLocale('/es/pricing', 'es')).toBe('/es/pricing');
    expect(withLocale('relative', 'es')).toBe('relative');
  });

  it('switch language on the same page', () => {
    expect(switchLocalePath({ pathname: '/community/faq', search: '?q=wifi', hash: '#a' }, 'es')).toBe(
      '/es/community/faq?q=wifi#a',
    );
    expect(switchLocalePath({ pathname: '/es/community/faq', search: '?q=wifi', hash: '' }, 'en')).toBe(
      '/community/faq?q=wifi',
    );
    expect(switchLocalePath({ pathname: '/es', search: '', hash: '' }, 'en')).toBe('/');
  });
});

describe('locale cookie', () => {
  it('reads i18n_redirected among other cookies', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=es; b=2')).toBe('es');
    expect(readLocaleCookie('i18n_redirected=en')).toBe('en');
    expect(readLocaleCookie('i18n_redirected=fr')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie('xi18n_redirected=es')).toBeNull();
  });

  it('is written for 365 days on path / with SameSite=Lax, Secure only when configured', () => {
    expect(localeCookieString('es', { secure: false })).toBe(
      'i18n_redirected=es; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(localeCookieString('en', { secure: true })).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('locale detection', () => {
  it('matches browser tags by primary subtag', () => {
    expect(localeFromTag('es-MX')).toBe('es');
    expect(localeFromTag('EN_gb')).toBe('en');
    expect(localeFromTag('fr-FR')).toBeNull();
  });

  it('prefers the cookie, then the browser list, then en-US', () => {
    expect(detectLocale({ cookie: 'i18n_redirected=en', languages: ['es-ES'] })).toEqual({
      locale: 'en',
      source: 'cookie',
    });
    expect(detectLocale({ cookie: '', languages: ['fr-FR', 'es-AR', 'en'] })).toEqual({
      locale: 'es',
      source: 'browser',
    });
    expect(detectLocale({ cookie: 'i18n_redirected=xx', languages: ['de'] })).toEqual({
      locale: 'en',
      source: 'fallback',
    });
  });

  it('sends an unprefixed visit to the /es twin when the cookie says es', () => {
    expect(
      decideLocaleRedirect(
        { pathname: '/pricing', search: '?a=1', hash: '#b' },
        { cookie: 'i18n_redirected=es', languages: ['en'] },
      ),
    ).toEqual({
      redirectTo: '/es/pricing?a=1#b',
      remember: null,
    });
  });

  it('without a cookie follows a Spanish browser to /es and remembers it', () => {
    expect(decideLocaleRedirect({ pathname: '/' }, { cookie: '', languages: ['es-ES', 'en'] })).toEqual({
      redirectTo: '/es',
      remember: 'es',
    });
  });

  it('stays on English pages for English browsers and remembers that too', () => {
    expect(decideLocaleRedirect({ pathname: '/pricing' }, { cookie: '', languages: ['en-US'] })).toEqual({
      redirectTo: null,
      remember: 'en',
    });
    expect(decideLocaleRedirect({ pathname: '/pricing' }, { cookie: 'i18n_redirected=en', languages: ['es'] })).toEqual(
      {
        redirectTo: null,
        remember: null,
      },
    );
  });

  it('leaves prefixed paths alone whatever the cookie says', () => {
    expect(
      decideLocaleRedirect({ pathname: '/es/pricing' }, { cookie: 'i18n_redirected=en', languages: ['en'] }),
    ).toEqual({
      redirectTo: null,
      remember: null,
    });
  });
});
