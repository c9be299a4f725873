import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { UpdateProfileRequest, User } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { authKeys } from '../auth/authKeys.ts';
import { accountKeys } from './accountKeys.ts';

/** What the account tab knows beyond the profile: the last answer of a profile or image change. */
export type AccountDetails = Partial<Pick<User, 'phone' | 'job_title' | 'time_zone' | 'avatar'>>;

export interface UseAccountProfileResult {
  details: AccountDetails | undefined;
  updateProfile(body: UpdateProfileRequest): Promise<User>;
  uploadAvatar(file: File): Promise<string | null>;
  removeAvatar(): Promise<void>;
}

/**
 * The own profile's changes. After each one the profile is fetched again so the stored user (the
 * navbar's name, the language) and the profile SWR entry match the server.
 */
export function useAccountProfile(): UseAccountProfileResult {
  const api = useApi();
  const { updateUser } = useSession();
  const { mutate } = useSWRConfig();
  const { data: details } = useSWR<AccountDetails>(accountKeys.details(), null);

  const refreshProfile = useCallback(async () => {
    const profile = await api.user.profile();
    updateUser(profile);
    await mutate(authKeys.profile(), profile, { revalidate: false });
  }, [api, updateUser, mutate]);

  const remember = useCallback(
    (change: AccountDetails) =>
      mutate<AccountDetails>(accountKeys.details(), (old) => ({ ...old, ...change }), {
        revalidate: false,
      }),
    [mutate],
  );

  const updateProfile = useCallback(
    async (body: UpdateProfileRequest) => {
      const user = await api.user.updateProfile(body);
      const { phone, job_title, time_zone, avatar } = user;
      await remember({ phone, job_title, time_zone, avatar });
      await refreshProfile();
      return user;
    },
    [api, remember, refreshProfile],
  );

  const uploadAvatar = useCallback(
    async (file: File) => {
      const { avatar } = await api.user.uploadImage(file, file.name);
      await remember({ avatar });
      await refreshProfile();
      return avatar;
    },
    [api, remember, refreshProfile],
  );

  const removeAvatar = useCallback(async () => {
    const { avatar } = await api.user.deleteImage();
    await remember({ avatar });
    await refreshProfile();
  }, [api, remember, refreshProfile]);

  return { details, updateProfile, uploadAvatar, removeAvatar };
}
