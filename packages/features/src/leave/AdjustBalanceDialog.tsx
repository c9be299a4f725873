import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveType } from '@atrium/api';
import {
  Alert,
  Button,
  Dialog,
  Flex,
  Select,
  Textarea,
  TextField,
  useIntlLocale,
} from '@atrium/ui';
import { formatNumber } from '../i18n/languages.ts';
import {
  workingTimeErrorMessage,
  workingTimeFieldError,
  onlyWorkingTimeFieldErrors,
} from '../workdays/workingTimeErrors.ts';
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
    <Dialog.Root
      open={props.open}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {props.open ? <AdjustForm {...props} /> : null}
    </Dialog.Root>
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
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days.trim().replace(',', '.'));
    const found: Record<string, string> = {};
    if (!typeId) found.leave_type_id = t('errors.required');
    if (!days.trim() || !Number.isFinite(value) || !Number.isInteger(value * 2))
      found.days = t('errors.halfStep');
    else if (value === 0) found.days = t('errors.zeroDays');
    if (!reason.trim()) found.reason = t('errors.required');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await adjust({
        user_id: userId,
        leave_type_id: typeId,
        year,
        days: value,
        reason: reason.trim(),
      });
      onClose();
    } catch (error) {
      const byField: Record<string, string> = {};
      for (const field of FIELDS) {
        const message = workingTimeFieldError(t, error, field);
        if (message) byField[field] = message;
      }
      setErrors(byField);
      if (!onlyWorkingTimeFieldErrors(error, FIELDS)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Content size={2} closeLabel={t('actions.close')} aria-busy={saving || undefined}>
      <Dialog.Title>{t('balances.adjustTitle')}</Dialog.Title>
      <Dialog.Description>
        {t('balances.adjustDescription', {
          name: personLabel,
          year: formatNumber(year, locale, { useGrouping: false }),
        })}
      </Dialog.Description>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="4" mt="4">
          {failure ? (
            <Alert tone="danger" title={t('balances.adjustErrorTitle')}>
              {workingTimeErrorMessage(t, failure)}
            </Alert>
          ) : null}
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
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={saving} onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('balances.adjust')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
