import { randomBytes } from 'node:crypto';

/**
 * A stay link's token: 128 random bits, base64url (22 characters). It is a capability (whoever holds
 * the link sees the door code during the stay), so it is never derived from anything guessable.
 */
export const newStayLinkToken = (): string => randomBytes(16).toString('base64url');

export const STAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
