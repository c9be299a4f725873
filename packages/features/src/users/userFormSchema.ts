import { z } from 'zod';
import {
  createUserRequestSchema,
  inviteUserRequestSchema,
  languageSchema,
  roleSchema,
  updateUserInfoRequestSchema,
  type CreateUserRequest,
  type InviteUserRequest,
  type UpdateUserInfoRequest,
  type User,
} from '@atrium/api';

/**
 * What the create / edit form holds: plain strings (an empty optional field is "none"). The
 * values are turned into the request and checked with the contract's own schema, so the form
 * refuses exactly what the server refuses (messages are the contract's, translated when shown).
 */
const formFields = z.object({
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  job_title: z.string(),
  employee_number: z.string(),
  /** The manager's id; '' for none. */
  manager_id: z.string(),
  role: roleSchema,
  password: z.string(),
  language: languageSchema,
  time_zone: z.string(),
  team_ids: z.array(z.string()),
  /** Create only: the person chooses their own password at the first sign-in. */
  must_change_password: z.boolean(),
});
export type UserFormValues = z.infer<typeof formFields>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toCreateRequest(values: UserFormValues): CreateUserRequest {
  return {
    username: values.username,
    full_name: values.full_name,
    email: orNull(values.email),
    phone: orNull(values.phone),
    job_title: orNull(values.job_title),
    employee_number: orNull(values.employee_number),
    manager_id: values.manager_id === '' ? null : values.manager_id,
    role: values.role,
    // Never trimmed: spaces are part of a password.
    password: values.password,
    language: values.language,
    time_zone: values.time_zone,
    team_ids: values.team_ids,
    ...(values.must_change_password ? { must_change_password: true } : {}),
  };
}

function toUpdateRequest(values: UserFormValues): UpdateUserInfoRequest {
  const {
    password: _password,
    must_change_password: _mustChange,
    ...rest
  } = toCreateRequest(values);
  return rest;
}

/** An invitation: no password (the person chooses it), and the e-mail is required. */
function toInviteRequest(values: UserFormValues): InviteUserRequest {
  return { ...toUpdateRequest(values), email: values.email.trim() } as InviteUserRequest;
}

export const createUserFormSchema = formFields
  .transform(toCreateRequest)
  .pipe(createUserRequestSchema);
export const inviteUserFormSchema = formFields
  .transform(toInviteRequest)
  .pipe(inviteUserRequestSchema);
export const editUserFormSchema = formFields
  .transform(toUpdateRequest)
  .pipe(updateUserInfoRequestSchema);

/** The browser's time zone, or UTC. */
export function defaultTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function emptyUserForm(language: UserFormValues['language']): UserFormValues {
  return {
    username: '',
    full_name: '',
    email: '',
    phone: '',
    job_title: '',
    employee_number: '',
    manager_id: '',
    role: 'user',
    password: '',
    language,
    time_zone: defaultTimeZone(),
    team_ids: [],
    must_change_password: false,
  };
}

export function userToForm(user: User): UserFormValues {
  return {
    username: user.username,
    full_name: user.full_name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    job_title: user.job_title ?? '',
    employee_number: user.employee_number ?? '',
    manager_id: user.manager_id ?? '',
    role: user.role,
    password: '',
    language: user.language,
    time_zone: user.time_zone,
    team_ids: [...user.team_ids],
    must_change_password: false,
  };
}

/**
 * Only what changed goes to the server: the role is sent only when it changed (only a super admin
 * may, and never their own), teams only when the set differs (nobody changes their own teams).
 */
export function changedFields(before: User, request: UpdateUserInfoRequest): UpdateUserInfoRequest {
  const patch: UpdateUserInfoRequest = {};
  const keys = Object.keys(request) as (keyof UpdateUserInfoRequest)[];
  for (const key of keys) {
    const next = request[key];
    if (key === 'team_ids') {
      const nextTeams = (next as string[] | undefined) ?? [];
      const same =
        nextTeams.length === before.team_ids.length &&
        nextTeams.every((id) => before.team_ids.includes(id));
      if (!same) patch.team_ids = nextTeams;
      continue;
    }
    if (next !== undefined && next !== before[key]) {
      (patch as Record<string, unknown>)[key] = next;
    }
  }
  return patch;
}
