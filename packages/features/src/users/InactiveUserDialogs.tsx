import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@atrium/api';
import { ConfirmDialog } from '@atrium/ui';
import { isMasterKeyCancelled, useElevatedAction } from '../masterKey/index.ts';
import { displayName } from './userDisplay.ts';
import { userErrorMessage } from './userErrors.ts';
import { useDeleteUser, useReactivateUser } from './useUserMutations.ts';

export interface InactiveUserDialogProps {
  /** The inactive user; the dialog is open while there is one. */
  user: User | null;
  onClose: () => void;
  onDone: (user: User) => void;
}

/** Reactivate: the user can sign in again, with the teams they had. */
export function ReactivateUserDialog({ user, onClose, onDone }: InactiveUserDialogProps) {
  const { t } = useTranslation('users');
  const reactivate = useReactivateUser();
  const clearMutation = reactivate.reset;
  useEffect(() => clearMutation(), [user?.id, clearMutation]);
  const name = user ? displayName(user) : '';
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('reactivate.title', { name })}
      message={t('reactivate.message', { name })}
      confirmLabel={t('reactivate.confirm')}
      cancelLabel={t('actions.cancel')}
      error={reactivate.error ? userErrorMessage(t, reactivate.error) : undefined}
      onConfirm={async () => {
        if (!user) return;
        const result = await reactivate.trigger(user.id);
        onDone(result);
      }}
    />
  );
}

/** Permanent delete of an inactive user; the server asks for the master password. */
export function DeleteUserDialog({ user, onClose, onDone }: InactiveUserDialogProps) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  // Asks for the master password first (naming this deletion) unless it is already in force.
  const run = useElevatedAction();
  // Remembered per user, so reopening the dialog for someone else starts clean.
  const [cancelledFor, setCancelledFor] = useState<string | null>(null);
  const cancelled = user !== null && cancelledFor === user.id;
  // What the whole deletion ended with, not each request: a 403 the master-password prompt
  // answered (the elevation ran out between asking and sending) is no failure to show.
  const [failure, setFailure] = useState<{ userId: string; error: unknown } | null>(null);
  const failed = user !== null && failure?.userId === user.id ? failure.error : null;
  const clearMutation = remove.reset;
  useEffect(() => clearMutation(), [user?.id, clearMutation]);
  const name = user ? displayName(user) : '';
  const error = cancelled
    ? t('masterKey:cancelled')
    : failed
      ? userErrorMessage(t, failed)
      : undefined;
  return (
    <ConfirmDialog
      tone="danger"
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('delete.title', { name })}
      message={t('delete.message', { name })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      error={error}
      onConfirm={async () => {
        if (!user) return;
        setCancelledFor(null);
        setFailure(null);
        try {
          await run({
            label: t('delete.elevation', { name }),
            action: () => remove.trigger(user.id),
          });
        } catch (cause) {
          if (isMasterKeyCancelled(cause)) setCancelledFor(user.id);
          else setFailure({ userId: user.id, error: cause });
          throw cause;
        }
        onDone(user);
      }}
    />
  );
}
