import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveType } from '@atrium/api';
import { ColorPicker, Grid, Switch, TextField } from '@atrium/ui';
import { FormDialogContent, FormDialogRoot } from '../app/FormDialog.tsx';
import { useWorkingTimeForm } from '../workdays/useWorkingTimeForm.ts';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';
import { useLeaveMutations } from './useLeave.ts';

export interface LeaveTypeDialogProps {
  open: boolean;
  /** The type to edit; absent: a new one. */
  type?: LeaveType | undefined;
  onClose: () => void;
}

const SWATCHES = ['#3b82f6', '#22c55e', '#ef4444', '#f59e0b', '#8b5cf6', '#14b8a6', '#64748b'];
const FIELDS = [
  'name',
  'color',
  'paid',
  'requires_document',
  'yearly_allowance',
  'carry_over_max',
  'archived',
] as const;

/** Creates or edits a type of leave: name, colour, paid, document, allowance, carry-over. */
export function LeaveTypeDialog({ open, type, onClose }: LeaveTypeDialogProps) {
  return (
    <FormDialogRoot open={open} onClose={onClose}>
      <LeaveTypeForm type={type} onClose={onClose} />
    </FormDialogRoot>
  );
}

/** "" → null (no limit); otherwise a number of whole or half days, or NaN. */
function daysOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}
const isHalfDays = (value: number) =>
  Number.isFinite(value) && value >= 0 && Number.isInteger(value * 2);

function LeaveTypeForm({ type, onClose }: { type?: LeaveType | undefined; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const { createType, updateType } = useLeaveMutations();
  const [name, setName] = useState(type?.name ?? '');
  const [color, setColor] = useState(type?.color ?? SWATCHES[0] ?? '#3b82f6');
  const [paid, setPaid] = useState(type?.paid ?? true);
  const [document, setDocument] = useState(type?.requires_document ?? false);
  const [allowance, setAllowance] = useState(
    type?.yearly_allowance === null || type === undefined ? '' : String(type.yearly_allowance),
  );
  const [carryOver, setCarryOver] = useState(String(type?.carry_over_max ?? 0));
  const [archived, setArchived] = useState(type?.archived ?? false);
  const { errors, failure, saving, submit } = useWorkingTimeForm(t, FIELDS);

  const save = async () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('errors.required');
    const yearly = daysOf(allowance);
    if (yearly !== null && !isHalfDays(yearly)) found.yearly_allowance = t('errors.halfStep');
    const carry = daysOf(carryOver) ?? 0;
    if (!isHalfDays(carry)) found.carry_over_max = t('errors.halfStep');
    const body = {
      name: name.trim(),
      color,
      paid,
      requires_document: document,
      yearly_allowance: yearly,
      carry_over_max: carry,
      archived,
    };
    await submit(found, async () => {
      if (type) await updateType(type.id, body);
      else await createType(body);
      onClose();
    });
  };

  return (
    <FormDialogContent
      title={type ? t('types.editTitle') : t('types.newTitle')}
      description={t('types.dialogDescription')}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      submitLabel={type ? t('actions.save') : t('actions.create')}
      saving={saving}
      failure={
        failure
          ? { title: t('types.errorTitle'), message: workingTimeErrorMessage(t, failure) }
          : null
      }
      onSubmit={save}
      onCancel={onClose}
    >
      <TextField
        label={t('fields.name')}
        required
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <ColorPicker
        label={t('fields.color')}
        value={color}
        onValueChange={setColor}
        swatches={SWATCHES.map((value) => ({ value, label: t(`colors.${value.slice(1)}`) }))}
        labels={{
          hex: t('colorPicker.hex'),
          swatches: t('colorPicker.swatches'),
          saturation: t('colorPicker.saturation'),
          hue: t('colorPicker.hue'),
        }}
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <TextField
          label={t('fields.allowance')}
          hint={t('types.allowanceHint')}
          inputMode="decimal"
          value={allowance}
          onChange={(event) => setAllowance(event.target.value)}
          error={errors.yearly_allowance}
        />
        <TextField
          label={t('fields.carryOver')}
          hint={t('types.carryOverHint')}
          inputMode="decimal"
          value={carryOver}
          onChange={(event) => setCarryOver(event.target.value)}
          error={errors.carry_over_max}
        />
      </Grid>
      <Switch label={t('fields.paid')} checked={paid} onCheckedChange={setPaid} />
      <Switch
        label={t('fields.requiresDocument')}
        hint={t('types.documentHint')}
        checked={document}
        onCheckedChange={setDocument}
      />
      {type ? (
        <Switch
          label={t('fields.archived')}
          hint={t('types.archivedHint')}
          checked={archived}
          onCheckedChange={setArchived}
        />
      ) : null}
    </FormDialogContent>
  );
}
