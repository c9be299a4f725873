import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@atrium/api';

/**
 * The server's password policy (contracts' `newPasswordSchema`: length only; the common-password
 * and context-word checks stay on the server and come back as field errors). Messages are
 * translation keys of the auth namespace, named with it (`auth:`) so the recovery and account
 * pages translate them too, with `{ min, max }` when shown.
 */
export const newPasswordField = z
  .string()
  .min(1, 'auth:password.required')
  .min(PASSWORD_MIN, 'auth:password.tooShort')
  .max(PASSWORD_MAX, 'auth:password.tooLong');

/** New password + confirmation, as the reset and change-password forms ask for them. */
export const newPasswordPair = z.object({
  password: newPasswordField,
  // Never trimmed: spaces are part of a password (security.md).
  confirm: z.string().min(1, 'auth:password.confirmRequired'),
});

/** Adds the "both fields match" check to a schema that has `password` and `confirm`. */
export function withMatchingConfirm<T extends z.ZodType<{ password: string; confirm: string }>>(
  schema: T,
) {
  return schema.refine((values) => values.password === values.confirm, {
    message: 'auth:password.mismatch',
    path: ['confirm'],
  });
}

/** Interpolation values for the policy's messages. */
export const passwordPolicyValues = { min: PASSWORD_MIN, max: PASSWORD_MAX } as const;
