import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendError } from '../../plugins/errors.ts';

/** A business rule said no; the routes turn it into 403 / 404 / 409 `{detail}`. */
export class RuleViolation extends Error {
  constructor(
    readonly kind: 'forbidden' | 'not_found' | 'conflict' | 'invalid' | 'too_large' | 'unsupported',
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'RuleViolation';
  }
}

/** Field-level problems found by the service (taken username, wrong current password, …). */
export class FieldProblems extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('field problems');
    this.name = 'FieldProblems';
  }
}

export const notFound = () => new RuleViolation('not_found', ERROR_DETAILS.notFound);
export const forbidden = (detail: string = ERROR_DETAILS.forbidden) =>
  new RuleViolation('forbidden', detail);

const STATUS: Record<RuleViolation['kind'], number> = {
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid: 400,
  too_large: 413,
  unsupported: 415,
};

/** The user routes' error handler: the module's errors, then the app's usual answers. */
export function sendUserError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof FieldProblems) return reply.code(400).send({ errors: error.errors });
  if (error instanceof RuleViolation) {
    return sendError(new HttpError(STATUS[error.kind], error.detail), request, reply);
  }
  return sendError(error, request, reply);
}
