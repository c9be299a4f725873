import { DRIVE_LINK_PASSWORD_BACKOFF, DRIVE_LINK_UNLOCK_HOURS } from '@atrium/api/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A password-protected link, once unlocked, stays open in that browser for a while: an HttpOnly
// cookie scoped to the link's API path carries a grant signed with the link's password hash.
// Nothing is stored, every instance can check it, and changing or removing the password ends
// every grant at once (the key changes).

/** The cookie that carries a grant; its path is the link's, so each link has its own. */
export const SHARE_GRANT_COOKIE = 'atrium-share-grant';

/** The API path a link's grant cookie is sent to: every public call of that link. */
export const shareGrantPath = (token: string) => `/api/shared/${encodeURIComponent(token)}`;

/** 192 random bits as base64url: 32 characters. */
export function newLinkToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

function signature(passwordHash: string, linkId: string, expires: number): Buffer {
  return createHmac('sha256', passwordHash).update(`${linkId}.${expires}`).digest();
}

/** A grant for this link until `now` + the unlock window. */
export function makeGrant(link: { id: string; passwordHash: string }, now: Date): string {
  const expires = now.getTime() + DRIVE_LINK_UNLOCK_HOURS * 3_600_000;
  return `${expires}.${signature(link.passwordHash, link.id, expires).toString('base64url')}`;
}

/** Is this cookie value a grant for this link, made with its current password, not expired? */
export function isValidGrant(
  link: { id: string; passwordHash: string },
  grant: string | undefined,
  now: Date,
): boolean {
  if (!grant) return false;
  const [expiresText, signed] = grant.split('.');
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires <= now.getTime() || !signed) return false;
  const expected = signature(link.passwordHash, link.id, expires);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * How long the answer to the `failures`-th wrong password waits: 200 ms, doubling each time,
 * at most 25 s (security.md).
 */
export function backoffMs(failures: number): number {
  const { firstDelayMs, maxDelayMs } = DRIVE_LINK_PASSWORD_BACKOFF;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, failures - 1));
}
