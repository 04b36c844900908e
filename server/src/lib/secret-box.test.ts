import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const material = (text: string) => new TextEncoder().encode(text);

describe('SecretBox', () => {
  const box = new SecretBox([material('a key that is long enough for the test 0123')], 'totp');

  it('seals so that the stored value does not show the secret, and opens it back', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses an altered value and a value sealed with a key it does not hold', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    // One bit of the ciphertext flipped (changing the text's last characters could touch only the
    // unused bits of its base64 and leave the bytes as they were: a test that passed by chance).
    const cut = sealed.lastIndexOf(':') + 1;
    const bytes = Buffer.from(sealed.slice(cut), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    const altered = sealed.slice(0, cut) + bytes.toString('base64url');
    expect(() => box.open(altered)).toThrow();
    const other = new SecretBox([material('another key, also long enough for the test')], 'totp');
    expect(() => other.open(sealed)).toThrow(/unknown key/);
  });

  it('passes a value stored before encryption through, and says which values to seal again', () => {
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.needsResealing('JBSWY3DPEHPK3PXP')).toBe(true);
    expect(box.needsResealing(box.seal('x'))).toBe(false);
  });

  it('opens values of an older key after a new one is configured, and seals with the new one', () => {
    const old = new SecretBox([material('the database key, long enough 0123456789')], 'totp');
    const sealedOld = old.seal('OLDSECRET');
    const both = new SecretBox(
      [material('DATA_ENCRYPTION_KEY set later, long enough'), material('the database key, long enough 0123456789')],
      'totp',
    );
    expect(both.open(sealedOld)).toBe('OLDSECRET');
    expect(both.needsResealing(sealedOld)).toBe(true);
    expect(both.needsResealing(both.seal('x'))).toBe(false);
  });
});
