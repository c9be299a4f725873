import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { createSemaphore } from './semaphore.ts';

/**
 * argon2id, m = 19 MiB, t = 2, p = 1 (security.md). @node-rs/argon2 defaults to argon2id;
 * its `Algorithm` enum is an ambient const enum, which isolatedModules cannot reference.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash holds 19 MiB and a libuv thread; two in flight keeps the pool free for fs and dns.
const limit = createSemaphore(2);

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await limit(() => verify(phc, password));
  } catch {
    // A malformed stored hash is a failed sign-in, not a 500.
    return false;
  }
}

/** True when the stored hash was made with other parameters than today's. */
export function needsRehash(phc: string): boolean {
  if (!phc.startsWith('$argon2id$')) return true;
  try {
    const options = parseOptions(phc);
    return (
      options.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      options.timeCost !== ARGON2_OPTIONS.timeCost ||
      options.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/** A real hash of a random secret, verified against for unknown users so timing matches. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}
