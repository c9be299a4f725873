import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type {
  AdminPasswordResetRequest,
  ApiClient,
  AvatarResponse,
  BulkResult,
  CreateUserRequest,
  InviteUserRequest,
  Ok,
  UpdateUserInfoRequest,
  User,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { usersKeysOf, type UsersKeyGroup } from './usersKeys.ts';

export interface UseMutationResult<TArgs extends unknown[], TResult> {
  /** Runs the call; resolves with its answer or rejects with the ApiError (also kept in `error`). */
  trigger: (...args: TArgs) => Promise<TResult>;
  isMutating: boolean;
  error: unknown;
  /** Forgets the last error (a dialog reopened). */
  reset: () => void;
}

/** One users call plus the invalidation of the cached lists and pages it changes. */
function useUsersMutation<TArgs extends unknown[], TResult>(
  call: (api: ApiClient, ...args: TArgs) => Promise<TResult>,
  invalidates: readonly UsersKeyGroup[],
): UseMutationResult<TArgs, TResult> {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const trigger = useCallback(
    async (...args: TArgs) => {
      setMutating(true);
      setError(null);
      try {
        const result = await call(api, ...args);
        if (invalidates.length > 0) await mutate(usersKeysOf(invalidates));
        return result;
      } catch (cause) {
        setError(cause);
        throw cause;
      } finally {
        setMutating(false);
      }
    },
    // `call` and `invalidates` are module constants below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, mutate],
  );
  const reset = useCallback(() => setError(null), []);
  return { trigger, isMutating, error, reset };
}

const createUser = (api: ApiClient, body: CreateUserRequest) => api.user.create(body);
const inviteUser = (api: ApiClient, body: InviteUserRequest) => api.user.invite(body);
const resendInvite = (api: ApiClient, id: string) => api.user.resendInvite(id);
const updateUser = (api: ApiClient, id: string, body: UpdateUserInfoRequest) =>
  api.user.updateInfo(id, body);
const setUserImage = (api: ApiClient, id: string, file: File) =>
  api.user.setUserImage(id, file, file.name);
const deleteUserImage = (api: ApiClient, id: string) => api.user.deleteUserImage(id);
const deactivateUser = (api: ApiClient, id: string) => api.user.deactivate(id);
const reactivateUser = (api: ApiClient, id: string) => api.user.reactivate(id);
const deleteUser = (api: ApiClient, id: string) => api.user.deleteInactive(id);
const resetPassword = (api: ApiClient, body: AdminPasswordResetRequest) =>
  api.user.resetPassword(body);

const bulkDeactivate = (api: ApiClient, ids: readonly string[]) => api.user.bulkDeactivate(ids);
const bulkAddToTeam = (api: ApiClient, ids: readonly string[], teamId: string) =>
  api.user.bulkAddToTeam(ids, teamId);

const CREATE: readonly UsersKeyGroup[] = ['list'];
const UPDATE: readonly UsersKeyGroup[] = ['list', 'inactive', 'detail'];
// Deactivation ends an open attendance session, so the status history changes too.
const LIFECYCLE: readonly UsersKeyGroup[] = ['list', 'inactive', 'detail', 'statusHistory'];
const NOTHING: readonly UsersKeyGroup[] = [];

/** `POST /user`: refreshes the users lists. */
export function useCreateUser(): UseMutationResult<[CreateUserRequest], User> {
  return useUsersMutation(createUser, CREATE);
}

/** `POST /user/invite`: an account waiting for its password; refreshes the users lists. */
export function useInviteUser(): UseMutationResult<[InviteUserRequest], User> {
  return useUsersMutation(inviteUser, CREATE);
}

/** `POST /user/{id}/invite/resend`: a new link; the lists and the page show when it was sent. */
export function useResendInvite(): UseMutationResult<[string], User> {
  return useUsersMutation(resendInvite, UPDATE);
}

/** `PUT /user/{id}/info`: refreshes the lists and the user's page. */
export function useUpdateUser(): UseMutationResult<[string, UpdateUserInfoRequest], User> {
  return useUsersMutation(updateUser, UPDATE);
}

/** `POST /user/{id}/image`: someone else's photo; the lists and the page show the new one. */
export function useSetUserImage(): UseMutationResult<[string, File], AvatarResponse> {
  return useUsersMutation(setUserImage, UPDATE);
}

/** `DELETE /user/{id}/image`: someone else's photo goes back to initials. */
export function useDeleteUserImage(): UseMutationResult<[string], AvatarResponse> {
  return useUsersMutation(deleteUserImage, UPDATE);
}

/** `DELETE /user/{id}/inactive`: the user moves to the inactive list. */
export function useDeactivateUser(): UseMutationResult<[string], User> {
  return useUsersMutation(deactivateUser, LIFECYCLE);
}

/** `PUT /user/deleted/active?user_id=`: back to the active list, teams kept. */
export function useReactivateUser(): UseMutationResult<[string], User> {
  return useUsersMutation(reactivateUser, LIFECYCLE);
}

/** `DELETE /user/{id}/inactive/delete` (master password): gone for good. */
export function useDeleteUser(): UseMutationResult<[string], Ok> {
  return useUsersMutation(deleteUser, LIFECYCLE);
}

/** `PUT /user/password` (master password): the user's sessions end; no cached data changes. */
export function useResetUserPassword(): UseMutationResult<[AdminPasswordResetRequest], Ok> {
  return useUsersMutation(resetPassword, NOTHING);
}

/** `POST /users/bulk/deactivate`: per person done or skipped; the lists refresh. */
export function useBulkDeactivateUsers(): UseMutationResult<[readonly string[]], BulkResult> {
  return useUsersMutation(bulkDeactivate, LIFECYCLE);
}

/** `POST /users/bulk/add-to-team` (master password): the lists and pages show the new team. */
export function useBulkAddUsersToTeam(): UseMutationResult<
  [readonly string[], string],
  BulkResult
> {
  return useUsersMutation(bulkAddToTeam, UPDATE);
}
