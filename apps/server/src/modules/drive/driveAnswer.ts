import { ERROR_DETAILS } from '@atrium/api/contracts';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import type { DriveResult } from './drive.reads.ts';

/**
 * The value of an `ok` drive result, or the HTTP answer of any other: 404 for unknown or not
 * visible (one answer, so ids cannot be probed), 403 with `readOnlyDetail` (each area says why in
 * its own words), 409 with the current item when there is one, 400 with field errors.
 */
export function answerDriveResult<T>(
  result: DriveResult<T>,
  reply: FastifyReply,
  readOnlyDetail: string,
): T | FastifyReply {
  switch (result.kind) {
    case 'ok':
      return result.value;
    case 'not_found':
      throw new HttpError(404, ERROR_DETAILS.notFound);
    case 'read_only':
      throw new HttpError(403, readOnlyDetail);
    case 'conflict':
      return reply
        .code(409)
        .send({ detail: result.detail, ...(result.item ? { item: result.item } : {}) });
    case 'invalid':
      return reply.code(400).send({ errors: result.errors });
  }
}
