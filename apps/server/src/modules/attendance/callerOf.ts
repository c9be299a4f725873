import { buildAbilityRules, createAppAbility } from '@atrium/api';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth.ts';
import type { Caller } from './attendance.access.ts';

/**
 * The signed-in caller with the same CASL rules the `ability` routes are checked against (the
 * attendance, working-time and timesheet routes all hand their services this caller).
 */
export function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  const ability = createAppAbility(
    buildAbilityRules({ role: auth.user.role, permissions: [...auth.permissions] }),
  );
  return { user: auth.user, can: (subject) => ability.can('manage', subject) };
}
