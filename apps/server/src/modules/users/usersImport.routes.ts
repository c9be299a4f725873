import { detailErrorSchema, fieldErrorsSchema, usersImportEndpoints } from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { actorOf, USER_ABILITY } from '../user/user.access.ts';
import { sendUserError } from '../user/user.errors.ts';
import type { UsersImportService } from './usersImport.service.ts';

export interface UsersImportRoutesOptions {
  usersImportService: UsersImportService;
}

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
  const route = contractRoutes(app, { tags: TAGS, errors });

  // As creating a user (POST /user): the import creates users.
  route(e.importPreview, { config: { ability: USER_ABILITY } }, async (request) =>
    usersImportService.preview(actorOf(request), request.body.csv),
  );

  route(e.importUsers, { config: { ability: USER_ABILITY } }, async (request) => {
    const result = await usersImportService.importUsers(actorOf(request), request.body.csv);
    request.log.info(
      { event: 'users_imported', created: result.created, invalid: result.invalid },
      'users imported from CSV',
    );
    return result;
  });
};
