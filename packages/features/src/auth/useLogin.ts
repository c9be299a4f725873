import { useCallback, useState } from 'react';
import type { LoginRequest } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import type { SessionUser } from '../app/clientSession.ts';

export interface UseLoginResult {
  /** Resolves to the signed-in user, or null when the login failed (see `error`). */
  login(credentials: Pick<LoginRequest, 'username' | 'password'>): Promise<SessionUser | null>;
  isSubmitting: boolean;
  error: unknown;
}

export function useLogin(): UseLoginResult {
  const api = useApi();
  const { signIn } = useSession();
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const login = useCallback<UseLoginResult['login']>(
    async ({ username, password }) => {
      setSubmitting(true);
      setError(null);
      try {
        // Only the two fields: the web app never asks for a bearer token (the cookie carries the session).
        const profile = await api.user.login({ username, password });
        // No SWR here (it stays off the sign-in page): the layout refreshes the profile on load.
        return signIn(profile);
      } catch (cause) {
        setError(cause);
        return null;
      } finally {
        setSubmitting(false);
      }
    },
    [api, signIn],
  );

  return { login, isSubmitting, error };
}
