import { z } from 'zod';

/**
 * The login form. Messages are translation keys (auth namespace), translated when shown, so a
 * language switch also switches errors already on screen.
 */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'login.usernameRequired'),
  // Never trimmed: spaces are part of a password (security.md).
  password: z.string().min(1, 'login.passwordRequired'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
