import { z } from 'zod';
import { defineEndpoint, okSchema } from './common.ts';
import { abilityRuleSchema } from './abilities.ts';

export const ROLES = ['super_admin', 'admin', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const USERNAME_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const loginRequestSchema = z.strictObject({
  username: z.string().trim().min(1, 'This field is required').max(USERNAME_MAX),
  // Passwords are never trimmed (security.md); length is checked on sign-up/change, not here.
  password: z.string().min(1, 'This field is required').max(PASSWORD_MAX),
  /** Non-browser clients ask for a bearer token in the answer; the web app never does. */
  bearer: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user (spec section 3) without any usable secret. */
export const profileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  is_available: z.boolean(),
  language: z.enum(['en', 'ar']),
  permissions: z.array(z.string()),
  userAbilityRules: z.array(abilityRuleSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResponseSchema = profileSchema.extend({
  /** Present only when the request asked for a bearer token. */
  token: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    summary: 'Sign in with username and password; sets the HttpOnly session cookie.',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/user/profile',
    summary: 'The signed-in user: role, permissions and userAbilityRules.',
    response: profileSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/user/logout',
    summary: 'End the current session and clear the session cookie.',
    response: okSchema,
  }),
} as const;
