import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex } from '@atrium/ui';
import { markShownInPlace } from '../i18n/errorMessage.ts';
import { isTooManyAttempts, tooManyAttemptsMinutes } from './sharedLinkErrors.ts';

export interface SharedLinkErrorProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * The link could not be opened for a reason of the moment (no connection, the server down, too
 * many tries from this address): say so, and offer to try again.
 */
export function SharedLinkError({ error, onRetry }: SharedLinkErrorProps) {
  const { t } = useTranslation('sharedLinks');
  markShownInPlace(error);
  const tooMany = isTooManyAttempts(error);
  return (
    <Flex direction="column" gap="4" align="start">
      <Alert
        tone={tooMany ? 'warning' : 'danger'}
        role="alert"
        title={t(tooMany ? 'tooMany.title' : 'error.title')}
      >
        {tooMany ? t('tooMany.text', { count: tooManyAttemptsMinutes(error) }) : t('error.text')}
      </Alert>
      <Button variant="soft" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </Flex>
  );
}
