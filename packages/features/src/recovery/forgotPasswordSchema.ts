import { z } from 'zod';
import { EMAIL_MAX } from '@atrium/api';

/** The forgot-password form (contracts' `forgotPasswordRequestSchema`); messages are auth keys. */
export const forgotPasswordFormSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, 'forgot.identifierRequired')
    .max(EMAIL_MAX, 'forgot.identifierTooLong'),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;
