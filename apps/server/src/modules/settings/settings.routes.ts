import {
  detailErrorSchema,
  ERROR_DETAILS,
  fieldErrorsSchema,
  settingsEndpoints,
  USER_FIELD_MESSAGES,
} from '@atrium/api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contractRoute.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { assertMasterKey, type MasterKeyChecker } from '../../plugins/masterKey.ts';
import type { SettingsService } from './settings.service.ts';

export interface SettingsRoutesOptions {
  settingsService: SettingsService;
  masterKeys: MasterKeyChecker;
}

const superAdminErrors = { 401: detailErrorSchema, 403: detailErrorSchema };
const withFieldErrors = { 400: fieldErrorsSchema, ...superAdminErrors };

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (
  app,
  { settingsService, masterKeys },
) => {
  const { get, update, masterPasswordState, setMasterPassword } = settingsEndpoints;
  const route = contractRoutes(app, { tags: ['settings'], errors: superAdminErrors });

  route(get, { config: { superAdmin: true } }, async () => settingsService.getAll());

  route(update, { config: { superAdmin: true }, errors: withFieldErrors }, async (request) => {
    const { user } = requireAuth(request);
    const settings = await settingsService.update(request.body, { id: user.id, ip: request.ip });
    request.log.info(
      { event: 'settings_changed', userId: user.id, keys: Object.keys(request.body) },
      'settings changed',
    );
    return settings;
  });

  // Any signed-in user: the client keeps hasMasterPassword locally (spec section 3).
  route(
    masterPasswordState,
    { config: { auth: true }, errors: { 401: detailErrorSchema } },
    async () => ({ hasMasterPassword: await settingsService.hasMasterPassword() }),
  );

  // A rotation also needs a master-key token and the current password; checked below, as the
  // first set cannot.
  route(
    setMasterPassword,
    { config: { superAdmin: true }, errors: withFieldErrors },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const rotation = await settingsService.hasMasterPassword();
      if (rotation) await assertMasterKey(request, masterKeys);
      const result = await settingsService.setMasterPassword(
        {
          password: request.body.password,
          currentPassword: request.body.current_password,
          rotation,
        },
        { id: user.id, ip: request.ip },
      );
      switch (result.kind) {
        case 'weak':
          return reply.code(400).send({ errors: { password: [result.problem] } });
        case 'current_required':
          return reply
            .code(400)
            .send({ errors: { current_password: [USER_FIELD_MESSAGES.required] } });
        case 'wrong_current':
          return reply
            .code(400)
            .send({ errors: { current_password: [ERROR_DETAILS.invalidMasterPassword] } });
        case 'already_set':
          throw new HttpError(403, ERROR_DETAILS.masterPasswordRequired);
        case 'set':
        case 'rotated':
          request.log.info(
            {
              event: result.kind === 'set' ? 'master_password_set' : 'master_password_changed',
              userId: user.id,
            },
            'master password changed',
          );
          return { ok: true as const };
      }
    },
  );
};
