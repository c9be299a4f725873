export {
  SUBJECTS,
  ACTIONS,
  SUPER_ADMIN_SUBJECTS,
  PERMISSION_SUBJECTS,
  PERMISSION_NAMES,
} from './subjects.ts';
export type { Subject, Action, PermissionName } from './subjects.ts';
export { buildAbilityRules, createAppAbility } from './buildAbilityRules.ts';
export type { AbilityInput, AppAbility } from './buildAbilityRules.ts';
