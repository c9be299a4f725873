import { z } from 'zod';
import { defineEndpoint, pageOf, pageQuerySchema } from './common.ts';
import {
  AUDIT_ACTION_MAX,
  AUDIT_EXPORT_MAX,
  AUDIT_ROUTES,
  AUDIT_SORT_KEYS,
  AUDIT_TARGET_ID_MAX,
  AUDIT_TARGET_TYPE_MAX,
  AUDIT_SORT_ORDERS,
} from './audit.constants.ts';

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

/** The filters and the order of the audit log, shared by the list and the CSV export. */
const auditFilterShape = {
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]+$/, 'Must be an action name such as authz_change')
    .max(AUDIT_ACTION_MAX)
    .optional(),
  actor_id: z.uuid('Must be a valid id').optional(),
  target_type: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]+$/, 'Must be a target type such as user')
    .max(AUDIT_TARGET_TYPE_MAX)
    .optional(),
  target_id: z.string().trim().min(1).max(AUDIT_TARGET_ID_MAX).optional(),
  from_date: z.iso.date('Must be a date (YYYY-MM-DD)').optional(),
  to_date: z.iso.date('Must be a date (YYYY-MM-DD)').optional(),
  sort: z.enum(AUDIT_SORT_KEYS).default('created_at'),
  order: z.enum(AUDIT_SORT_ORDERS).default('desc'),
};

function datesInOrder(query: { from_date?: string | undefined; to_date?: string | undefined }) {
  return !query.from_date || !query.to_date || query.from_date <= query.to_date;
}
const datesInOrderError = { message: 'Must not be before from_date', path: ['to_date'] };

/**
 * `GET /audit?page=&size=&action=&actor_id=&target_type=&target_id=&from_date=&to_date=&sort=&order=`
 * — newest first unless `sort`/`order` say otherwise; the dates are whole UTC days, both included.
 */
export const auditQuerySchema = pageQuerySchema
  .extend(auditFilterShape)
  .refine(datesInOrder, datesInOrderError);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** `GET /audit/export?…` — the list's filters and order, without paging. */
export const auditExportQuerySchema = z
  .strictObject(auditFilterShape)
  .refine(datesInOrder, datesInOrderError);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

export const auditEndpoints = {
  list: defineEndpoint({
    ...AUDIT_ROUTES.list,
    summary: 'The audit log, newest first (super admin).',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
  export: defineEndpoint({
    ...AUDIT_ROUTES.export,
    summary: `The audit log's current filter as CSV (super admin), at most ${AUDIT_EXPORT_MAX} rows.`,
    query: auditExportQuerySchema,
    response: z.string(),
  }),
} as const;
