import { PERMISSION_NAMES } from '@atrium/api';
import type { Role } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { addressSequence, login, PASSWORD, seedUser, sessionCookie } from '../test/helpers.ts';
import { seedTeam } from '../test/callers.ts';

/** Every kind of caller the security suites try each route with (security.md scoreboard). */
export interface Principal {
  name: string;
  /** The session cookie value; undefined for the anonymous caller. */
  token: string | undefined;
  role: Role | undefined;
  permissions: string[];
  /** A deactivated user's session that was still alive: every request must get 401. */
  revoked: boolean;
}

/** Each sign-in from its own address, so the per-IP login limit never interferes. */
const nextAddress = addressSequence('10.77');

export async function signIn(app: FastifyInstance, username: string): Promise<string> {
  return sessionCookie(await login(app, { username, password: PASSWORD }, {}, nextAddress()));
}

async function userWithPermissions(
  handle: DatabaseHandle,
  username: string,
  role: Role,
  permissions: readonly string[],
) {
  const user = await seedUser(handle, { username, role, fullName: username });
  if (permissions.length > 0) {
    await seedTeam(handle, `team-${username}`, [user.id], permissions);
  }
  return user;
}

/**
 * Anonymous, a user with no permission, one user per permission name (granted through a team),
 * an admin without teams, a super admin, and a deactivated user's old session.
 */
export async function createPrincipals(
  app: FastifyInstance,
  handle: DatabaseHandle,
): Promise<Principal[]> {
  const principals: Principal[] = [
    { name: 'anonymous', token: undefined, role: undefined, permissions: [], revoked: false },
  ];
  const add = async (name: string, role: Role, permissions: readonly string[]) => {
    const username = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await userWithPermissions(handle, username, role, permissions);
    principals.push({
      name,
      token: await signIn(app, username),
      role,
      permissions: [...permissions],
      revoked: false,
    });
  };

  await add('user without permission', 'user', []);
  for (const permission of PERMISSION_NAMES) {
    await add(`user with ${permission}`, 'user', [permission]);
  }
  await add('admin', 'admin', []);
  await add('super admin', 'super_admin', []);

  // Signed in with every permission, then deactivated behind the session's back.
  const deactivated = await userWithPermissions(
    handle,
    'deactivated-user',
    'admin',
    PERMISSION_NAMES,
  );
  const token = await signIn(app, 'deactivated-user');
  await handle.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
  principals.push({
    name: "a deactivated user's old session",
    token,
    role: 'admin',
    permissions: [...PERMISSION_NAMES],
    revoked: true,
  });
  return principals;
}
