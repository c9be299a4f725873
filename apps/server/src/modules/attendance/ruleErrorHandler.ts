import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendError } from '../../plugins/errors.ts';

/** A module's "a rule said no" error: its kind picks the status; field errors name a field. */
interface RuleError extends Error {
  readonly kind: string;
  readonly field?: string | undefined;
}

/**
 * The error handler of the attendance, working-time and timesheet routes: their rule errors
 * become the spec's shapes (`invalid` and `unprocessable` a field error, `not_found` the generic
 * 404 so unknown and not-yours look the same, the rest `{detail}`); anything else goes to the
 * app's handler.
 */
export function ruleErrorHandler<E extends RuleError>(
  RuleErrorClass: abstract new (...args: never[]) => E,
  status: Record<E['kind'], number>,
) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof RuleErrorClass) {
      const code: number = status[error.kind as E['kind']];
      if (error.kind === 'invalid' || error.kind === 'unprocessable') {
        return reply.code(code).send({ errors: { [error.field ?? '_']: [error.message] } });
      }
      const detail = error.kind === 'not_found' ? ERROR_DETAILS.notFound : error.message;
      return sendError(new HttpError(code, detail), request, reply);
    }
    return sendError(error, request, reply);
  };
}
