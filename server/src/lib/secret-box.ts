import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { settingOrInsert } from '../db/app-settings.repository';

/**
 * Encryption at rest for secrets the server must read back (TOTP secrets): AES-256-GCM with a key
 * derived (HKDF-SHA256) from DATA_ENCRYPTION_KEY, or, when that is not set, from a random key kept
 * in the database (shared by every instance). Sealed values read `enc1:<key id>:<iv|tag|data>`; the
 * key id says which key sealed them, so a key added later (DATA_ENCRYPTION_KEY set after the
 * first start) still opens the old values, and `needsResealing` finds them. A value without the
 * prefix is a secret stored before encryption existed and is returned as is.
 */
const PREFIX = 'enc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FALLBACK_KEY_SETTING = 'data_encryption_key';

interface Key {
  id: string;
  key: Buffer;
}

const deriveKey = (material: Uint8Array, purpose: string): Key => {
  const key = Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), `guidebook:${purpose}`, 32));
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
};

export class SecretBox {
  private readonly primary: Key;
  private readonly keys: Map<string, Key>;

  /** `materials[0]` seals; every one of them opens. */
  constructor(materials: Uint8Array[], purpose: string) {
    if (!materials.length) throw new Error('SecretBox needs a key');
    const keys = materials.map((m) => deriveKey(m, purpose));
    this.primary = keys[0]!;
    this.keys = new Map(keys.map((k) => [k.id, k]));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.primary.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${this.primary.id}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
  }

  /** The secret; throws when a sealed value's key is unknown or the value was altered. */
  open(stored: string): string {
    if (!stored.startsWith(PREFIX)) return stored;
    const [id, payload] = stored.slice(PREFIX.length).split(':');
    const key = this.keys.get(id ?? '');
    if (!key || !payload) throw new Error('sealed with an unknown key');
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** How every value sealed with the current key starts; anything else is to be sealed again. */
  get currentPrefix(): string {
    return `${PREFIX}${this.primary.id}:`;
  }

  /** Stored in plain text, or sealed with a key other than the current one. */
  needsResealing(stored: string): boolean {
    return !stored.startsWith(this.currentPrefix);
  }
}

/** The database-kept key material, created once (the first instance to start wins). */
async function databaseKey(db: Db): Promise<Uint8Array> {
  const value = await settingOrInsert(db, FALLBACK_KEY_SETTING, randomBytes(32).toString('base64'));
  return new Uint8Array(Buffer.from(value, 'base64'));
}

/** The box for TOTP secrets: DATA_ENCRYPTION_KEY when configured (the database key still opens older values). */
export async function resolveSecretBox(db: Db, configured: string | undefined, purpose: string): Promise<SecretBox> {
  const fallback = await databaseKey(db);
  const materials = configured ? [new TextEncoder().encode(configured), fallback] : [fallback];
  return new SecretBox(materials, purpose);
}
