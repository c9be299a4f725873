import type { Ok } from '../../contracts/common.ts';
import type {
  MasterPasswordState,
  SetMasterPasswordRequest,
  Settings,
  UpdateSettingsRequest,
} from '../../contracts/settings.ts';
import type { settingsEndpoints } from '../../contracts/settings.ts';
import { SETTINGS_ROUTES } from '../../contracts/settings.constants.ts';
import { routesOf, type Http } from '../http.ts';

export interface SettingsResource {
  /** Server settings (super admin). */
  get(): Promise<Settings>;
  update(patch: UpdateSettingsRequest): Promise<Settings>;
  /** Whether a master password is set (any signed-in user). */
  masterPasswordState(): Promise<MasterPasswordState>;
  /** First set: super admin; rotation: super admin with a master-key token. */
  setMasterPassword(body: SetMasterPasswordRequest): Promise<Ok>;
}

export function settingsResource(http: Http): SettingsResource {
  const endpoints = routesOf<typeof settingsEndpoints>(SETTINGS_ROUTES);
  return {
    get: () => http.call(endpoints.get),
    update: (patch) => http.call(endpoints.update, { body: patch }),
    masterPasswordState: () => http.call(endpoints.masterPasswordState),
    setMasterPassword: (body) => http.call(endpoints.setMasterPassword, { body }),
  };
}
