import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth.ts';
import type { Actor } from './user.shared.ts';

/** The right to manage users (the users pages, and another user's image). */
export const USER_ABILITY = { action: 'manage', subject: 'User' } as const;

/** The signed-in caller as the services see it. */
export function actorOf(request: FastifyRequest): Actor {
  const { user, session, permissions } = requireAuth(request);
  return { id: user.id, role: user.role, permissions, sessionId: session.id, ip: request.ip };
}
