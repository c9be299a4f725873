import { useTranslation } from 'react-i18next';
import type { DriveItem } from '@atrium/api';
import { Alert, Box, Button, DataList, Dialog, Flex, Text } from '@atrium/ui';
import { canChange } from './driveActions.tsx';
import { driveFileKind } from './driveItemKind.ts';
import { DriveItemIcon } from './DriveItemIcon.tsx';
import { useDriveFormat } from './useDriveFormat.ts';

export interface DriveDetailsDialogProps {
  /** The item; null: closed. */
  item: DriveItem | null;
  onClose: () => void;
}

/**
 * What the drive knows of an item: name, type, size, owner, dates, sharing and the person's own
 * access. Files open here until previews come (the preview goes above the list).
 */
export function DriveDetailsDialog({ item, onClose }: DriveDetailsDialogProps) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {item ? <Details item={item} onClose={onClose} /> : null}
    </Dialog.Root>
  );
}

function Details({ item, onClose }: { item: DriveItem; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const format = useDriveFormat();
  const kind = driveFileKind(item);
  return (
    <Dialog.Content size={2} closeLabel={t('actions.close')}>
      <Flex align="center" gap="3">
        <DriveItemIcon kind={kind} size={32} />
        <Dialog.Title style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{item.name}</Dialog.Title>
      </Flex>
      <Dialog.Description>
        {t('details.description', { kind: format.kind(item) })}
      </Dialog.Description>
      <Flex direction="column" gap="4" mt="4">
        {!canChange(item) && !item.trashed_at ? (
          <Alert tone="info">{t('errors.readOnly')}</Alert>
        ) : null}
        <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label>{t('details.type')}</DataList.Label>
            <DataList.Value>
              <Flex direction="column">
                <Text>{format.kind(item)}</Text>
                {item.mime_type ? (
                  <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
                    {item.mime_type}
                  </Text>
                ) : null}
              </Flex>
            </DataList.Value>
          </DataList.Item>
          {item.size !== null ? (
            <DataList.Item>
              <DataList.Label>{t('details.size')}</DataList.Label>
              <DataList.Value>{format.bytes(item.size)}</DataList.Value>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.Label>{t('details.owner')}</DataList.Label>
            <DataList.Value>{format.person(item.owner)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('details.modified')}</DataList.Label>
            <DataList.Value>
              <time dateTime={item.updated_at}>{format.dateTime(item.updated_at)}</time>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('details.created')}</DataList.Label>
            <DataList.Value>
              <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
            </DataList.Value>
          </DataList.Item>
          {item.trashed_at ? (
            <DataList.Item>
              <DataList.Label>{t('details.trashed')}</DataList.Label>
              <DataList.Value>
                <time dateTime={item.trashed_at}>{format.dateTime(item.trashed_at)}</time>
              </DataList.Value>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.Label>{t('details.access')}</DataList.Label>
            <DataList.Value>{t(`access.${item.access}`)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('details.sharing')}</DataList.Label>
            <DataList.Value>
              {item.shared ? t('details.shared') : t('details.notShared')}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Box>
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" onClick={onClose}>
              {t('actions.close')}
            </Button>
          </Dialog.Actions>
        </Box>
      </Flex>
    </Dialog.Content>
  );
}
