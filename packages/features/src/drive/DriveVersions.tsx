import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { RotateCcw } from 'lucide-react';
import type { ApiError, DriveItem, DriveVersion } from '@atrium/api';
import { Alert, Badge, Box, Button, Flex, Heading, Skeleton, Text, vars } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { canChange } from './driveActions.tsx';
import { driveErrorMessage } from './driveErrors.ts';
import { driveKeys } from './driveKeys.ts';
import { useDriveFormat } from './useDriveFormat.ts';
import { useDriveMutations } from './useDriveMutations.ts';

export interface DriveVersionsProps {
  item: DriveItem;
}

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ROW = {
  paddingBlock: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.grayAlpha[4]}`,
} as const;

/**
 * A file's versions, newest first: size, when and by whom; the current one marked. Owners and
 * editors restore an earlier one (it becomes a new current version; nothing is lost).
 */
export function DriveVersions({ item }: DriveVersionsProps) {
  const { t } = useTranslation('drive');
  const api = useApi();
  const format = useDriveFormat();
  const { restoreVersion } = useDriveMutations();
  const { data, error, isLoading, mutate } = useSWR(driveKeys.versions(item.id), () =>
    api.drive.versions(item.id),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const editable = canChange(item) && !item.trashed_at;

  const restore = async (version: DriveVersion) => {
    setBusy(version.id);
    setDone(null);
    setFailed(null);
    try {
      await restoreVersion(item.id, version.id);
      await mutate();
      setDone(t('notices.versionRestored', { date: format.dateTime(version.created_at) }));
    } catch (caught) {
      setFailed(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box asChild>
      <section aria-labelledby={`versions-${item.id}`}>
        <Heading as="h3" size="3" id={`versions-${item.id}`} mb="2">
          {t('details.versions')}
        </Heading>
        <Box role="status" aria-live="polite">
          {done ? <Alert tone="success">{done}</Alert> : null}
        </Box>
        {failed ? (
          <Alert tone="danger" title={t('notices.failed')}>
            {driveErrorMessage(t, failed)}
          </Alert>
        ) : null}
        {error ? (
          <Text size="2" color="red" role="alert">
            {t('details.versionsFailed')} {driveErrorMessage(t, error as ApiError)}
          </Text>
        ) : isLoading || !data ? (
          <Flex direction="column" gap="2" aria-busy="true">
            <Text size="2" color="gray" role="status">
              {t('details.versionsLoading')}
            </Text>
            <Skeleton inlineSize="80%" />
          </Flex>
        ) : (
          <ul style={LIST}>
            {data.items.map((version) => {
              const date = format.dateTime(version.created_at);
              return (
                <li key={version.id} style={ROW}>
                  <Flex align="center" gap="2" justify="between" wrap="wrap">
                    <Flex direction="column" style={{ minWidth: 0 }}>
                      <Text size="2">
                        <time dateTime={version.created_at}>{date}</time>
                        {version.current ? (
                          <Badge size={1} style={{ marginInlineStart: vars.space[2] }}>
                            {t('details.versionCurrent')}
                          </Badge>
                        ) : null}
                      </Text>
                      <Text size="1" color="gray">
                        {t('details.versionMeta', {
                          size: format.bytes(version.size),
                          date,
                          who: version.created_by
                            ? format.person(version.created_by)
                            : t('details.versionUnknown'),
                        })}
                      </Text>
                    </Flex>
                    {!version.current && editable ? (
                      <Button
                        size={1}
                        variant="soft"
                        tone="neutral"
                        loading={busy === version.id}
                        disabled={busy !== null && busy !== version.id}
                        aria-label={t('details.restoreVersionLabel', { date })}
                        onClick={() => void restore(version)}
                      >
                        <RotateCcw size={14} aria-hidden="true" />
                        {t('details.restoreVersion')}
                      </Button>
                    ) : null}
                  </Flex>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Box>
  );
}
