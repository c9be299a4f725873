import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@atrium/ui';

/**
 * The one answer for every link that does not open. It does not say which of expired, revoked,
 * used up or never made: the server does not tell them apart either, so tokens cannot be probed.
 */
export function SharedLinkNotAvailable() {
  const { t } = useTranslation('sharedLinks');
  return (
    <ErrorPage
      variant="notFound"
      showCode={false}
      title={t('notAvailable.title')}
      message={t('notAvailable.text')}
    />
  );
}
