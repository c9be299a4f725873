import { MASTER_KEY_HEADER } from '@atrium/api/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

export const CSRF_REFUSED = 'Cross-site request refused';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  /** The origin users reach us at; without it, the request's own scheme and host. */
  publicOrigin: string | undefined;
  allowedOrigins: readonly string[];
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cookies are SameSite=Strict already; on top, a state-changing request must carry the
 * master-key-token header (a simple cross-site form cannot set it), must not be marked
 * cross-site by the browser, and any Origin it carries must be ours or allowed.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: CsrfOptions) => {
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      // An unknown route changes nothing: let it answer 404 like any other unknown path.
      if (request.is404) return;
      if (request.headers[MASTER_KEY_HEADER] === undefined) throw new HttpError(403, CSRF_REFUSED);
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new HttpError(403, CSRF_REFUSED);
      const origin = request.headers.origin;
      if (origin === undefined) return;
      const allowed =
        origin === (options.publicOrigin ?? ownOrigin(request)) ||
        options.allowedOrigins.includes(origin);
      if (!allowed) throw new HttpError(403, CSRF_REFUSED);
    });
  },
  { name: 'atrium-csrf' },
);
