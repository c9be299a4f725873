import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { UpdateProfileRequest, User } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { authKeys } from '../auth/authKeys.ts';

export interface UseAccountProfileResult {
  updateProfile(body: UpdateProfileRequest): Promise<User>;
  uploadAvatar(file: File): Promise<string | null>;
  removeAvatar(): Promise<void>;
}

/**
 * The own profile's changes. After each one the profile is fetched again so the stored user (the
 * navbar's name and photo, the language, this page's fields) and the profile SWR entry match the
 * server.
 */
export function useAccountProfile(): UseAccountProfileResult {
  const api = useApi();
  const { updateUser } = useSession();
  const { mutate } = useSWRConfig();

  const refreshProfile = useCallback(async () => {
    const profile = await api.user.profile();
    updateUser(profile);
    await mutate(authKeys.profile(), profile, { revalidate: false });
  }, [api, updateUser, mutate]);

  const updateProfile = useCallback(
    async (body: UpdateProfileRequest) => {
      const user = await api.user.updateProfile(body);
      await refreshProfile();
      return user;
    },
    [api, refreshProfile],
  );

  const uploadAvatar = useCallback(
    async (file: File) => {
      const { avatar } = await api.user.uploadImage(file, file.name);
      await refreshProfile();
      return avatar;
    },
    [api, refreshProfile],
  );

  const removeAvatar = useCallback(async () => {
    await api.user.deleteImage();
    await refreshProfile();
  }, [api, refreshProfile]);

  return { updateProfile, uploadAvatar, removeAvatar };
}
