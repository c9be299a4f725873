import { z } from 'zod';
import { defineEndpoint, okSchema, pageOf, pageQuerySchema } from './common.ts';
import {
  TEAM_DESCRIPTION_MAX,
  TEAM_MEMBERS_MAX,
  TEAM_NAME_MAX,
  TEAM_ROUTES,
} from './team.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './team.constants.ts';

const teamNameSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(TEAM_NAME_MAX, `Must be at most ${TEAM_NAME_MAX} characters`);
const descriptionSchema = z
  .string()
  .trim()
  .max(TEAM_DESCRIPTION_MAX, `Must be at most ${TEAM_DESCRIPTION_MAX} characters`)
  .nullable();
/** `#rrggbb`, used for the team's chip and calendar entries. */
const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #2c8be9')
  .nullable();

/** A person as team lists show them. */
export const teamPersonSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
});
export type TeamPerson = z.infer<typeof teamPersonSchema>;

export const teamMemberSchema = teamPersonSchema.extend({ is_lead: z.boolean() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One row of the teams list. */
export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  member_count: z.number().int().min(0),
  leads: z.array(teamPersonSchema),
  permissions: z.array(z.string()),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Team = z.infer<typeof teamSchema>;

/** `GET /team/{id}`: the row plus every member. */
export const teamDetailSchema = teamSchema.extend({ members: z.array(teamMemberSchema) });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamPageSchema = pageOf(teamSchema);
export type TeamPage = z.infer<typeof teamPageSchema>;

/** `GET /teams?page=&size=&name=` — `name` matches part of the name, any case. */
export const teamsQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(TEAM_NAME_MAX).optional(),
});
export type TeamsQuery = z.infer<typeof teamsQuerySchema>;

export const teamParamsSchema = z.strictObject({ id: z.uuid('Must be a valid id') });

export const createTeamRequestSchema = z.strictObject({
  name: teamNameSchema,
  description: descriptionSchema.optional(),
  color: colorSchema.optional(),
});
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

export const updateTeamRequestSchema = createTeamRequestSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' });
export type UpdateTeamRequest = z.infer<typeof updateTeamRequestSchema>;

/** `PUT /team/{id}/members`: the full member list; a team may have several leads. */
export const setTeamMembersRequestSchema = z.strictObject({
  members: z
    .array(
      z.strictObject({
        user_id: z.uuid('Must be a valid id'),
        is_lead: z.boolean().default(false),
      }),
    )
    .max(TEAM_MEMBERS_MAX),
});
export type SetTeamMembersRequest = z.input<typeof setTeamMembersRequestSchema>;

export const teamEndpoints = {
  list: defineEndpoint({
    ...TEAM_ROUTES.list,
    summary: 'Teams, a page at a time, with member count, leads and permissions.',
    query: teamsQuerySchema,
    response: teamPageSchema,
  }),
  create: defineEndpoint({
    ...TEAM_ROUTES.create,
    summary: 'Create a team.',
    body: createTeamRequestSchema,
    response: teamDetailSchema,
  }),
  get: defineEndpoint({
    ...TEAM_ROUTES.get,
    summary: 'A team with its members.',
    response: teamDetailSchema,
  }),
  update: defineEndpoint({
    ...TEAM_ROUTES.update,
    summary: "Change a team's name, description or colour.",
    body: updateTeamRequestSchema,
    response: teamDetailSchema,
  }),
  remove: defineEndpoint({
    ...TEAM_ROUTES.remove,
    summary: 'Delete a team (its members lose the permissions it granted).',
    response: okSchema,
  }),
  setMembers: defineEndpoint({
    ...TEAM_ROUTES.setMembers,
    summary:
      "Replace a team's members and leads (needs a master-key token: members get the team's permissions).",
    body: setTeamMembersRequestSchema,
    response: teamDetailSchema,
  }),
} as const;
