import {
  detailErrorSchema,
  fieldErrorsSchema,
  usersImportEndpoints,
  usersImportRequestSchema,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../user/user.access.ts';
import { sendUserError } from '../user/user.errors.ts';
import type { UsersImportService } from './usersImport.service.ts';

export interface UsersImportRoutesOptions {
  usersImportService: UsersImportService;
}

/** As creating a user (POST /user): the import creates users. */
const USER_ABILITY = { action: 'manage', subject: 'User' } as const;
const TAGS = ['users'];

const errors = {
  400: fieldErrorsSchema.or(detailErrorSchema),
  401: detailErrorSchema,
  403: detailErrorSchema,
  413: detailErrorSchema,
};

/** CSV import of people: the dry run, then the import (issue 18). */
export const usersImportRoutes: FastifyPluginAsyncZod<UsersImportRoutesOptions> = async (
  app,
  { usersImportService },
) => {
  app.setErrorHandler(sendUserError);
  const e = usersImportEndpoints;

  app.post(
    e.importPreview.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.importPreview.summary,
        tags: TAGS,
        body: usersImportRequestSchema,
        response: { 200: e.importPreview.response, ...errors },
      },
    },
    async (request) => usersImportService.preview(actorOf(request), request.body.csv),
  );

  app.post(
    e.importUsers.path,
    {
      config: { ability: USER_ABILITY },
      schema: {
        summary: e.importUsers.summary,
        tags: TAGS,
        body: usersImportRequestSchema,
        response: { 200: e.importUsers.response, ...errors },
      },
    },
    async (request) => {
      const result = await usersImportService.importUsers(actorOf(request), request.body.csv);
      request.log.info(
        { event: 'users_imported', created: result.created, invalid: result.invalid },
        'users imported from CSV',
      );
      return result;
    },
  );
};
