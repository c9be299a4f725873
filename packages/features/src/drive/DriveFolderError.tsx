import { useTranslation } from 'react-i18next';
import { FolderX } from 'lucide-react';
import { isApiError, type DriveView } from '@atrium/api';
import { Box, Button, EmptyState, Flex } from '@atrium/ui';
import { driveConflictOf, driveErrorMessage } from './driveErrors.ts';

/** Whether an error is the server saying the folder is not there for this person (or is in the trash). */
export function isMissingFolder(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || driveConflictOf(error) === 'inTrash');
}

export interface DriveFolderErrorProps {
  error: unknown;
  onRetry: () => void;
  onGoTo: (view: DriveView) => void;
}

/**
 * A folder that cannot be opened: gone or never shared (the server answers both alike), in the
 * trash, or not loaded (a retry).
 */
export function DriveFolderError({ error, onRetry, onGoTo }: DriveFolderErrorProps) {
  const { t } = useTranslation('drive');
  const inTrash = driveConflictOf(error) === 'inTrash';
  const missing = isApiError(error) && error.status === 404;
  return (
    <Box role="alert">
      <EmptyState
        icon={<FolderX size={24} />}
        titleAs="h2"
        title={t('folder.errorTitle')}
        text={
          inTrash
            ? t('folder.inTrash')
            : missing
              ? t('folder.notFound')
              : driveErrorMessage(t, error)
        }
        action={
          <Flex gap="2" wrap="wrap" justify="center">
            {inTrash ? (
              <Button variant="soft" onClick={() => onGoTo('trash')}>
                {t('actions.openTrash')}
              </Button>
            ) : missing ? null : (
              <Button variant="soft" onClick={onRetry}>
                {t('actions.retry')}
              </Button>
            )}
            <Button
              variant={inTrash || !missing ? 'soft' : 'solid'}
              tone="neutral"
              onClick={() => onGoTo('my')}
            >
              {t('actions.goToMyDrive')}
            </Button>
          </Flex>
        }
      />
    </Box>
  );
}
