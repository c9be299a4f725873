import { useTranslation } from 'react-i18next';
import { Alert } from '@atrium/ui';
import { isRateLimited } from '../auth/recoveryErrors.ts';
import { errorMessage, markShownInPlace } from '../i18n/errorMessage.ts';

export interface RecoveryErrorAlertProps {
  /** The failed call; nothing shows without one. */
  error: unknown;
  /** The danger alert's title: what could not be done. */
  title: string;
  /** The warning's title when the endpoint's rate limit answered (429). */
  rateLimitedTitle: string;
  /** The warning's text: wait, then try again. */
  rateLimited: string;
}

/**
 * A password form's failure above its fields: a warning to wait when rate-limited, otherwise
 * the danger alert with the translated message. Either way the failure is shown in place.
 */
export function RecoveryErrorAlert({
  error,
  title,
  rateLimitedTitle,
  rateLimited,
}: RecoveryErrorAlertProps) {
  const { t } = useTranslation('common');
  if (!error) return null;
  if (isRateLimited(error)) {
    markShownInPlace(error);
    return (
      <Alert tone="warning" role="alert" title={rateLimitedTitle}>
        {rateLimited}
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title={title}>
      {errorMessage(t, error)}
    </Alert>
  );
}
