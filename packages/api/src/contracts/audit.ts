import { z } from 'zod';
import { defineEndpoint, pageOf, pageQuerySchema } from './common.ts';
import { AUDIT_ACTION_MAX, AUDIT_ROUTES } from './audit.constants.ts';

// The plain values live in a zod-free module; re-exported so every import path keeps working.
export * from './audit.constants.ts';

/** One audit row: who did what to which object, when and from where. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** Null for the system (jobs) or an anonymous caller, or when the actor was deleted. */
  actor: z.object({ id: z.uuid(), username: z.string(), full_name: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * `GET /audit?page=&size=&action=&actor_id=&from_date=&to_date=` — newest first; the dates are
 * whole UTC days, both included.
 */
export const auditQuerySchema = pageQuerySchema
  .extend({
    action: z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]+$/, 'Must be an action name such as authz_change')
      .max(AUDIT_ACTION_MAX)
      .optional(),
    actor_id: z.uuid('Must be a valid id').optional(),
    from_date: z.iso.date('Must be a date (YYYY-MM-DD)').optional(),
    to_date: z.iso.date('Must be a date (YYYY-MM-DD)').optional(),
  })
  .refine((query) => !query.from_date || !query.to_date || query.from_date <= query.to_date, {
    message: 'Must not be before from_date',
    path: ['to_date'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEndpoints = {
  list: defineEndpoint({
    ...AUDIT_ROUTES.list,
    summary: 'The audit log, newest first (super admin).',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
} as const;
