import { describe, expect, it } from 'vitest';
import { backoffMs, isValidGrant, makeGrant, newLinkToken } from './driveLinkGrant.ts';

const link = { id: '00000000-0000-4000-8000-000000000001', passwordHash: '$argon2id$v=19$a' };
const now = new Date('2026-11-27T10:00:00Z');

describe('share link grants', () => {
  it('accepts its own grant until it expires', () => {
    const grant = makeGrant(link, now);
    expect(isValidGrant(link, grant, now)).toBe(true);
    expect(isValidGrant(link, grant, new Date(now.getTime() + 13 * 3_600_000))).toBe(false);
  });

  it('refuses a grant after the password changed, for another link, or tampered', () => {
    const grant = makeGrant(link, now);
    expect(isValidGrant({ ...link, passwordHash: '$argon2id$other' }, grant, now)).toBe(false);
    expect(isValidGrant({ ...link, id: '00000000-0000-4000-8000-000000000002' }, grant, now)).toBe(
      false,
    );
    const [expires, signed] = grant.split('.');
    expect(isValidGrant(link, `${Number(expires) + 1}.${signed}`, now)).toBe(false);
    expect(isValidGrant(link, 'garbage', now)).toBe(false);
    expect(isValidGrant(link, undefined, now)).toBe(false);
  });

  it('waits 200 ms after the first wrong password, doubling up to 25 s', () => {
    expect([1, 2, 3, 4, 8, 9, 10].map(backoffMs)).toEqual([
      200, 400, 800, 1600, 25_000, 25_000, 25_000,
    ]);
  });

  it('makes 32-character tokens of 192 random bits, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newLinkToken(24)));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
