import { ERROR_DETAILS, MASTER_KEY_HEADER } from '@atrium/api/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

export interface MasterKeyChecker {
  isMasterKeyValid(token: string | undefined, sessionId: string): Promise<boolean>;
}

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[MASTER_KEY_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Throws 403 `Master password required` unless the request carries an unexpired master-key token
 * bound to the caller's session. For routes that need it only sometimes (a master password
 * rotation); `masterKey: true` routes get it from the plugin below.
 */
export async function assertMasterKey(
  request: FastifyRequest,
  checker: MasterKeyChecker,
): Promise<void> {
  const session = request.auth?.session;
  if (!session || !(await checker.isMasterKeyValid(headerToken(request), session.id))) {
    request.log.warn(
      { event: 'authz_fail', reason: 'master_key', userId: request.auth?.user.id },
      'master key missing or invalid',
    );
    throw new HttpError(403, ERROR_DETAILS.masterPasswordRequired);
  }
}

/**
 * Enforces `config.masterKey: true` (plugins/authorize.ts) after authentication and
 * authorization: a caller without the right gets 403 Forbidden, not a master-key prompt.
 */
export const masterKeyPlugin = fp(
  async (app: FastifyInstance, { checker }: { checker: MasterKeyChecker }) => {
    app.addHook('onRoute', (route) => {
      const config = route.config ?? {};
      if (config.masterKey && !config.auth && !config.ability && !config.superAdmin) {
        throw new Error(
          `${String(route.method)} ${route.url}: masterKey needs a signed-in route (auth, ability or superAdmin)`,
        );
      }
    });
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.masterKey) return;
      await assertMasterKey(request, checker);
    });
  },
  { name: 'atrium-master-key', dependencies: ['atrium-auth', 'atrium-authorize'] },
);
