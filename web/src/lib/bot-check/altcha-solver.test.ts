import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AltchaUnsolvableError,
  defaultDigest,
  encodeAltchaPayload,
  solveAltcha,
  type AltchaChallenge,
} from './altcha-solver';
import { sha256Hex } from './sha256';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A challenge the way an ALTCHA server makes one: the hash of salt + a secret number. */
const challengeFor = (number: number, maxnumber = 5000): AltchaChallenge => {
  const salt = 'a1b2c3d4e5f6?expires=1893456000';
  return { algorithm: 'SHA-256', challenge: hex(salt + number), salt, signature: 'sig', maxnumber };
};

describe('ALTCHA solver', () => {
  it('finds the secret number and reports the challenge fields back unchanged', async () => {
    const challenge = challengeFor(1234);
    const solution = await solveAltcha(challenge);
    expect(solution).toMatchObject({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1234,
      salt: challenge.salt,
      signature: 'sig',
    });
    expect(solution.took).toBeGreaterThanOrEqual(0);
  });

  it('finds 0 and the upper bound itself', async () => {
    expect((await solveAltcha(challengeFor(0))).number).toBe(0);
    expect((await solveAltcha(challengeFor(777, 777))).number).toBe(777);
  });

  it('gives up when no number within maxnumber matches', async () => {
    await expect(solveAltcha(challengeFor(900, 899))).rejects.toBeInstanceOf(AltchaUnsolvableError);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(solveAltcha(challengeFor(10), { signal: controller.signal })).rejects.toThrow('left the page');
  });

  it('refuses algorithms it does not implement', async () => {
    await expect(solveAltcha({ ...challengeFor(1), algorithm: 'SHA-512' })).rejects.toThrow(/Unsupported/);
  });

  it('encodes the solution as base64 JSON', () => {
    const solution = { algorithm: 'SHA-256', challenge: 'c', number: 5, salt: 's', signature: 'x', took: 3 };
    expect(JSON.parse(atob(encodeAltchaPayload(solution)))).toEqual(solution);
  });
});

describe('SHA-256 without crypto.subtle', () => {
  it('matches the platform digest for short, empty, multi-block and non-ASCII input', async () => {
    const digest = defaultDigest();
    for (const text of ['', 'abc', 'salt12345', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(130), 'añejo€']) {
      expect(sha256Hex(text), text).toBe(hex(text));
      expect(await digest(text), text).toBe(hex(text));
    }
  });

  it('solves with the JavaScript digest too', async () => {
    const solution = await solveAltcha(challengeFor(321), { digest: (text) => Promise.resolve(sha256Hex(text)) });
    expect(solution.number).toBe(321);
  });
});
