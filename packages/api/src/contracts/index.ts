export {
  detailErrorSchema,
  fieldErrorsSchema,
  errorBodySchema,
  okSchema,
  defineEndpoint,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_ALL,
  ERROR_DETAILS,
} from './common.ts';
export type { DetailError, FieldErrors, ErrorBody, Ok, EndpointContract } from './common.ts';
export { abilityRuleSchema } from './abilities.ts';
export type { AbilityRule } from './abilities.ts';
export {
  ROLES,
  roleSchema,
  USERNAME_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  loginRequestSchema,
  loginResponseSchema,
  profileSchema,
  userEndpoints,
} from './user.ts';
export type { Role, LoginRequest, LoginResponse, Profile } from './user.ts';
