import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { LeavePreview, LeaveType } from '@atrium/api';
import {
  Combobox,
  DatePicker,
  Flex,
  Grid,
  Select,
  Skeleton,
  Switch,
  Text,
  Textarea,
  useIntlLocale,
  type ComboboxOption,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { FormDialogContent, FormDialogRoot } from '../app/FormDialog.tsx';
import { isoDateOf } from '../projects/projectParts.tsx';
import { useWorkingTimeForm } from '../workdays/useWorkingTimeForm.ts';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';
import { leaveKeys } from './leaveKeys.ts';
import { useDaysText, useLeaveDate } from './leaveParts.tsx';
import { listFormat } from './listFormat.ts';
import { useDateLabels } from './useDateLabels.ts';
import { useLeaveMutations, useLeavePreview, useLeaveTypes } from './useLeave.ts';

export interface RequestLeaveDialogProps {
  open: boolean;
  onClose: () => void;
  /** The day the pickers open on (stories and tests pin it). */
  today?: Date;
}

const FIELDS = [
  'leave_type_id',
  'start_date',
  'end_date',
  'start_half',
  'end_half',
  'reason',
  'attachment_id',
] as const;

/**
 * Asks for leave: type, from–to with half days, reason and, when the type needs it, a document
 * from the person's drive. While they choose, the server's count (weekends and holidays of their
 * calendar skipped) and what would be left of the type show live.
 */
export function RequestLeaveDialog({ open, onClose, today }: RequestLeaveDialogProps) {
  return (
    <FormDialogRoot open={open} onClose={onClose}>
      <RequestForm onClose={onClose} today={today} />
    </FormDialogRoot>
  );
}

function RequestForm({ onClose, today }: { onClose: () => void; today?: Date | undefined }) {
  const { t } = useTranslation('leave');
  const { request } = useLeaveMutations();
  const { types } = useLeaveTypes();
  const dateLabels = useDateLabels();
  const offered = types.filter((type) => !type.archived);
  const [typeId, setTypeId] = useState<string>('');
  const [start, setStart] = useState<Date | null>(null);
  const [end, setEnd] = useState<Date | null>(null);
  const [startHalf, setStartHalf] = useState(false);
  const [endHalf, setEndHalf] = useState(false);
  const [reason, setReason] = useState('');
  const [attachmentId, setAttachmentId] = useState<string | null>(null);
  const { errors, failure, saving, clear, submit } = useWorkingTimeForm(t, FIELDS);
  const chosenTypeId = typeId || offered[0]?.id || '';
  const type = offered.find((entry) => entry.id === chosenTypeId);
  const startIso = isoDateOf(start);
  const endIso = isoDateOf(end ?? start);
  const oneDay = startIso !== null && startIso === endIso;
  const spanReady = Boolean(
    type && startIso && endIso && startIso <= endIso && !(oneDay && startHalf && endHalf),
  );
  // A plain object: SWR keys by value, so a new object for the same span asks nothing again.
  const previewQuery =
    spanReady && type && startIso && endIso
      ? {
          leave_type_id: type.id,
          start_date: startIso,
          end_date: endIso,
          start_half: startHalf,
          end_half: endHalf,
        }
      : null;
  const preview = useLeavePreview(previewQuery);

  const save = async () => {
    const found: Record<string, string> = {};
    if (!type) found.leave_type_id = t('errors.required');
    if (!startIso) found.start_date = t('errors.required');
    if (startIso && endIso && endIso < startIso) found.end_date = t('errors.endBeforeStart');
    if (oneDay && startHalf && endHalf) found.end_half = t('errors.bothHalves');
    if (type?.requires_document && !attachmentId)
      found.attachment_id = t('errors.documentRequired');
    await submit(found, async () => {
      // `found` already stops a form without a type or a start; this tells TypeScript.
      if (!type || !startIso || !endIso) return;
      await request({
        leave_type_id: type.id,
        start_date: startIso,
        end_date: endIso,
        start_half: startHalf,
        end_half: endHalf,
        reason: reason.trim(),
        attachment_id: type.requires_document ? attachmentId : null,
      });
      onClose();
    });
  };

  return (
    <FormDialogContent
      size={3}
      title={t('request.title')}
      description={t('request.description')}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('request.submit')}
      saving={saving}
      failure={
        failure
          ? { title: t('request.errorTitle'), message: workingTimeErrorMessage(t, failure) }
          : null
      }
      onSubmit={save}
      onCancel={onClose}
    >
      <Select
        label={t('fields.type')}
        options={offered.map((entry) => ({ value: entry.id, label: entry.name }))}
        value={chosenTypeId}
        onValueChange={(value) => {
          setTypeId(value);
          clear('leave_type_id');
          clear('attachment_id');
        }}
        error={errors.leave_type_id}
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Flex direction="column" gap="2">
          <DatePicker
            label={t('fields.from')}
            required
            labels={dateLabels}
            value={start}
            {...(today ? { today, defaultMonth: today } : {})}
            onChange={(date) => {
              setStart(date);
              if (date && end && end < date) setEnd(date);
              clear('start_date');
              clear('end_date');
            }}
            error={errors.start_date}
          />
          <Switch
            label={t('fields.startHalf')}
            checked={startHalf}
            onCheckedChange={(next) => {
              setStartHalf(next);
              clear('end_half');
            }}
          />
        </Flex>
        <Flex direction="column" gap="2">
          <DatePicker
            label={t('fields.to')}
            hint={t('request.toHint')}
            labels={dateLabels}
            value={end}
            {...(today
              ? { today, defaultMonth: start ?? today }
              : start
                ? { defaultMonth: start }
                : {})}
            onChange={(date) => {
              setEnd(date);
              clear('end_date');
            }}
            error={errors.end_date}
          />
          <Switch
            label={t('fields.endHalf')}
            checked={endHalf}
            onCheckedChange={(next) => {
              setEndHalf(next);
              clear('end_half');
            }}
          />
          {errors.end_half ? (
            <Text size="1" color="red" role="alert">
              {errors.end_half}
            </Text>
          ) : null}
        </Flex>
      </Grid>
      <PreviewLine
        ready={previewQuery !== null}
        preview={preview.preview}
        loading={preview.isLoading}
        error={preview.error}
        type={type}
      />
      <Textarea
        label={t('fields.reason')}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      {type?.requires_document ? (
        <DrivePicker
          value={attachmentId}
          onChange={(id) => {
            setAttachmentId(id);
            clear('attachment_id');
          }}
          error={errors.attachment_id}
        />
      ) : null}
    </FormDialogContent>
  );
}

/** "3 days — Friday and Saturday are not working days; 4 Dec is a holiday. 18 days left." */
function PreviewLine({
  ready,
  preview,
  loading,
  error,
  type,
}: {
  ready: boolean;
  preview: LeavePreview | undefined;
  loading: boolean;
  error: unknown;
  type: LeaveType | undefined;
}) {
  const { t } = useTranslation('leave');
  const daysText = useDaysText();
  const dateText = useLeaveDate();
  const locale = useIntlLocale();
  if (!ready) {
    return (
      <Text as="p" size="2" color="gray" aria-live="polite">
        {t('request.previewHint')}
      </Text>
    );
  }
  if (loading) return <Skeleton inlineSize="50%" aria-label={t('request.previewLoading')} />;
  if (error || !preview) {
    return (
      <Text as="p" size="2" color="red" aria-live="polite">
        {workingTimeErrorMessage(t, error)}
      </Text>
    );
  }
  const skipped = preview.dates.filter((entry) => entry.note === 'weekend').length;
  const holidays = preview.dates.filter(
    (entry) => entry.note === 'holiday' || entry.note === 'half_holiday',
  );
  return (
    <Flex direction="column" gap="1" aria-live="polite" data-testid="leave-preview">
      <Text as="p" weight="medium">
        {t('request.previewDays', { days: daysText(preview.days) })}
      </Text>
      {skipped > 0 ? (
        <Text as="p" size="2" color="gray">
          {t('request.previewWeekend', { count: skipped, days: daysText(skipped) })}
        </Text>
      ) : null}
      {holidays.length > 0 ? (
        <Text as="p" size="2" color="gray">
          {t('request.previewHolidays', {
            list: listFormat(locale).format(holidays.map((entry) => dateText(entry.date))),
          })}
        </Text>
      ) : null}
      {preview.remaining_after !== null ? (
        <Text as="p" size="2" color={preview.remaining_after < 0 ? 'red' : 'gray'}>
          {t('request.previewLeft', {
            days: daysText(preview.remaining_after),
            type: type?.name ?? '',
          })}
        </Text>
      ) : null}
      {preview.overlaps.length > 0 ? (
        <Text as="p" size="2" color="red">
          {t('errors.overlap')}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A file of the person's drive, searched by name: the leave API takes a drive file's id. */
function DrivePicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('leave');
  const api = useApi();
  const recent = useSWR(leaveKeys.driveFiles(), () => api.drive.list({ view: 'recent', size: 20 }));
  const options: ComboboxOption[] = (recent.data?.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => ({ value: item.id, label: item.name }));
  return (
    <Combobox
      label={t('fields.document')}
      hint={t('request.documentHint')}
      required
      placeholder={t('request.documentPlaceholder')}
      loadingLabel={t('request.documentSearching')}
      noResultsLabel={t('request.documentNone')}
      options={options}
      loadOptions={async (query) => {
        if (!query.trim()) return options;
        const page = await api.drive.list({ q: query.trim(), size: 20 });
        return page.items
          .filter((item) => item.kind === 'file')
          .map((item) => ({ value: item.id, label: item.name }));
      }}
      value={value}
      onValueChange={onChange}
      error={error}
    />
  );
}
