import { STATUS_CODES } from 'node:http';
import { detailErrorSchema, ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** An expected failure with a status and a `{detail}` safe to show the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const RETRY_AFTER_SECONDS = '5';
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable';

/** `{"errors": {"a.b": ["message"]}}` — the zod path joined by '.', '_' for the root. */
export function fieldErrors(validation: ReadonlyArray<{ instancePath: string; message?: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').split('/').join('.') || '_';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return { errors };
}

const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/** Connection-level failures mean "try again later", not "bug": answer 503. */
function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE'].includes(code)) return true;
  // PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention).
  if (/^(08...|57P0[1-3])$/.test(code)) return true;
  if (
    error instanceof Error &&
    /Connection terminated|timeout exceeded when trying to connect/i.test(error.message)
  ) {
    return true;
  }
  return 'cause' in error && error.cause !== error && isDatabaseUnavailable(error.cause);
}

/**
 * Error bodies are built here in one of the two shapes, so they skip the route's response
 * schema: a route that documents only `{errors}` for 400 must still be able to answer `{detail}`
 * without the serializer turning the answer into a 500.
 */
function errorReply(reply: FastifyReply, statusCode: number): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer((body: unknown) => JSON.stringify(body));
}

/** A 5xx body: the generic text and the id the request's log lines carry. */
export const serverErrorSchema = detailErrorSchema.extend({ requestId: z.string() });

export function serverErrorBody(request: FastifyRequest, detail: string) {
  return { detail, requestId: request.id };
}

export function sendError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    return errorReply(reply, error.statusCode)
      .headers(error.headers)
      .send({ detail: error.detail });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return errorReply(reply, 400).send(fieldErrors(error.validation));
  }
  const statusCode =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    // Framework messages may echo input; only fixed texts go back.
    const detail = FASTIFY_DETAILS[code] ?? STATUS_CODES[statusCode] ?? 'Bad request';
    return errorReply(reply, statusCode).send({ detail });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return errorReply(reply, 503)
      .header('Retry-After', RETRY_AFTER_SECONDS)
      .send(serverErrorBody(request, DATABASE_UNAVAILABLE));
  }
  request.log.error({ err: error }, 'request failed');
  return errorReply(reply, 500).send(serverErrorBody(request, ERROR_DETAILS.generic));
}

/**
 * Every error leaves as `{errors}` (validation) or `{detail}`; 5xx bodies stay generic and add
 * the request id (`{detail, requestId}`), which the user can quote to find the logged cause.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(sendError);
  },
  { name: 'atrium-errors' },
);
