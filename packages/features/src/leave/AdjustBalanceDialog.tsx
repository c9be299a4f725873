import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveType } from '@atrium/api';
import { Select, Textarea, TextField, useIntlLocale } from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';
import { FormDialogContent, FormDialogRoot } from '../app/FormDialog.tsx';
import { useWorkingTimeForm } from '../workdays/useWorkingTimeForm.ts';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';
import { useLeaveMutations } from './useLeave.ts';

export interface AdjustBalanceDialogProps {
  open: boolean;
  userId: string;
  personLabel: string;
  year: number;
  types: readonly LeaveType[];
  onClose: () => void;
}

const FIELDS = ['leave_type_id', 'days', 'reason'] as const;

/** Adds days to (or takes days from) a person's balance of one type, with a reason (logged). */
export function AdjustBalanceDialog(props: AdjustBalanceDialogProps) {
  return (
    <FormDialogRoot open={props.open} onClose={props.onClose}>
      <AdjustForm {...props} />
    </FormDialogRoot>
  );
}

function AdjustForm({ userId, personLabel, year, types, onClose }: AdjustBalanceDialogProps) {
  const { t } = useTranslation('leave');
  const { adjust } = useLeaveMutations();
  const locale = useIntlLocale();
  const offered = types.filter((type) => !type.archived);
  const [typeId, setTypeId] = useState(offered[0]?.id ?? '');
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const { errors, failure, saving, submit } = useWorkingTimeForm(t, FIELDS);

  const save = async () => {
    const value = Number(days.trim().replace(',', '.'));
    const found: Record<string, string> = {};
    if (!typeId) found.leave_type_id = t('errors.required');
    if (!days.trim() || !Number.isFinite(value) || !Number.isInteger(value * 2))
      found.days = t('errors.halfStep');
    else if (value === 0) found.days = t('errors.zeroDays');
    if (!reason.trim()) found.reason = t('errors.required');
    await submit(found, async () => {
      await adjust({
        user_id: userId,
        leave_type_id: typeId,
        year,
        days: value,
        reason: reason.trim(),
      });
      onClose();
    });
  };

  return (
    <FormDialogContent
      title={t('balances.adjustTitle')}
      description={t('balances.adjustDescription', {
        name: personLabel,
        year: formatNumber(year, locale, { useGrouping: false }),
      })}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('balances.adjust')}
      saving={saving}
      failure={
        failure
          ? { title: t('balances.adjustErrorTitle'), message: workingTimeErrorMessage(t, failure) }
          : null
      }
      onSubmit={save}
      onCancel={onClose}
    >
      <Select
        label={t('fields.type')}
        options={offered.map((type) => ({ value: type.id, label: type.name }))}
        value={typeId}
        onValueChange={setTypeId}
        error={errors.leave_type_id}
      />
      <TextField
        label={t('fields.adjustDays')}
        hint={t('balances.daysHint')}
        inputMode="decimal"
        required
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={errors.days}
      />
      <Textarea
        label={t('fields.reason')}
        required
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
    </FormDialogContent>
  );
}
