import { z } from 'zod';
import { defineEndpoint } from './common.ts';
import { PASSWORD_MAX } from './signIn.constants.ts';
import {
  PERMISSIONS_PER_TEAM_MAX,
  PERMISSION_NAME_MAX,
  PERMISSION_ROUTES,
} from './permission.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './permission.constants.ts';

/** One service: a permission name and the subject it grants (spec section 6). */
export const permissionServiceSchema = z.object({
  name: z.string(),
  subject: z.string(),
});
export type PermissionService = z.infer<typeof permissionServiceSchema>;

export const permissionServicesSchema = z.object({ items: z.array(permissionServiceSchema) });
export type PermissionServices = z.infer<typeof permissionServicesSchema>;

export const teamIdParamsSchema = z.strictObject({ id: z.uuid('Must be a valid id') });

export const teamPermissionsSchema = z.object({
  team_id: z.uuid(),
  permissions: z.array(z.string()),
});
export type TeamPermissions = z.infer<typeof teamPermissionsSchema>;

/** `PUT /user/permission/team/{id}`: the full list; unknown names are refused per item. */
export const updateTeamPermissionsRequestSchema = z.strictObject({
  permissions: z
    .array(z.string().min(1, 'This field is required').max(PERMISSION_NAME_MAX))
    .max(PERMISSIONS_PER_TEAM_MAX),
});
export type UpdateTeamPermissionsRequest = z.infer<typeof updateTeamPermissionsRequestSchema>;

/** `POST /user/permission/master-key` (never trimmed, like every password). */
export const masterKeyRequestSchema = z.strictObject({
  password: z.string().min(1, 'This field is required').max(PASSWORD_MAX),
});
export type MasterKeyRequest = z.infer<typeof masterKeyRequestSchema>;

export const masterKeyResponseSchema = z.object({
  /** Send it as the `master-key-token` header; bound to this session, valid 15 minutes. */
  masterkey_token: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type MasterKeyResponse = z.infer<typeof masterKeyResponseSchema>;

export const permissionEndpoints = {
  services: defineEndpoint({
    ...PERMISSION_ROUTES.services,
    summary: 'Every permission name with the subject it grants.',
    response: permissionServicesSchema,
  }),
  teamPermissions: defineEndpoint({
    ...PERMISSION_ROUTES.teamPermissions,
    summary: "A team's permission names.",
    response: teamPermissionsSchema,
  }),
  updateTeamPermissions: defineEndpoint({
    ...PERMISSION_ROUTES.updateTeamPermissions,
    summary: "Replace a team's permission names (needs a master-key token).",
    body: updateTeamPermissionsRequestSchema,
    response: teamPermissionsSchema,
  }),
  masterKey: defineEndpoint({
    ...PERMISSION_ROUTES.masterKey,
    summary: 'Check the master password; answers a master-key token bound to this session.',
    body: masterKeyRequestSchema,
    response: masterKeyResponseSchema,
  }),
} as const;
