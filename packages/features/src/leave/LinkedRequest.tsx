import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex } from '@atrium/ui';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';
import { DecideLeaveDialog } from './DecideLeaveDialog.tsx';
import { useLeaveRequest } from './useLeave.ts';

export interface LinkedRequestProps {
  /** The request a link names (`?request=`); none: nothing opens. */
  requestId?: string | undefined;
  /** The dialog was closed: the app drops the id from the URL. */
  onClose: () => void;
}

/**
 * Opens the request a notification links to: approve or reject it when the reader may, else
 * see it with who else is away. A request they may not see says so instead.
 */
export function LinkedRequest({ requestId, onClose }: LinkedRequestProps) {
  const { t } = useTranslation('leave');
  const { request, error } = useLeaveRequest(requestId);
  if (!requestId) return null;
  if (error) {
    return (
      <Alert tone="danger" title={t('linked.errorTitle')}>
        <Flex direction="column" gap="2" align="start">
          {workingTimeErrorMessage(t, error)}
          <Button variant="soft" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </Flex>
      </Alert>
    );
  }
  return <DecideLeaveDialog request={request ?? null} onClose={onClose} />;
}
