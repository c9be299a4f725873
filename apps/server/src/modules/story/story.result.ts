import type { StoryDetail } from '@atrium/api/contracts';

/** What a projects' or stories' call comes to; the routes turn all but `ok` into an answer. */
export type WorkResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'not_found' }
  | { kind: 'forbidden'; detail?: string }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'conflict'; detail: string; story?: StoryDetail }
  | { kind: 'master_key' };

export const ok = <T>(value: T) => ({ kind: 'ok', value }) as const;
export const NOT_FOUND = { kind: 'not_found' } as const;
export const forbidden = (detail?: string) =>
  ({ kind: 'forbidden', ...(detail ? { detail } : {}) }) as const;
export const invalid = (
  field: string,
  message: string,
): { kind: 'invalid'; errors: Record<string, string[]> } => ({
  kind: 'invalid',
  errors: { [field]: [message] },
});
export const conflict = (detail: string, story?: StoryDetail) =>
  ({ kind: 'conflict', detail, ...(story ? { story } : {}) }) as const;

/** Collects field errors; `result()` is undefined when there are none. */
export function fieldErrors() {
  const errors: Record<string, string[]> = {};
  return {
    add(field: string, message: string) {
      (errors[field] ??= []).push(message);
    },
    result() {
      return Object.keys(errors).length > 0
        ? { kind: 'invalid' as const, errors: errors as Record<string, string[]> }
        : undefined;
    },
  };
}

/**
 * Runs a write that a unique index guards (a key or a name already taken): the violation answers
 * the field error instead of failing the request.
 */
export async function unlessTaken<T>(
  field: string,
  message: string,
  write: () => Promise<WorkResult<T>>,
): Promise<WorkResult<T>> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return invalid(field, message);
    throw error;
  }
}

/** PostgreSQL unique_violation, whether or not the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current && current.cause !== current ? current.cause : undefined;
  }
  return false;
}
