export { usersKeys } from './usersKeys.ts';
export type { UsersQuery, InactiveUsersQuery, StatusHistoryQuery } from './usersTypes.ts';
export { useUsers, useInactiveUsers, type UseUsersResult } from './useUsers.ts';
export {
  useUser,
  useProjectsSummary,
  type UseUserResult,
  type UseProjectsSummaryResult,
} from './useUser.ts';
export { useStatusHistory, type UseStatusHistoryResult } from './useStatusHistory.ts';
export {
  useCreateUser,
  useUpdateUser,
  useDeactivateUser,
  useReactivateUser,
  useDeleteUser,
  useResetUserPassword,
  type UseMutationResult,
} from './useUserMutations.ts';
export { UsersPage, type UsersPageProps } from './UsersPage.tsx';
export {
  DEFAULT_USERS_VIEW,
  parseUsersSearch,
  USERS_TABS,
  usersSearchString,
  type UsersTab,
  type UsersView,
} from './usersView.ts';
export { UserPage, type UserPageProps } from './UserPage.tsx';
