export { teamsKeys } from './teamsKeys.ts';
export {
  useTeams,
  useTeam,
  usePermissionServices,
  useTeamPermissions,
  usePermissionLog,
  PERMISSION_CHANGE_ACTION,
  type UseTeamsResult,
  type UseTeamResult,
  type UsePermissionServicesResult,
  type UseTeamPermissionsResult,
  type UsePermissionLogResult,
} from './useTeams.ts';
export { useTeamMutations, type TeamMutations } from './useTeamMutations.ts';
export { TeamsPage, type TeamsPageProps } from './TeamsPage.tsx';
export {
  parseTeamsSearch,
  teamsSearchString,
  DEFAULT_TEAMS_VIEW,
  type TeamsView,
} from './teamsView.ts';
export { TeamPage, type TeamPageProps } from './TeamPage.tsx';
export { RolesPage, type RolesPageProps } from './RolesPage.tsx';
