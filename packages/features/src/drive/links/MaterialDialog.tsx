import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveItem, DriveLink } from '@atrium/api';
import { Button, Dialog, Flex, Text } from '@atrium/ui';
import { canChange } from '../driveActions.tsx';
import { DriveItemIcon } from '../DriveItemIcon.tsx';
import { driveFileKind } from '../driveItemKind.ts';
import { DriveLinkUrl } from './driveLinkParts.tsx';
import { ShareLinkForm, type ShareLinkSettings } from './ShareLinkForm.tsx';
import { useDriveLinkMutations } from './useDriveLinks.ts';

export interface MaterialDialogProps {
  /** The selected items (folders are left out); null: closed. */
  items: readonly DriveItem[] | null;
  onClose: () => void;
}

const LIST = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxBlockSize: '10rem',
  overflowY: 'auto',
} as const;

/**
 * "Share as material": a public page with a title, a note and the chosen files, for a client or
 * a reviewer. Once made, its address is shown ready to copy.
 */
export function MaterialDialog({ items, onClose }: MaterialDialogProps) {
  return (
    <Dialog.Root
      open={items !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {items ? <MaterialContent items={items} onClose={onClose} /> : null}
    </Dialog.Root>
  );
}

function MaterialContent({ items, onClose }: { items: readonly DriveItem[]; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const { create } = useDriveLinkMutations();
  const [created, setCreated] = useState<DriveLink | null>(null);
  // Folders, and files the person may only view, cannot be handed out in a material.
  const files = items.filter((item) => item.kind === 'file' && canChange(item));
  const leftOut = files.length < items.length;

  const save = async (settings: ShareLinkSettings) => {
    setCreated(
      await create({
        kind: 'material',
        title: settings.title ?? '',
        note: settings.note ?? '',
        item_ids: files.map((file) => file.id),
        label: settings.label,
        allow_download: settings.allow_download,
        download_limit: settings.download_limit,
        ...(settings.expires_at !== undefined ? { expires_at: settings.expires_at } : {}),
        ...(settings.password ? { password: settings.password } : {}),
      }),
    );
  };

  return (
    <Dialog.Content size={3} closeLabel={t('links.dialog.close')}>
      <Dialog.Title>{t('links.material.title')}</Dialog.Title>
      <Dialog.Description>{t('links.material.description')}</Dialog.Description>
      {created ? (
        <Flex direction="column" gap="4">
          <Text role="status">{t('links.dialog.created')}</Text>
          <DriveLinkUrl link={created} />
          <Flex justify="end">
            <Button onClick={onClose}>{t('links.dialog.close')}</Button>
          </Flex>
        </Flex>
      ) : (
        <ShareLinkForm
          kind="material"
          submitLabel={t('links.material.create')}
          onSubmit={save}
          onCancel={onClose}
        >
          <Flex direction="column" gap="2">
            <Text size="2" weight="medium">
              {t('links.form.files')} · {t('links.form.filesCount', { count: files.length })}
            </Text>
            <ul style={LIST}>
              {files.map((file) => (
                <li key={file.id}>
                  <Flex gap="2" align="center">
                    <DriveItemIcon kind={driveFileKind(file)} size={16} />
                    <Text size="2" dir="auto">
                      {file.name}
                    </Text>
                  </Flex>
                </li>
              ))}
            </ul>
            {leftOut ? (
              <Text size="1" color="gray">
                {t('links.material.onlyFiles')}
              </Text>
            ) : null}
          </Flex>
        </ShareLinkForm>
      )}
    </Dialog.Content>
  );
}
