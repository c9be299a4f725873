import type { z } from 'zod';
import { newPasswordPair, withMatchingConfirm } from '../auth/passwordPolicy.ts';

/** The reset form: the new password twice, with the server's length policy. */
export const resetPasswordFormSchema = withMatchingConfirm(newPasswordPair);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
