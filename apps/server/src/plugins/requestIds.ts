import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWithRequestId } from '../lib/requestContext.ts';
import { REQUEST_ID_HEADER } from '../lib/requestId.ts';

/**
 * Every answer names its request (`x-request-id`, set before any hook can answer or a stream
 * hijacks the reply), and everything logged while serving it carries the id, so a user's report
 * leads to the log lines. The id itself comes from genReqId (lib/requestId.ts).
 */
export const requestIdsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      // The rest of the request (hooks, body parsing, handler and all they await) runs inside;
      // Fastify carries the context across the body's arrival itself.
      runWithRequestId(request.id, done);
    });
  },
  { name: 'atrium-request-ids' },
);
