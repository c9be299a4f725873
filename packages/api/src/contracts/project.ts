import { z } from 'zod';
import { defineEndpoint, okSchema, pageOf, pageQuerySchema } from './common.ts';
import {
  COLOR_PATTERN,
  CONTENT_STAGES,
  ESTIMATE_UNITS,
  LABEL_NAME_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_HEALTH,
  PROJECT_HEALTH_NOTE_MAX,
  PROJECT_KEY_PATTERN,
  PROJECT_MEMBERS_MAX,
  PROJECT_MESSAGES,
  PROJECT_NAME_MAX,
  PROJECT_ROUTES,
  PROJECT_SEARCH_MAX,
  PROJECT_SORT_KEYS,
  PROJECT_STATUSES,
  STATE_GROUPS,
  STATE_NAME_MAX,
} from './project.constants.ts';
import { SORT_ORDERS } from './user.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './project.constants.ts';

const idSchema = z.uuid('Must be a valid id');
const timestampSchema = z.iso.datetime({ offset: true });
const dateSchema = z.iso.date('Must be a date (YYYY-MM-DD)');
const colorSchema = z.string().regex(COLOR_PATTERN, 'Must be a colour like #2c8be9');
const required = 'This field is required';
const trimmed = (max: number) =>
  z.string().trim().min(1, required).max(max, `Must be at most ${max} characters`);
const idList = (max: number) =>
  z
    .array(idSchema)
    .max(max)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** A person as projects and stories show them. */
export const workPersonSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  is_active: z.boolean(),
});
export type WorkPerson = z.infer<typeof workPersonSchema>;

/** One of a project's states (a board column). */
export const projectStateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string(),
  group: z.enum(STATE_GROUPS),
  /** The content pipeline stage it stands for, if any. */
  stage: z.enum(CONTENT_STAGES).nullable(),
  /** Its place among the project's states (0 first). */
  order: z.number().int().min(0),
});
export type ProjectState = z.infer<typeof projectStateSchema>;

export const projectLabelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string(),
});
export type ProjectLabel = z.infer<typeof projectLabelSchema>;

/** A project in lists: its fields, lead, progress and the caller's standing. */
export const projectSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** The brand it belongs to (the brands area fills this later). */
  brand_id: z.uuid().nullable(),
  lead: workPersonSchema.nullable(),
  status: z.enum(PROJECT_STATUSES),
  start_date: dateSchema.nullable(),
  target_date: dateSchema.nullable(),
  health: z.enum(PROJECT_HEALTH),
  health_note: z.string(),
  estimate_unit: z.enum(ESTIMATE_UNITS),
  content_pipeline: z.boolean(),
  member_count: z.number().int().min(0),
  /** Stories (cancelled ones left out) and those in a completed state. */
  progress: z.object({ total: z.number().int().min(0), completed: z.number().int().min(0) }),
  /** The caller may change the project (its lead, an admin or a super admin). */
  can_manage: z.boolean(),
  /** The caller is a member (the lead is one). */
  is_member: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** `GET /projects/{id}`: with its members, states (in order) and labels. */
export const projectDetailSchema = projectSchema.extend({
  members: z.array(workPersonSchema),
  states: z.array(projectStateSchema),
  labels: z.array(projectLabelSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectPageSchema = pageOf(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

const csv = <T extends z.ZodType<unknown, string>>(item: T, max = 20) =>
  z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(item).max(max));

/**
 * `GET /projects`: the projects the caller may see (members see theirs; admins every one).
 * `status` is a comma list; archived projects only when asked for.
 */
export const projectListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().min(1).max(PROJECT_SEARCH_MAX).optional(),
  status: csv(z.enum(PROJECT_STATUSES)).optional(),
  health: csv(z.enum(PROJECT_HEALTH)).optional(),
  lead_id: idSchema.optional(),
  /** `true`: only the projects the caller is a member of (admins too). */
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(PROJECT_SORT_KEYS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectParamsSchema = z.strictObject({ id: idSchema });
export const projectStateParamsSchema = z.strictObject({ id: idSchema, stateId: idSchema });
export const projectLabelParamsSchema = z.strictObject({ id: idSchema, labelId: idSchema });

const projectFields = {
  name: trimmed(PROJECT_NAME_MAX),
  description: z.string().trim().max(PROJECT_DESCRIPTION_MAX),
  brand_id: idSchema.nullable(),
  /** null: no lead; on creation absent means the creator. */
  lead_id: idSchema.nullable(),
  /** The lead is always a member too. */
  member_ids: idList(PROJECT_MEMBERS_MAX),
  status: z.enum(PROJECT_STATUSES),
  start_date: dateSchema.nullable(),
  target_date: dateSchema.nullable(),
  health: z.enum(PROJECT_HEALTH),
  health_note: z.string().trim().max(PROJECT_HEALTH_NOTE_MAX),
  estimate_unit: z.enum(ESTIMATE_UNITS),
  /** On: the Script → Voice-over → Edit → Review → Delivered states (added when missing). */
  content_pipeline: z.boolean(),
};

const datesInOrder = (value: { start_date?: string | null; target_date?: string | null }) =>
  !value.start_date || !value.target_date || value.start_date <= value.target_date;

/** `POST /projects`: the default states come with it (the content pipeline's when asked). */
export const createProjectRequestSchema = z
  .strictObject({
    ...z.object(projectFields).partial().shape,
    name: projectFields.name,
    key: z.string().trim().regex(PROJECT_KEY_PATTERN, PROJECT_MESSAGES.keyFormat),
  })
  .refine(datesInOrder, { message: PROJECT_MESSAGES.datesOrder, path: ['target_date'] });
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;

/** `PATCH /projects/{id}`: any of the fields (the key stays: it is in every story's key). */
export const updateProjectRequestSchema = z
  .strictObject(z.object(projectFields).partial().shape)
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' })
  .refine(datesInOrder, { message: PROJECT_MESSAGES.datesOrder, path: ['target_date'] });
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;

/**
 * `DELETE /projects/{id}`: a project without stories is deleted; one with stories needs the
 * master password (the `master-key-token` header) and is archived, or deleted with all its
 * stories when `permanent=true`.
 */
export const removeProjectQuerySchema = z.strictObject({
  permanent: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type RemoveProjectQuery = z.input<typeof removeProjectQuerySchema>;
export const removeProjectResponseSchema = z.object({
  ok: z.literal(true),
  outcome: z.enum(['deleted', 'archived']),
});
export type RemoveProjectResponse = z.infer<typeof removeProjectResponseSchema>;

export const setProjectMembersRequestSchema = z.strictObject({
  member_ids: idList(PROJECT_MEMBERS_MAX),
});
export type SetProjectMembersRequest = z.input<typeof setProjectMembersRequestSchema>;

export const createProjectStateRequestSchema = z.strictObject({
  name: trimmed(STATE_NAME_MAX),
  color: colorSchema,
  group: z.enum(STATE_GROUPS),
  stage: z.enum(CONTENT_STAGES).nullable().optional(),
});
export type CreateProjectStateRequest = z.input<typeof createProjectStateRequestSchema>;

export const updateProjectStateRequestSchema = z
  .strictObject({
    name: trimmed(STATE_NAME_MAX).optional(),
    color: colorSchema.optional(),
    group: z.enum(STATE_GROUPS).optional(),
    stage: z.enum(CONTENT_STAGES).nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' });
export type UpdateProjectStateRequest = z.input<typeof updateProjectStateRequestSchema>;

/** `DELETE /projects/{id}/states/{stateId}?move_to=`: where its stories go (required if any). */
export const removeProjectStateQuerySchema = z.strictObject({ move_to: idSchema.optional() });
export type RemoveProjectStateQuery = z.input<typeof removeProjectStateQuerySchema>;

/** `PUT /projects/{id}/states/order`: every state of the project, in the new order. */
export const reorderProjectStatesRequestSchema = z.strictObject({
  state_ids: z.array(idSchema).min(1).max(100),
});
export type ReorderProjectStatesRequest = z.input<typeof reorderProjectStatesRequestSchema>;

export const projectStateListSchema = z.object({ items: z.array(projectStateSchema) });
export type ProjectStateList = z.infer<typeof projectStateListSchema>;

export const createProjectLabelRequestSchema = z.strictObject({
  name: trimmed(LABEL_NAME_MAX),
  color: colorSchema,
});
export type CreateProjectLabelRequest = z.input<typeof createProjectLabelRequestSchema>;
export const updateProjectLabelRequestSchema = createProjectLabelRequestSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' });
export type UpdateProjectLabelRequest = z.input<typeof updateProjectLabelRequestSchema>;

export const projectEndpoints = {
  list: defineEndpoint({
    ...PROJECT_ROUTES.list,
    summary: 'The projects the caller may see, with progress; search, filters, sort and pages.',
    query: projectListQuerySchema,
    response: projectPageSchema,
  }),
  create: defineEndpoint({
    ...PROJECT_ROUTES.create,
    summary: 'Create a project with its default states (the caller leads it unless told).',
    body: createProjectRequestSchema,
    response: projectDetailSchema,
  }),
  get: defineEndpoint({
    ...PROJECT_ROUTES.get,
    summary: 'One project with its members, states and labels.',
    response: projectDetailSchema,
  }),
  update: defineEndpoint({
    ...PROJECT_ROUTES.update,
    summary: "Change a project's fields (its lead or an administrator).",
    body: updateProjectRequestSchema,
    response: projectDetailSchema,
  }),
  remove: defineEndpoint({
    ...PROJECT_ROUTES.remove,
    summary:
      'Delete a project without stories; with stories the master password is needed and it is archived (or deleted when permanent=true).',
    query: removeProjectQuerySchema,
    response: removeProjectResponseSchema,
  }),
  setMembers: defineEndpoint({
    ...PROJECT_ROUTES.setMembers,
    summary: "Replace a project's members (the lead stays one).",
    body: setProjectMembersRequestSchema,
    response: projectDetailSchema,
  }),
  createState: defineEndpoint({
    ...PROJECT_ROUTES.createState,
    summary: 'Add a state at the end of its group.',
    body: createProjectStateRequestSchema,
    response: projectStateListSchema,
  }),
  updateState: defineEndpoint({
    ...PROJECT_ROUTES.updateState,
    summary: 'Rename, recolour, regroup a state or give it a pipeline stage.',
    body: updateProjectStateRequestSchema,
    response: projectStateListSchema,
  }),
  removeState: defineEndpoint({
    ...PROJECT_ROUTES.removeState,
    summary: 'Remove a state, moving its stories to move_to.',
    query: removeProjectStateQuerySchema,
    response: projectStateListSchema,
  }),
  reorderStates: defineEndpoint({
    ...PROJECT_ROUTES.reorderStates,
    summary: "Put a project's states in a new order.",
    body: reorderProjectStatesRequestSchema,
    response: projectStateListSchema,
  }),
  createLabel: defineEndpoint({
    ...PROJECT_ROUTES.createLabel,
    summary: 'Add a label to a project.',
    body: createProjectLabelRequestSchema,
    response: projectLabelSchema,
  }),
  updateLabel: defineEndpoint({
    ...PROJECT_ROUTES.updateLabel,
    summary: 'Rename or recolour a label.',
    body: updateProjectLabelRequestSchema,
    response: projectLabelSchema,
  }),
  removeLabel: defineEndpoint({
    ...PROJECT_ROUTES.removeLabel,
    summary: 'Remove a label (it is taken off its stories).',
    response: okSchema,
  }),
} as const;
