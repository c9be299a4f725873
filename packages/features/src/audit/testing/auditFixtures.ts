import type { AuditEntry } from '@atrium/api';

const ROOT = {
  id: '10000000-0000-4000-8000-000000000001',
  username: 'admin',
  full_name: 'Atrium Admin',
};
const HUDA = {
  id: '10000000-0000-4000-8000-000000000002',
  username: 'huda',
  full_name: 'هدى صالح',
};

let counter = 0;
function entry(
  partial: Partial<AuditEntry> & Pick<AuditEntry, 'action' | 'created_at'>,
): AuditEntry {
  counter += 1;
  return {
    id: `20000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    actor: ROOT,
    target_type: null,
    target_id: null,
    details: {},
    ip: '10.0.0.7',
    ...partial,
  };
}

export const AUDIT_ACTORS = { ROOT, HUDA };

/** A week of changes, newest first, as the server returns them. */
export const AUDIT_FIXTURES: AuditEntry[] = [
  entry({
    action: 'authz_change',
    target_type: 'team',
    target_id: 'c1a7e0b2-5d6f-4c1e-9a51-1f0d6b3c2e11',
    details: { added: ['Drive', 'Reports'], removed: ['Timesheet'] },
    created_at: '2026-11-24T14:05:00.000Z',
  }),
  entry({
    action: 'user_deactivated',
    target_type: 'user',
    target_id: 'b7f3c2d1-0e4a-4f5b-8c6d-2a1b3c4d5e6f',
    created_at: '2026-11-24T09:30:00.000Z',
  }),
  entry({
    actor: HUDA,
    action: 'attendance_correction_requested',
    target_type: 'attendance_correction',
    target_id: 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f70',
    details: { reason: 'نسيت تسجيل الخروج' },
    ip: '192.168.1.20',
    created_at: '2026-11-23T17:45:00.000Z',
  }),
  entry({
    action: 'team_created',
    target_type: 'team',
    target_id: 'c1a7e0b2-5d6f-4c1e-9a51-1f0d6b3c2e11',
    created_at: '2026-11-22T08:00:00.000Z',
  }),
  entry({
    actor: null,
    action: 'authn_password_reset',
    target_type: 'user',
    target_id: 'b7f3c2d1-0e4a-4f5b-8c6d-2a1b3c4d5e6f',
    ip: null,
    created_at: '2026-11-21T06:12:00.000Z',
  }),
  entry({
    action: 'master_password_set',
    target_type: 'settings',
    created_at: '2026-11-20T10:00:00.000Z',
  }),
  entry({
    action: 'report_exported',
    details: { format: 'xlsx' },
    created_at: '2026-11-19T11:11:00.000Z',
  }),
];
