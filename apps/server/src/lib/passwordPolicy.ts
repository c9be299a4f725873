import { PASSWORD_MAX, PASSWORD_MIN } from '@atrium/api/contracts';

/** Context words that make a password guessable here (security.md). */
const CONTEXT_WORDS = ['admin', 'atrium', 'password'];

/** A small built-in list of the most common passwords of 8+ characters. */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  '00000000',
  '87654321',
  '12341234',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'asdfghjk',
  'asdfasdf',
  'zaq12wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'iloveyou',
  'letmein1',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'superman',
  'starwars',
  'passw0rd',
  'p@ssw0rd',
  'changeme',
  'whatever',
  'dragon12',
  'monkey12',
  'master12',
  'michelle',
  'jennifer',
  'computer',
  'internet',
  'mustang1',
  'shadow12',
  'letmein123',
]);

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters long`;
  if (password.length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters long`;
  const lower = password.toLowerCase();
  const word = CONTEXT_WORDS.find((candidate) => lower.includes(candidate));
  if (word) return `must not contain "${word}"`;
  if (COMMON_PASSWORDS.has(lower)) return 'is one of the most common passwords';
  return null;
}
