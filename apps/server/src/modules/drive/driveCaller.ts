import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth.ts';
import type { DriveCaller } from './drive.access.ts';

/** The signed-in caller as the drive's checks need them: id, teams, admin, address. */
export async function driveCallerOf(
  request: FastifyRequest,
  teamIdsOf: (userId: string) => Promise<string[]>,
): Promise<DriveCaller> {
  const { user } = requireAuth(request);
  return {
    id: user.id,
    teamIds: await teamIdsOf(user.id),
    isAdmin: user.role === 'super_admin',
    ip: request.ip,
  };
}
