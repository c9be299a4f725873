import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimesheetRow } from '@atrium/api';
import { Alert, Button, Dialog, Flex, Text, Textarea, TextField, useIntlLocale } from '@atrium/ui';
import { useDialogAction } from '../app/useDialogAction.ts';
import { timesheetErrorMessage } from './timesheetErrors.ts';
import { formatHours, parseHours, rowName } from './timesheetView.ts';
import { useDayLabel } from './WeekGrid.tsx';

export interface CellEdit {
  row: TimesheetRow;
  date: string;
}

export interface CellDialogProps {
  edit: CellEdit | null;
  onClose: () => void;
  /** Saves the cell; a refusal (422: over 24 h, below the timer) stays in the dialog. */
  onSave: (minutes: number, note: string) => Promise<unknown>;
}

/** A cell's hours and note. */
export function CellDialog({ edit, onClose, onSave }: CellDialogProps) {
  return (
    <Dialog.Root
      open={edit !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {edit ? <CellForm edit={edit} onClose={onClose} onSave={onSave} /> : null}
    </Dialog.Root>
  );
}

function CellForm({ edit, onClose, onSave }: Omit<CellDialogProps, 'edit'> & { edit: CellEdit }) {
  const { t } = useTranslation('timesheet');
  const locale = useIntlLocale();
  const dayLabel = useDayLabel();
  const cell = edit.row.cells.find((entry) => entry.date === edit.date);
  const [hours, setHours] = useState(
    cell && cell.minutes > 0 ? formatHours(cell.minutes, 'en') : '',
  );
  const [note, setNote] = useState(cell?.note ?? '');
  const [hoursError, setHoursError] = useState<string | undefined>();
  const { running, failure, run } = useDialogAction(onClose);
  const saving = running !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minutes = parseHours(hours);
    if (minutes === null) {
      setHoursError(t('cell.badHours'));
      return;
    }
    await run('save', () => onSave(minutes, note.trim()));
  };

  return (
    <Dialog.Content size={2} closeLabel={t('actions.close')} aria-busy={saving || undefined}>
      <Dialog.Title>
        {t('cell.title', { row: rowName(edit.row), day: dayLabel(edit.date, 'long') })}
      </Dialog.Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="4" mt="4">
          {failure ? <Alert tone="danger">{timesheetErrorMessage(t, failure)}</Alert> : null}
          <TextField
            label={t('cell.hours')}
            hint={t('cell.hoursHint')}
            inputMode="decimal"
            autoComplete="off"
            value={hours}
            onChange={(event) => {
              setHours(event.target.value);
              setHoursError(undefined);
            }}
            error={hoursError}
          />
          {cell && cell.timed_minutes > 0 ? (
            <Text size="2" color="gray">
              {t('cell.timed', { hours: formatHours(cell.timed_minutes, locale) })}
            </Text>
          ) : null}
          <Textarea
            label={t('cell.note')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={saving} onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('actions.save')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
