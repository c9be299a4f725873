import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_STAGES, STATE_GROUPS, type ContentStage, type StateGroup } from '@atrium/api';
import { ColorPicker, Select, TextField } from '@atrium/ui';
import { FormDialogContent, FormDialogRoot } from '../app/FormDialog.tsx';
import { onlyFieldErrors, projectErrorMessage, projectFieldError } from './projectErrors.ts';

/** What the dialog gives: a name, a colour and (for a state) its group and content stage. */
export interface NameColorValues {
  name: string;
  color: string;
  group?: StateGroup;
  /** Only asked when the project has the content pipeline on. */
  stage?: ContentStage | null;
}

const NO_STAGE = 'none';

export interface NameColorDialogProps {
  /** `state` asks for the group too. */
  kind: 'state' | 'label';
  /** A state of a project with the content pipeline on: it may stand for a stage. */
  withStage?: boolean;
  open: boolean;
  /** The state or label being edited; absent: a new one. */
  initial?: NameColorValues | undefined;
  onClose: () => void;
  /** Saves; a refusal (name taken…) is thrown back and shown in the dialog. */
  onSubmit: (values: NameColorValues) => Promise<void>;
}

/** Swatches offered first: the default states' colours. */
const SWATCHES = [
  '#94a3b8',
  '#64748b',
  '#0ea5e9',
  '#6366f1',
  '#8b5cf6',
  '#f59e0b',
  '#22c55e',
  '#ef4444',
] as const;

/** Adds or edits a state (name, colour, group) or a label (name, colour). */
export function NameColorDialog({
  kind,
  withStage = false,
  open,
  initial,
  onClose,
  onSubmit,
}: NameColorDialogProps) {
  return (
    <FormDialogRoot open={open} onClose={onClose}>
      <NameColorForm
        kind={kind}
        withStage={withStage}
        initial={initial}
        onClose={onClose}
        onSubmit={onSubmit}
      />
    </FormDialogRoot>
  );
}

function NameColorForm({
  kind,
  withStage,
  initial,
  onClose,
  onSubmit,
}: Omit<NameColorDialogProps, 'open'>) {
  const { t } = useTranslation('projects');
  const [name, setName] = useState(initial?.name ?? '');
  const [color, setColor] = useState(initial?.color ?? SWATCHES[2]);
  const [group, setGroup] = useState<StateGroup>(initial?.group ?? 'started');
  const [stage, setStage] = useState<ContentStage | null>(initial?.stage ?? null);
  const asksStage = kind === 'state' && withStage === true;
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const base = kind === 'state' ? 'states' : 'labels';

  const submit = async () => {
    setFailure(null);
    if (!name.trim()) {
      setNameError(t('form.required'));
      return;
    }
    setSaving(true);
    try {
      await onSubmit({
        name: name.trim(),
        color,
        ...(kind === 'state' ? { group } : {}),
        ...(asksStage ? { stage } : {}),
      });
      onClose();
    } catch (error) {
      const message = projectFieldError(t, error, 'name');
      setNameError(message);
      if (!onlyFieldErrors(error, ['name'])) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialogContent
      title={initial ? t(`${base}.editTitle`) : t(`${base}.newTitle`)}
      description={t(`${base}.dialogDescription`)}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      submitLabel={initial ? t('form.save') : t(`${base}.add`)}
      saving={saving}
      failure={
        failure ? { title: t('form.errorTitle'), message: projectErrorMessage(t, failure) } : null
      }
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextField
        label={t('fields.name')}
        required
        autoComplete="off"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
        error={nameError}
      />
      {kind === 'state' ? (
        <Select
          label={t('fields.group')}
          hint={t('states.groupHint')}
          options={STATE_GROUPS.map((value) => ({ value, label: t(`groups.${value}`) }))}
          value={group}
          onValueChange={(value) => setGroup(value as StateGroup)}
        />
      ) : null}
      {asksStage ? (
        <Select
          label={t('fields.stage')}
          hint={t('states.stageHint')}
          options={[
            { value: NO_STAGE, label: t('states.noStage') },
            ...CONTENT_STAGES.map((value) => ({ value, label: t(`stages.${value}`) })),
          ]}
          value={stage ?? NO_STAGE}
          onValueChange={(value) => setStage(value === NO_STAGE ? null : (value as ContentStage))}
        />
      ) : null}
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
    </FormDialogContent>
  );
}
