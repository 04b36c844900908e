import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const origin = 'https://app.example';

describe('redirect after sign-in', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectPath('/home/guide/devices?tab=1#top', origin)).toBe('/home/guide/devices?tab=1#top');
    expect(safeRedirectPath('/es/home', origin)).toBe('/es/home');
  });

  it('refuses other sites, protocol-relative and scripted targets', () => {
    for (const raw of [
      'https://evil.example/home',
      '//evil.example/home',
      '/\\evil.example',
      'javascript:alert(1)',
      'home',
      '',
      null,
    ]) {
      expect(safeRedirectPath(raw, origin), String(raw)).toBeNull();
    }
  });
});
