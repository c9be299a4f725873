import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileUp } from 'lucide-react';
import { driveContentUrl, type DriveItem } from '@atrium/api';
import { Alert, Box, Button, DataList, Dialog, Flex, Link, Text } from '@atrium/ui';
import { canChange } from './driveActions.tsx';
import { driveMessageText } from './driveErrors.ts';
import { DriveFilePreview } from './DriveFilePreview.tsx';
import { DriveVersions } from './DriveVersions.tsx';
import { useDriveUploads } from './uploads/DriveUploadsProvider.tsx';
import { driveFileKind } from './driveItemKind.ts';
import { DriveItemIcon } from './DriveItemIcon.tsx';
import { useDriveFormat } from './useDriveFormat.ts';

export interface DriveDetailsDialogProps {
  /** The item; null: closed. */
  item: DriveItem | null;
  onClose: () => void;
  /**
   * The address of a file's bytes (default `driveContentUrl`); stories give data: URLs so the
   * previews show without a server.
   */
  contentUrl?: ((item: DriveItem, options: { inline?: boolean }) => string) | undefined;
}

const defaultContentUrl = (item: DriveItem, options: { inline?: boolean }) =>
  driveContentUrl(item.id, options);

/**
 * What the drive knows of an item: for a file its preview and Download first, then name, type,
 * size, owner, dates, sharing, the person's own access and the file's versions (restore an
 * earlier one, upload a new one).
 */
export function DriveDetailsDialog({
  item,
  onClose,
  contentUrl = defaultContentUrl,
}: DriveDetailsDialogProps) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {item ? <Details item={item} onClose={onClose} contentUrl={contentUrl} /> : null}
    </Dialog.Root>
  );
}

function Details({
  item,
  onClose,
  contentUrl,
}: {
  item: DriveItem;
  onClose: () => void;
  contentUrl: NonNullable<DriveDetailsDialogProps['contentUrl']>;
}) {
  const { t } = useTranslation('drive');
  const format = useDriveFormat();
  const kind = driveFileKind(item);
  const uploads = useDriveUploads();
  const versionInput = useRef<HTMLInputElement>(null);
  const [versionNote, setVersionNote] = useState<{ text: string; failed: boolean } | null>(null);
  const isFile = item.kind === 'file';
  const live = !item.trashed_at;
  const canAddVersion = isFile && live && canChange(item) && uploads !== null;

  const addVersion = (file: File | undefined) => {
    if (!file || !uploads) return;
    const [refused] = uploads.addVersion(file, item.id);
    setVersionNote(
      refused
        ? {
            text: t('uploads.refused', {
              name: refused.name,
              reason: driveMessageText(t, refused.reason),
            }),
            failed: true,
          }
        : { text: t('notices.versionUploading', { name: item.name }), failed: false },
    );
  };

  return (
    <Dialog.Content size={isFile && live ? 3 : 2} closeLabel={t('actions.close')}>
      <Flex align="center" gap="3">
        <DriveItemIcon kind={kind} size={32} />
        <Dialog.Title style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{item.name}</Dialog.Title>
      </Flex>
      <Dialog.Description>
        {t('details.description', { kind: format.kind(item) })}
      </Dialog.Description>
      <Flex direction="column" gap="4" mt="4">
        {isFile && live ? (
          <Flex direction="column" gap="2">
            <DriveFilePreview item={item} inlineUrl={contentUrl(item, { inline: true })} />
            <Flex gap="2" wrap="wrap" align="center">
              <Link href={contentUrl(item, {})} download={item.name} weight="medium">
                <Flex as="span" align="center" gap="1">
                  <Download size={16} aria-hidden="true" />
                  {t('actions.download')}
                </Flex>
              </Link>
            </Flex>
          </Flex>
        ) : null}
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
        {isFile && live ? <DriveVersions item={item} /> : null}
        {canAddVersion ? (
          <Flex direction="column" gap="2" align="start">
            <Button variant="soft" onClick={() => versionInput.current?.click()}>
              <FileUp size={16} aria-hidden="true" />
              {t('details.newVersion')}
            </Button>
            <input
              ref={versionInput}
              type="file"
              hidden
              onChange={(event) => {
                addVersion(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Box role="status" aria-live="polite">
              {versionNote ? (
                <Text size="2" color={versionNote.failed ? 'red' : 'gray'}>
                  {versionNote.text}
                </Text>
              ) : null}
            </Box>
          </Flex>
        ) : null}
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
