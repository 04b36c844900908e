import { describe, expect, it } from 'vitest';
import { fakeJwt } from '@web/test/fixtures';
import { canOpenAdmin, guardRedirect, isFullySignedIn } from './route-guards';

const host = fakeJwt();
const twoFa = fakeJwt('TwoFa');
const admin = fakeJwt(['Host', 'Admin']);
const internal = fakeJwt('Internal');

describe('route guards', () => {
  it('send a visitor without a token from a home page to the login page with the full path', () => {
    expect(guardRedirect({ pathname: '/home/guide/ai', search: '?tab=2', hash: '#x' }, null)).toBe(
      '/login?redirect=%2Fhome%2Fguide%2Fai%3Ftab%3D2%23x',
    );
  });

  it('keep the language of the asked page in the login redirect', () => {
    expect(guardRedirect({ pathname: '/es/home' }, undefined)).toBe('/es/login?redirect=%2Fes%2Fhome');
  });

  it('treat a TwoFa token as not signed in', () => {
    expect(guardRedirect({ pathname: '/home' }, twoFa)).toBe('/login?redirect=%2Fhome');
    expect(isFullySignedIn(twoFa)).toBe(false);
  });

  it('let a signed-in host into home pages', () => {
    expect(guardRedirect({ pathname: '/home/reports' }, host)).toBeNull();
    expect(guardRedirect({ pathname: '/es/home/guide/property-12' }, host)).toBeNull();
  });

  it('keep admin pages for the Internal and Admin roles', () => {
    expect(guardRedirect({ pathname: '/admin/users' }, host)).toBe('/');
    expect(guardRedirect({ pathname: '/es/admin' }, null)).toBe('/es');
    expect(guardRedirect({ pathname: '/admin/users' }, admin)).toBeNull();
    expect(guardRedirect({ pathname: '/admin' }, internal)).toBeNull();
    expect(canOpenAdmin(admin)).toBe(true);
    expect(canOpenAdmin(host)).toBe(false);
  });

  it('leave every other page public', () => {
    for (const pathname of ['/', '/pricing', '/login', '/es/insights', '/account', '/link']) {
      expect(guardRedirect({ pathname }, null), pathname).toBeNull();
    }
    expect(guardRedirect({ pathname: '/login' }, twoFa)).toBeNull();
  });
});
