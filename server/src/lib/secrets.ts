import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Hex SHA-256; how refresh tokens, mailed codes and recovery codes are stored. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Hex HMAC-SHA-256. */
export const hmacSha256Hex = (key: string | Uint8Array, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

/** An unguessable opaque token (base64url), for refresh tokens and link codes. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A code of `length` decimal digits, for codes a person types. */
export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
