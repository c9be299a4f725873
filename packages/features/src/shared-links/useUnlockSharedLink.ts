import { useState } from 'react';
import type { ApiError, SharedLink } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';

export interface UseUnlockSharedLinkResult {
  /** Resolves with the unlocked link, or undefined when the password was refused. */
  unlock: (password: string) => Promise<SharedLink | undefined>;
  /** True while the server checks (it waits longer after each wrong password). */
  isUnlocking: boolean;
  error: ApiError | undefined;
}

/**
 * Unlocks a password-protected link in this browser: the server sets the grant cookie, so the
 * page's plain links, images and players work afterwards.
 */
export function useUnlockSharedLink(token: string): UseUnlockSharedLinkResult {
  const api = useApi();
  const [isUnlocking, setUnlocking] = useState(false);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const unlock = async (password: string) => {
    setUnlocking(true);
    setError(undefined);
    try {
      return await api.shared.unlock(token, password);
    } catch (caught) {
      setError(caught as ApiError);
      return undefined;
    } finally {
      setUnlocking(false);
    }
  };
  return { unlock, isUnlocking, error };
}
