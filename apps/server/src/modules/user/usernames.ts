import { USER_FIELD_MESSAGES, USERNAME_MAX } from '@atrium/api/contracts';
import { FieldProblems } from './user.errors.ts';

const USERNAME_CHARS = /^[\p{L}\p{N}._@+-]+$/u;

/**
 * The one spelling a username is stored and looked up in: NFKC, so compatibility look-alikes
 * fold into their plain letters (fullwidth `ａｄｍｉｎ` is `admin`, and then taken). NFKC can
 * lengthen a name or yield characters the contract refuses (`½` → `1⁄2`), so the result is
 * checked again, with the contract's messages.
 */
export function normalizeUsername(raw: string): string {
  const username = raw.normalize('NFKC').trim();
  if (username.length === 0) throw new FieldProblems({ username: [USER_FIELD_MESSAGES.required] });
  if (username.length > USERNAME_MAX || !USERNAME_CHARS.test(username)) {
    throw new FieldProblems({ username: [USER_FIELD_MESSAGES.usernameChars] });
  }
  return username;
}

/** The sign-in spelling: NFKC as stored, without refusing anything (a refusal is a plain 401). */
export function signInUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}
