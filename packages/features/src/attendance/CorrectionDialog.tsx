import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceSession } from '@atrium/api';
import { Alert, Button, Dialog, Flex, TextField, Textarea } from '@atrium/ui';
import { useDialogAction } from '../app/useDialogAction.ts';
import { attendanceErrorMessage, attendanceFieldError } from './attendanceErrors.ts';
import { useCorrectionActions } from './useMyAttendance.ts';

/** What a correction is asked for: one session, or a date with none recorded. */
export interface CorrectionTarget {
  session?: AttendanceSession;
  /** The local date (`YYYY-MM-DD`) the missing session belongs to. */
  date: string;
}

export interface CorrectionDialogProps {
  target: CorrectionTarget | null;
  onClose: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the `datetime-local` input's value in the reader's zone. */
export function toLocalInput(instant: string | Date): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The `datetime-local` value back to an instant; empty or malformed stays as typed. */
function toInstant(value: string): string {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}

/**
 * Ask for a correction: the start and end the session should have had (or of a missing
 * session) and why. The server checks the rules (in the past, end after start, no overlap with
 * another session); its answers are shown on their fields, in the reader's language.
 */
export function CorrectionDialog({ target, onClose }: CorrectionDialogProps) {
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {target ? <CorrectionForm target={target} onClose={onClose} /> : null}
    </Dialog.Root>
  );
}

function CorrectionForm({ target, onClose }: { target: CorrectionTarget; onClose: () => void }) {
  const { t } = useTranslation('attendance');
  const { create } = useCorrectionActions();
  const [start, setStart] = useState(() =>
    target.session ? toLocalInput(target.session.started_at) : `${target.date}T09:00`,
  );
  const [end, setEnd] = useState(() =>
    target.session?.ended_at ? toLocalInput(target.session.ended_at) : `${target.date}T17:00`,
  );
  const [reason, setReason] = useState('');
  const { running, failure, run } = useDialogAction(onClose);
  const saving = running !== null;
  const fieldError = (field: string) => attendanceFieldError(t, failure, field);
  const otherError =
    failure && !['start', 'end', 'reason'].some((field) => fieldError(field))
      ? attendanceErrorMessage(t, failure)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run('save', () =>
      create({
        ...(target.session ? { session_id: target.session.id } : {}),
        start: toInstant(start),
        end: toInstant(end),
        reason,
      }),
    );
  };

  return (
    <Dialog.Content size={2} closeLabel={t('corrections.close')} aria-busy={saving || undefined}>
      <Dialog.Title>
        {target.session ? t('corrections.askTitle') : t('corrections.addTitle')}
      </Dialog.Title>
      <Dialog.Description>{t('corrections.askDescription')}</Dialog.Description>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="3" mt="4">
          {otherError ? (
            <Alert tone="danger" title={t('corrections.sendError')}>
              {otherError}
            </Alert>
          ) : null}
          <TextField
            label={t('corrections.start')}
            type="datetime-local"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            error={fieldError('start')}
            required
          />
          <TextField
            label={t('corrections.end')}
            type="datetime-local"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            error={fieldError('end')}
            required
          />
          <Textarea
            label={t('corrections.reason')}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fieldError('reason')}
            required
          />
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={saving} onClick={onClose}>
              {t('corrections.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('corrections.send')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
