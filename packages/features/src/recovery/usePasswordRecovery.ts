import { useCallback, useState } from 'react';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';

export interface UseRecoveryCallResult<Body> {
  /** Resolves true when the server accepted the request, false when it failed (see `error`). */
  submit(body: Body): Promise<boolean>;
  isSubmitting: boolean;
  error: unknown;
  isDone: boolean;
}

function useRecoveryCall<Body>(
  call: (body: Body) => Promise<unknown>,
): UseRecoveryCallResult<Body> {
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [isDone, setDone] = useState(false);
  const submit = useCallback(
    async (body: Body) => {
      setSubmitting(true);
      setError(null);
      try {
        await call(body);
        setDone(true);
        return true;
      } catch (cause) {
        setError(cause);
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [call],
  );
  return { submit, isSubmitting, error, isDone };
}

/** `PUT /user/forget-password`: the answer is the same whether the account exists. */
export function useForgotPassword(): UseRecoveryCallResult<ForgotPasswordRequest> {
  const api = useApi();
  const call = useCallback((body: ForgotPasswordRequest) => api.user.forgotPassword(body), [api]);
  return useRecoveryCall(call);
}

/** `PUT /user/reset-password` with the e-mailed token; nobody is signed in afterwards. */
export function useResetPassword(): UseRecoveryCallResult<ResetPasswordRequest> {
  const api = useApi();
  const call = useCallback(
    (body: ResetPasswordRequest) => api.user.resetPasswordWithToken(body),
    [api],
  );
  return useRecoveryCall(call);
}
