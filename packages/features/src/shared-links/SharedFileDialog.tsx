import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { SharedItem } from '@atrium/api';
import { Dialog, Flex, Link } from '@atrium/ui';
import { DriveFilePreview } from '../drive/DriveFilePreview.tsx';
import { driveFileKind } from '../drive/driveItemKind.ts';
import { DriveItemIcon } from '../drive/DriveItemIcon.tsx';
import { useDriveFormat } from '../drive/useDriveFormat.ts';
import type { SharedLinkUrls } from './sharedLinkUrls.ts';

export interface SharedFileDialogProps {
  /** The file; null: closed. */
  item: SharedItem | null;
  onClose: () => void;
  urls: SharedLinkUrls;
  allowDownload: boolean;
}

/** One file of a shared folder or material, previewed in the page, with Download when allowed. */
export function SharedFileDialog({ item, onClose, urls, allowDownload }: SharedFileDialogProps) {
  const { t } = useTranslation('sharedLinks');
  const format = useDriveFormat();
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {item ? (
        <Dialog.Content size={3} closeLabel={t('actions.close')}>
          <Flex align="center" gap="3">
            <DriveItemIcon kind={driveFileKind(item)} size={32} />
            <Dialog.Title dir="auto" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.name}
            </Dialog.Title>
          </Flex>
          <Dialog.Description>
            {t('file.details', {
              kind: format.kind(item),
              size: format.bytes(item.size ?? 0),
            })}
          </Dialog.Description>
          <Flex direction="column" gap="3" mt="4">
            <DriveFilePreview item={item} inlineUrl={urls.content(item, { inline: true })} />
            {allowDownload ? (
              <Link href={urls.content(item, {})} download={item.name} weight="medium">
                <Flex as="span" align="center" gap="1">
                  <Download size={16} aria-hidden="true" />
                  {t('actions.download')}
                </Flex>
              </Link>
            ) : null}
          </Flex>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
