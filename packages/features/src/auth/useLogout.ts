import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';

export interface UseLogoutOptions {
  /** Runs after the local session is gone (the app navigates to /login). */
  onDone?: () => void;
}

export interface UseLogoutResult {
  logout(): Promise<void>;
  isLoggingOut: boolean;
}

export function useLogout({ onDone }: UseLogoutOptions = {}): UseLogoutResult {
  const api = useApi();
  const { signOut } = useSession();
  const { mutate } = useSWRConfig();
  const [isLoggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await api.user.logout();
    } catch {
      // The server session may already be gone (or unreachable): the local sign-out must happen anyway.
    }
    signOut('user');
    // Drop every cached answer so the next user never sees the previous one's data.
    await mutate(() => true, undefined, { revalidate: false });
    setLoggingOut(false);
    onDone?.();
  }, [api, signOut, mutate, onDone]);

  return { logout, isLoggingOut };
}
