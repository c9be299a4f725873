import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NUL = '\u0000';
export const NUL_REFUSED = 'Must not contain a NUL character';

/** The path of the first string holding a NUL character, or undefined. */
function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: such input would fail deep in a query as a 500. It is
 * refused up front, for every route, with the usual field error shape.
 */
export const inputGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request, reply) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path) {
          const field = path.join('.') || '_';
          return reply
            .code(400)
            .type('application/json; charset=utf-8')
            .serializer((body: unknown) => JSON.stringify(body))
            .send({ errors: { [field]: [NUL_REFUSED] } });
        }
      }
      return undefined;
    });
  },
  { name: 'atrium-input-guards' },
);
