import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '@atrium/api';
import { ConfirmDialog } from '@atrium/ui';
import { useCalendarMutations } from './useCalendars.ts';
import { workingTimeErrorMessage } from './workingTimeErrors.ts';

export interface DeleteCalendarDialogProps {
  /** The calendar to delete; null: closed. */
  calendar: Pick<Calendar, 'id' | 'name' | 'team_count' | 'user_count'> | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}

/**
 * Asks before deleting a calendar (the API needs no master password for it): its teams and
 * people fall back to the default calendar. The server's refusal (the default calendar) is shown
 * in the dialog, translated.
 */
export function DeleteCalendarDialog({ calendar, onClose, onDeleted }: DeleteCalendarDialogProps) {
  const { t } = useTranslation('workdays');
  const { remove } = useCalendarMutations();
  const [failure, setFailure] = useState<unknown>(null);
  const users = calendar ? calendar.team_count + calendar.user_count : 0;
  return (
    <ConfirmDialog
      open={calendar !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(null);
          onClose();
        }
      }}
      title={t('delete.title', { name: calendar?.name ?? '' })}
      message={
        users > 0
          ? t('delete.inUse', {
              teams: calendar?.team_count ?? 0,
              people: calendar?.user_count ?? 0,
            })
          : t('delete.text')
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      tone="danger"
      error={failure ? workingTimeErrorMessage(t, failure) : undefined}
      onConfirm={async () => {
        if (!calendar) return;
        setFailure(null);
        try {
          await remove(calendar.id);
          onDeleted(calendar.name);
        } catch (error) {
          setFailure(error);
          throw error;
        }
      }}
    />
  );
}
