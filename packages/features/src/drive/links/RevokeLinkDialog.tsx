import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveLink } from '@atrium/api';
import { ConfirmDialog } from '@atrium/ui';
import { driveLinkErrorMessage } from './driveLinkErrors.ts';
import { linkNameOf } from './driveLinkParts.tsx';
import { useDriveLinkMutations } from './useDriveLinks.ts';

export interface RevokeLinkDialogProps {
  /** The link to revoke; null: closed. */
  link: DriveLink | null;
  onClose: () => void;
  /** After the server revoked it (for the caller's notice). */
  onRevoked: () => void;
}

/** "Revoke this link?": what stops working, and that it cannot be undone. */
export function RevokeLinkDialog({ link, onClose, onRevoked }: RevokeLinkDialogProps) {
  const { t } = useTranslation('drive');
  const { revoke } = useDriveLinkMutations();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <ConfirmDialog
      open={link !== null}
      onOpenChange={(open) => {
        if (open) return;
        setFailure(null);
        onClose();
      }}
      tone="danger"
      title={t('links.revoke.title')}
      message={t('links.revoke.message', {
        name: link ? linkNameOf(link, t('links.untitled')) : '',
      })}
      confirmLabel={t('links.revoke.confirm')}
      cancelLabel={t('links.revoke.cancel')}
      error={failure ? driveLinkErrorMessage(t, failure) : undefined}
      onConfirm={async () => {
        if (!link) return;
        try {
          await revoke(link.id);
          onRevoked();
        } catch (error) {
          setFailure(error);
          throw error;
        }
      }}
    />
  );
}
