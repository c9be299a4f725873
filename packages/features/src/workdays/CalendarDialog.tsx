import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_NAME_MAX, type CalendarDetail, type IsoWeekday } from '@atrium/api';
import { Combobox, Switch, Text, TextField } from '@atrium/ui';
import { FormDialogContent, FormDialogRoot } from '../app/FormDialog.tsx';
import { browserTimeZone, timeZoneOptions } from './timeZones.ts';
import { useCalendarMutations } from './useCalendars.ts';
import { WeekLinesEditor } from './WeekLinesEditor.tsx';
import { draftProblems, linesToSend, presetLines, type DraftLine } from './weekLines.ts';
import {
  onlyWorkingTimeFieldErrors,
  workingTimeErrorMessage,
  workingTimeFieldError,
} from './workingTimeErrors.ts';

export interface CalendarDialogProps {
  open: boolean;
  /** The calendar to change; absent: a new one. */
  calendar?: CalendarDetail | undefined;
  /** The weekday the editor's week starts on. */
  firstDay?: IsoWeekday;
  onClose: () => void;
  onSaved: (calendar: CalendarDetail) => void;
}

/** Creates or changes a calendar: name, IANA time zone, default flag and weekly lines. */
export function CalendarDialog({
  open,
  calendar,
  firstDay,
  onClose,
  onSaved,
}: CalendarDialogProps) {
  return (
    <FormDialogRoot open={open} onClose={onClose}>
      <CalendarForm
        calendar={calendar}
        {...(firstDay ? { firstDay } : {})}
        onClose={onClose}
        onSaved={onSaved}
      />
    </FormDialogRoot>
  );
}

const FIELDS = ['name', 'time_zone', 'is_default', 'lines'] as const;

function CalendarForm({ calendar, firstDay, onClose, onSaved }: Omit<CalendarDialogProps, 'open'>) {
  const { t } = useTranslation('workdays');
  const { create, update } = useCalendarMutations();
  const zones = useMemo(() => timeZoneOptions(), []);
  const [name, setName] = useState(calendar?.name ?? '');
  const [timeZone, setTimeZone] = useState<string | null>(calendar?.time_zone ?? browserTimeZone());
  const [isDefault, setIsDefault] = useState(calendar?.is_default ?? false);
  const [lines, setLines] = useState<DraftLine[]>(
    calendar ? calendar.lines.map((line) => ({ ...line })) : presetLines('monFri'),
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  /** The server's messages per line index, until that line changes. */
  const [serverLines, setServerLines] = useState<Map<number, string>>(new Map());
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const local = draftProblems(lines);
  const problems = new Map<number, string>();
  if (checked) {
    for (const [index, problem] of local) {
      problems.set(
        index,
        problem === 'missing' ? t('lines.missing') : t(`errors.lines.${problem}`),
      );
    }
  }
  for (const [index, message] of serverLines)
    if (!problems.has(index)) problems.set(index, message);

  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const changeLines = (next: DraftLine[]) => {
    setLines(next);
    setServerLines(new Map());
    clear('lines');
  };

  const submit = async () => {
    setChecked(true);
    setFailure(null);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('form.required');
    if (!timeZone) found.time_zone = t('form.required');
    setErrors(found);
    if (Object.keys(found).length > 0 || local.size > 0) return;
    const body = {
      name: name.trim(),
      time_zone: timeZone ?? '',
      is_default: isDefault,
      lines: linesToSend(lines),
    };
    setSaving(true);
    try {
      onSaved(calendar ? await update(calendar.id, body) : await create(body));
    } catch (error) {
      const byField: Record<string, string> = {};
      for (const field of ['name', 'time_zone', 'is_default'] as const) {
        const message = workingTimeFieldError(t, error, field);
        if (message) byField[field] = message;
      }
      const week = workingTimeFieldError(t, error, 'lines');
      if (week) byField.lines = week;
      const perLine = new Map<number, string>();
      lines.forEach((_, index) => {
        const message = workingTimeFieldError(t, error, `lines.${index}`, { nested: true });
        if (message) perLine.set(index, message);
      });
      setErrors(byField);
      setServerLines(perLine);
      if (!onlyWorkingTimeFieldErrors(error, FIELDS)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialogContent
      size={3}
      title={calendar ? t('form.editTitle') : t('form.newTitle')}
      description={
        calendar ? t('form.editDescription', { name: calendar.name }) : t('form.newDescription')
      }
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      submitLabel={calendar ? t('actions.save') : t('form.create')}
      saving={saving}
      failure={
        failure
          ? { title: t('form.saveFailed'), message: workingTimeErrorMessage(t, failure) }
          : null
      }
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextField
        label={t('fields.name')}
        required
        autoComplete="off"
        maxLength={CALENDAR_NAME_MAX}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
        error={errors.name}
      />
      <Combobox
        label={t('fields.timeZone')}
        hint={t('form.timeZoneHint')}
        required
        placeholder={t('form.timeZonePlaceholder')}
        loadingLabel={t('form.searching')}
        noResultsLabel={t('form.noZones')}
        options={zones}
        value={timeZone}
        onValueChange={(next) => {
          setTimeZone(next);
          clear('time_zone');
        }}
        error={errors.time_zone}
      />
      <Switch
        label={t('fields.default')}
        hint={calendar?.is_default ? t('form.defaultFixed') : t('form.defaultHint')}
        checked={isDefault}
        disabled={calendar?.is_default ?? false}
        onCheckedChange={setIsDefault}
        error={errors.is_default}
      />
      <WeekLinesEditor
        lines={lines}
        onChange={changeLines}
        problems={problems}
        error={errors.lines}
        disabled={saving}
        {...(firstDay ? { firstDay } : {})}
      />
      {checked && local.size > 0 ? (
        <Text size="2" color="red" role="alert">
          {t('lines.fixRanges')}
        </Text>
      ) : null}
    </FormDialogContent>
  );
}
