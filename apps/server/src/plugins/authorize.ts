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
  }
}

export class MissingAccessDeclarationError extends Error {}

/**
 * Deny by default: every /api route declares who may call it, or the app refuses to boot.
 * `ability` routes are checked against the same CASL rules the profile returns.
 */
export const authorizePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!isApiUrl(route.url)) return;
      const config = route.config ?? {};
      const declared = [config.public, config.auth, config.ability].filter(
        (value) => value !== undefined,
      );
      if (declared.length !== 1) {
        throw new MissingAccessDeclarationError(
          `${String(route.method)} ${route.url} must declare exactly one of config.public, config.auth or config.ability`,
        );
      }
    });

    app.addHook('onRequest', async (request) => {
      const required = request.routeOptions.config.ability;
      if (!required) return;
      const user = request.auth?.user;
      // Teams (and their permission names) arrive in a later issue.
      const rules = buildAbilityRules({ role: user?.role, permissions: [] });
      if (!createAppAbility(rules).can(required.action, required.subject)) {
        throw new HttpError(403, ERROR_DETAILS.forbidden);
      }
    });
  },
  { name: 'atrium-authorize', dependencies: ['atrium-auth'] },
);
