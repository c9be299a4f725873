import { PERMISSION_NAMES } from '@atrium/api';
import type { Role } from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { teamMembers, teamPermissions, teams, users } from '../db/schema/index.ts';
import { CLIENT_HEADERS, PASSWORD, seedUser, sessionCookie } from '../test/helpers.ts';

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

let loginCounter = 0;
/** Each sign-in from its own address, so the per-IP login limit never interferes. */
function nextAddress(): string {
  loginCounter += 1;
  return `10.77.${(loginCounter >> 8) & 255}.${loginCounter & 255}`;
}

export async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: nextAddress(),
    headers: CLIENT_HEADERS,
    payload: { username, password: PASSWORD },
  });
  return sessionCookie(response);
}

async function userWithPermissions(
  handle: DatabaseHandle,
  username: string,
  role: Role,
  permissions: readonly string[],
) {
  const user = await seedUser(handle, { username, role, fullName: username });
  if (permissions.length > 0) {
    const [team] = await handle.db
      .insert(teams)
      .values({ name: `team-${username}` })
      .returning();
    if (!team) throw new Error('team insert failed');
    await handle.db
      .insert(teamPermissions)
      .values(permissions.map((permission) => ({ teamId: team.id, permission })));
    await handle.db.insert(teamMembers).values({ teamId: team.id, userId: user.id });
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
