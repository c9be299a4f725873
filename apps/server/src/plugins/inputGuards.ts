import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NUL = '\u0000';
export const NUL_REFUSED = 'Must not contain a NUL character';
/**
 * Deepest nesting of arrays and objects a request may send. Our contracts nest three levels at
 * most; 64 leaves room for any JSON a client means, and keeps every later step (zod, drizzle,
 * JSON.stringify of a jsonb column, the log serializer) far from a call-stack limit.
 */
export const MAX_INPUT_DEPTH = 64;
export const TOO_DEEP = `Must not be nested more than ${MAX_INPUT_DEPTH} levels deep`;

interface Problem {
  path: string[];
  message: string;
}

/** A value still to look at, with the way back to the root (built into a path only on a find). */
interface Frame {
  value: unknown;
  /** Arrays and objects above this value: the root is 0, its members 1. */
  depth: number;
  key: string | undefined;
  parent: Frame | undefined;
}

function pathOf(frame: Frame | undefined, last?: string): string[] {
  const path = last === undefined ? [] : [last];
  for (let at = frame; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first NUL (in a string or a key) or the first array/object nested deeper than
 * MAX_INPUT_DEPTH, in document order. Iterative, with no path copied per level: a 20 kB body of
 * 10,000 nested arrays overflowed the call stack of the recursive walk this replaces (a 500).
 */
function findProblem(root: unknown): Problem | undefined {
  const stack: Frame[] = [{ value: root, depth: 0, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { value, depth } = frame;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { path: pathOf(frame), message: NUL_REFUSED };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: pathOf(frame), message: TOO_DEEP };
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    const children: Frame[] = [];
    for (const [key, item] of entries) {
      if (key.includes(NUL))
        return { path: pathOf(frame, key.replaceAll(NUL, '')), message: NUL_REFUSED };
      children.push({ value: item, depth: depth + 1, key, parent: frame });
    }
    // Popped in document order.
    for (let index = children.length - 1; index >= 0; index -= 1)
      stack.push(children[index] as Frame);
  }
  return undefined;
}

/** The field an error names: the full path of a NUL; of a too-deep value, its top-level field. */
function fieldOf({ path, message }: Problem): string {
  if (message === TOO_DEEP) return path[0] ?? '_';
  return path.join('.') || '_';
}

/**
 * Checks every route's input before validation, with the usual field error shape (400):
 * - PostgreSQL text cannot hold U+0000: such input would fail deep in a query as a 500.
 * - Nesting deeper than MAX_INPUT_DEPTH: only a hostile client sends it, and recursive code
 *   further on (validation, serialization) would overflow its stack on it.
 */
export const inputGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request, reply) => {
      for (const part of [request.params, request.query, request.body]) {
        const problem = findProblem(part);
        if (problem) {
          return reply
            .code(400)
            .type('application/json; charset=utf-8')
            .serializer((body: unknown) => JSON.stringify(body))
            .send({ errors: { [fieldOf(problem)]: [problem.message] } });
        }
      }
      return undefined;
    });
  },
  { name: 'atrium-input-guards' },
);
