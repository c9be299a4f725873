import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_NAME_MAX, type Holiday, type HolidayRequest } from '@atrium/api';
import { DatePicker, Switch, TextField } from '@atrium/ui';
import { FormDialogContent, FormDialogRoot } from '../app/FormDialog.tsx';
import { useWorkingTimeForm } from './useWorkingTimeForm.ts';
import { workingTimeErrorMessage } from './workingTimeErrors.ts';

export interface HolidayDialogProps {
  open: boolean;
  /** The holiday to change; absent: a new one. */
  holiday?: Holiday | undefined;
  /** A new holiday's first date (the year on screen). */
  defaultDate?: string;
  onClose: () => void;
  onSubmit: (body: HolidayRequest) => Promise<unknown>;
}

const FIELDS = ['name', 'date', 'rrule', 'half_day'] as const;
const EVERY_YEAR = 'FREQ=YEARLY';

function toDate(iso: string | undefined): Date | null {
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

function toIso(date: Date | null): string {
  if (!date) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Adds or changes a holiday: name, date, once or every year (a yearly rule), whole or half day. */
export function HolidayDialog({
  open,
  holiday,
  defaultDate,
  onClose,
  onSubmit,
}: HolidayDialogProps) {
  return (
    <FormDialogRoot open={open} onClose={onClose}>
      <HolidayForm
        holiday={holiday}
        defaultDate={defaultDate}
        onClose={onClose}
        onSubmit={onSubmit}
      />
    </FormDialogRoot>
  );
}

function HolidayForm({
  holiday,
  defaultDate,
  onClose,
  onSubmit,
}: Omit<HolidayDialogProps, 'open'>) {
  const { t } = useTranslation('workdays');
  const [name, setName] = useState(holiday?.name ?? '');
  const [date, setDate] = useState<Date | null>(toDate(holiday?.date ?? defaultDate));
  const [yearly, setYearly] = useState(Boolean(holiday?.rrule));
  const [rule, setRule] = useState(holiday?.rrule ?? EVERY_YEAR);
  const [halfDay, setHalfDay] = useState(holiday?.half_day ?? false);
  const { errors, failure, saving, clear, submit } = useWorkingTimeForm(t, FIELDS);

  const save = async () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('form.required');
    if (!date) found.date = t('form.required');
    if (yearly && !rule.trim()) found.rrule = t('form.required');
    await submit(found, async () => {
      await onSubmit({
        name: name.trim(),
        date: toIso(date),
        rrule: yearly ? rule.trim() : null,
        half_day: halfDay,
      });
      onClose();
    });
  };

  return (
    <FormDialogContent
      title={holiday ? t('holidays.editTitle') : t('holidays.newTitle')}
      description={t('holidays.formDescription')}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      submitLabel={holiday ? t('actions.save') : t('holidays.add')}
      saving={saving}
      failure={
        failure
          ? { title: t('holidays.saveFailed'), message: workingTimeErrorMessage(t, failure) }
          : null
      }
      onSubmit={save}
      onCancel={onClose}
    >
      <TextField
        label={t('holidays.name')}
        required
        autoComplete="off"
        maxLength={HOLIDAY_NAME_MAX}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
        error={errors.name}
      />
      <DatePicker
        label={yearly ? t('holidays.firstDate') : t('holidays.date')}
        required
        value={date}
        onChange={(next) => {
          setDate(next);
          clear('date');
        }}
        labels={{
          openCalendar: t('dates.openCalendar'),
          clear: t('dates.clear'),
          previousMonth: t('dates.previousMonth'),
          nextMonth: t('dates.nextMonth'),
        }}
        error={errors.date}
      />
      <Switch
        label={t('holidays.repeats')}
        hint={t('holidays.repeatsHint')}
        checked={yearly}
        onCheckedChange={(next) => {
          setYearly(next);
          clear('rrule');
        }}
      />
      {yearly ? (
        <TextField
          label={t('holidays.rule')}
          hint={t('holidays.ruleHint')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={rule}
          onChange={(event) => {
            setRule(event.target.value);
            clear('rrule');
          }}
          error={errors.rrule}
        />
      ) : null}
      <Switch
        label={t('holidays.halfDay')}
        hint={t('holidays.halfDayHint')}
        checked={halfDay}
        onCheckedChange={setHalfDay}
      />
    </FormDialogContent>
  );
}
