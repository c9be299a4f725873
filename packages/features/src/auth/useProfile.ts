import useSWR from 'swr';
import type { ApiError, Profile } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import type { SessionUser } from '../app/clientSession.ts';
import { authKeys } from './authKeys.ts';

export interface UseProfileResult {
  /** The freshest profile: from the server once fetched, else the stored user. */
  profile: SessionUser | null;
  error: ApiError | undefined;
  isLoading: boolean;
}

/**
 * Refreshes the signed-in user's profile (spec section 6: rules are refreshed when the profile is
 * fetched on layout load) and keeps the stored user, and so the abilities, in step with it.
 * An Invalid Token answer is handled by the API client's onError, which ends the session.
 */
export function useProfile(): UseProfileResult {
  const api = useApi();
  const { user, updateUser } = useSession();
  const refresh = useSWR(user ? authKeys.profile() : null, () => api.user.profile(), {
    onSuccess: updateUser,
    revalidateOnFocus: false,
  });
  return {
    profile: user,
    // Getters: SWR re-renders a component for the state it reads, so the layout, which only
    // refreshes the profile, does not re-render the whole app when the answer arrives (and the
    // profile itself changes only when the stored user does).
    get error() {
      return refresh.error as ApiError | undefined;
    },
    get isLoading() {
      return refresh.isLoading;
    },
  };
}

/**
 * Whether this page has the server's answer to the profile refresh (or its failure): until then
 * the abilities are the ones stored at the last visit, which miss a right granted since. Reads
 * the refresh that useProfile (in the layout) makes, without a request of its own.
 */
export function useProfileSettled(): boolean {
  const { user } = useSession();
  const { data, error } = useSWR<Profile>(user ? authKeys.profile() : null, null);
  return data !== undefined || error !== undefined;
}
