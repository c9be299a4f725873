import { passwordPolicyValues } from '../auth/passwordPolicy.ts';
import { passwordFieldErrors, translatePasswordProblem } from '../auth/recoveryErrors.ts';
import type { Translate } from '../i18n/errorMessage.ts';

/**
 * A password form field's message in the reader's language: the form schema's messages are
 * translation keys (the password policy's take its numbers); one set from a server answer
 * (`type: 'server'`) was translated when it came.
 */
export function passwordFieldMessage(
  t: Translate,
  error: { type?: string; message?: string } | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message, passwordPolicyValues);
}

/**
 * The server's password problems (the `password` field errors of its answer: common password,
 * context word, length) translated, as one line; undefined when it named none.
 */
export function serverPasswordMessage(t: Translate, error: unknown): string | undefined {
  const problems = passwordFieldErrors(error).map((message) =>
    translatePasswordProblem(t, message),
  );
  return problems.join(' ') || undefined;
}
