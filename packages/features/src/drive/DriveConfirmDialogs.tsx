import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveItem } from '@atrium/api';
import { ConfirmDialog } from '@atrium/ui';
import { driveErrorMessage } from './driveErrors.ts';
import { useDriveMutations } from './useDriveMutations.ts';

/** A deletion that cannot be undone, waiting for the person to confirm it. */
export type DriveConfirm =
  { kind: 'deleteForever'; item: DriveItem } | { kind: 'emptyTrash'; count: number };

export interface DriveConfirmDialogsProps {
  confirm: DriveConfirm | null;
  onClose: () => void;
  /** What was done, for the page's notice. */
  onDone: (text: string) => void;
}

/** "Delete forever" (naming the item) and "Empty trash": the two deletions with no way back. */
export function DriveConfirmDialogs({ confirm, onClose, onDone }: DriveConfirmDialogsProps) {
  const { t } = useTranslation('drive');
  const { remove, emptyTrash } = useDriveMutations();
  const [failure, setFailure] = useState<unknown>(null);
  // The dialog keeps its text while it closes (the confirm is cleared at once).
  const [shown, setShown] = useState<DriveConfirm | null>(confirm);
  if (confirm && confirm !== shown) {
    setShown(confirm);
    setFailure(null);
  }
  const item = shown?.kind === 'deleteForever' ? shown.item : null;

  const run = async () => {
    if (!shown) return;
    setFailure(null);
    try {
      if (shown.kind === 'deleteForever') {
        await remove(shown.item.id);
        onDone(t('notices.deleted', { name: shown.item.name }));
      } else {
        const count = await emptyTrash();
        onDone(t('notices.emptied', { count }));
      }
    } catch (error) {
      setFailure(error);
      throw error;
    }
  };

  const common = {
    tone: 'danger' as const,
    cancelLabel: t('actions.cancel'),
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
    onConfirm: run,
    ...(failure ? { error: driveErrorMessage(t, failure) } : {}),
  };

  return (
    <>
      <ConfirmDialog
        {...common}
        open={confirm?.kind === 'deleteForever'}
        title={item ? t('deleteForever.title', { name: item.name }) : ''}
        message={
          item?.kind === 'folder' ? t('deleteForever.messageFolder') : t('deleteForever.message')
        }
        confirmLabel={t('deleteForever.confirm')}
      />
      <ConfirmDialog
        {...common}
        open={confirm?.kind === 'emptyTrash'}
        title={t('emptyTrash.title')}
        message={t('emptyTrash.message', {
          count: shown?.kind === 'emptyTrash' ? shown.count : 0,
        })}
        confirmLabel={t('emptyTrash.confirm')}
      />
    </>
  );
}
