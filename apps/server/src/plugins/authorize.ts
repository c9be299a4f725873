import { createAppAbility, type Action, type Subject } from '@atrium/api';
import { buildAbilityRules } from '@atrium/api';
import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from './securityHeaders.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anyone, signed in or not (login, health, the OpenAPI document). */
    public?: true;
    /** Any signed-in user. */
    auth?: true;
    /** A signed-in user whose rules allow this action on this subject. */
    ability?: { action: Action; subject: Subject };
    /** A signed-in super admin only (server settings, the audit log). */
    superAdmin?: true;
    /**
     * The request must also carry a valid master-key token (`master-key-token` header) bound to
     * the caller's session, or it gets 403 `Master password required` (security.md).
     */
    masterKey?: true;
    /**
     * Reachable while the caller must choose a new password (an administrator asked for one):
     * only the profile, logout and change password are; every other signed-in route answers
     * 403 `ERROR_DETAILS.passwordChangeRequired` until the password is changed.
     */
    duringPasswordChange?: true;
  }
}

export class MissingAccessDeclarationError extends Error {}

/**
 * Deny by default: every /api route declares who may call it, or the app refuses to boot.
 * `ability` routes are checked against the same CASL rules the profile returns, built from the
 * role and the permission names the auth plugin read for this request.
 */
export const authorizePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!isApiUrl(route.url)) return;
      const config = route.config ?? {};
      const declared = [config.public, config.auth, config.ability, config.superAdmin].filter(
        (value) => value !== undefined,
      );
      if (declared.length !== 1) {
        throw new MissingAccessDeclarationError(
          `${String(route.method)} ${route.url} must declare exactly one of config.public, config.auth, config.ability or config.superAdmin`,
        );
      }
    });

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (request.auth?.user.mustChangePassword && !config.duringPasswordChange) {
        throw new HttpError(403, ERROR_DETAILS.passwordChangeRequired);
      }
      if (config.superAdmin) {
        if (request.auth?.user.role !== 'super_admin') {
          throw new HttpError(403, ERROR_DETAILS.forbidden);
        }
        return;
      }
      const required = config.ability;
      if (!required) return;
      const rules = buildAbilityRules({
        role: request.auth?.user.role,
        permissions: request.auth?.permissions ?? [],
      });
      if (!createAppAbility(rules).can(required.action, required.subject)) {
        throw new HttpError(403, ERROR_DETAILS.forbidden);
      }
    });
  },
  { name: 'atrium-authorize', dependencies: ['atrium-auth'] },
);
