import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ESTIMATE_UNITS,
  PROJECT_HEALTH,
  PROJECT_KEY_PATTERN,
  PROJECT_STATUSES,
  type EstimateUnit,
  type ProjectDetail,
  type ProjectHealth,
  type ProjectStatus,
} from '@atrium/api';
import {
  Alert,
  Button,
  Combobox,
  DatePicker,
  Dialog,
  Flex,
  Grid,
  Select,
  Switch,
  Textarea,
  TextField,
} from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { onlyFieldErrors, projectErrorMessage, projectFieldError } from './projectErrors.ts';
import { dateOf, isoDateOf, personOption, usePeopleSearch } from './projectParts.tsx';
import { useProjectMutations } from './useProjects.ts';

export interface ProjectDialogProps {
  open: boolean;
  /** The project to edit; absent: a new one. */
  project?: ProjectDetail | undefined;
  onClose: () => void;
  onSaved: (project: ProjectDetail) => void;
}

/** Creates or edits a project: name, key, lead, members, dates, status, health, estimates. */
export function ProjectDialog({ open, project, onClose, onSaved }: ProjectDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? <ProjectForm project={project} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog.Root>
  );
}

const FORM_FIELDS = [
  'name',
  'key',
  'description',
  'lead_id',
  'member_ids',
  'start_date',
  'target_date',
  'status',
  'health',
  'health_note',
] as const;

function ProjectForm({ project, onClose, onSaved }: Omit<ProjectDialogProps, 'open'>) {
  const { t } = useTranslation('projects');
  const { user } = useSession();
  const { create, update } = useProjectMutations();
  const loadPeople = usePeopleSearch();
  const [name, setName] = useState(project?.name ?? '');
  const [key, setKey] = useState(project?.key ?? '');
  const [description, setDescription] = useState(project?.description ?? '');
  const [leadId, setLeadId] = useState<string | null>(
    project ? (project.lead?.id ?? null) : (user?.id ?? null),
  );
  const [memberIds, setMemberIds] = useState<string[]>(
    project?.members.map((member) => member.id) ?? [],
  );
  const [startDate, setStartDate] = useState<Date | null>(dateOf(project?.start_date));
  const [targetDate, setTargetDate] = useState<Date | null>(dateOf(project?.target_date));
  const [status, setStatus] = useState<ProjectStatus>(project?.status ?? 'planned');
  const [health, setHealth] = useState<ProjectHealth>(project?.health ?? 'on_track');
  const [healthNote, setHealthNote] = useState(project?.health_note ?? '');
  const [estimateUnit, setEstimateUnit] = useState<EstimateUnit>(
    project?.estimate_unit ?? 'points',
  );
  const [pipeline, setPipeline] = useState(project?.content_pipeline ?? false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const people = [
    ...(project?.members ?? []).map(personOption),
    ...(user && !project ? [personOption(user)] : []),
  ];
  const dateLabels = {
    openCalendar: t('form.dates.openCalendar'),
    clear: t('form.dates.clear'),
    previousMonth: t('form.dates.previousMonth'),
    nextMonth: t('form.dates.nextMonth'),
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('form.required');
    if (!project && !PROJECT_KEY_PATTERN.test(key.trim())) found.key = t('errors.keyFormat');
    const start = isoDateOf(startDate);
    const target = isoDateOf(targetDate);
    if (start && target && target < start) found.target_date = t('errors.datesOrder');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const fields = {
      name: name.trim(),
      description: description.trim(),
      lead_id: leadId,
      member_ids: memberIds,
      start_date: isoDateOf(startDate),
      target_date: isoDateOf(targetDate),
      status,
      health,
      health_note: healthNote.trim(),
      estimate_unit: estimateUnit,
      content_pipeline: pipeline,
    };
    setSaving(true);
    try {
      onSaved(
        project ? await update(project.id, fields) : await create({ ...fields, key: key.trim() }),
      );
    } catch (error) {
      const byField: Record<string, string> = {};
      for (const field of FORM_FIELDS) {
        const message = projectFieldError(t, error, field);
        if (message) byField[field] = message;
      }
      setErrors(byField);
      if (!onlyFieldErrors(error, FORM_FIELDS)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  return (
    <Dialog.Content size={3} closeLabel={t('actions.close')} aria-busy={saving || undefined}>
      <Dialog.Title>{project ? t('form.editTitle') : t('form.newTitle')}</Dialog.Title>
      <Dialog.Description>
        {project ? t('form.editDescription', { name: project.name }) : t('form.newDescription')}
      </Dialog.Description>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="4" mt="4">
          {failure ? (
            <Alert tone="danger" title={t('form.errorTitle')}>
              {projectErrorMessage(t, failure)}
            </Alert>
          ) : null}
          <Grid columns={{ initial: '1', sm: '3' }} gap="4">
            <TextField
              label={t('fields.name')}
              required
              autoComplete="off"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                clear('name');
              }}
              error={errors.name}
              style={{ gridColumn: 'span 2' }}
            />
            <TextField
              label={t('fields.key')}
              hint={project ? t('form.keyFixed') : t('form.keyHint')}
              required={!project}
              disabled={Boolean(project)}
              autoComplete="off"
              maxLength={6}
              value={key}
              onChange={(event) => {
                setKey(event.target.value.toUpperCase().replace(/[^A-Z]/g, ''));
                clear('key');
              }}
              error={errors.key}
            />
          </Grid>
          <Textarea
            label={t('fields.description')}
            value={description}
            rows={3}
            onChange={(event) => setDescription(event.target.value)}
            error={errors.description}
          />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <Combobox
              label={t('fields.lead')}
              placeholder={t('form.personPlaceholder')}
              loadingLabel={t('form.searching')}
              noResultsLabel={t('form.noPeople')}
              options={people}
              loadOptions={loadPeople}
              value={leadId}
              onValueChange={(next) => {
                setLeadId(next);
                clear('lead_id');
              }}
              error={errors.lead_id}
            />
            <Combobox
              multiple
              label={t('fields.members')}
              hint={t('form.membersHint')}
              placeholder={t('form.personPlaceholder')}
              loadingLabel={t('form.searching')}
              noResultsLabel={t('form.noPeople')}
              removeLabel={(label) => t('form.removePerson', { name: label })}
              options={people}
              loadOptions={loadPeople}
              value={memberIds}
              onValueChange={(next) => {
                setMemberIds(next);
                clear('member_ids');
              }}
              error={errors.member_ids}
            />
            <DatePicker
              label={t('fields.startDate')}
              value={startDate}
              onChange={(date) => {
                setStartDate(date);
                clear('target_date');
              }}
              labels={dateLabels}
              error={errors.start_date}
            />
            <DatePicker
              label={t('fields.targetDate')}
              value={targetDate}
              onChange={(date) => {
                setTargetDate(date);
                clear('target_date');
              }}
              labels={dateLabels}
              error={errors.target_date}
            />
            <Select
              label={t('fields.status')}
              options={PROJECT_STATUSES.map((value) => ({
                value,
                label: t(`status.${value}`),
              }))}
              value={status}
              onValueChange={(value) => setStatus(value as ProjectStatus)}
            />
            <Select
              label={t('fields.health')}
              options={PROJECT_HEALTH.map((value) => ({ value, label: t(`health.${value}`) }))}
              value={health}
              onValueChange={(value) => setHealth(value as ProjectHealth)}
            />
          </Grid>
          <Textarea
            label={t('fields.healthNote')}
            hint={t('form.healthNoteHint')}
            value={healthNote}
            rows={2}
            onChange={(event) => setHealthNote(event.target.value)}
            error={errors.health_note}
          />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4" align="center">
            <Select
              label={t('fields.estimateUnit')}
              options={ESTIMATE_UNITS.map((value) => ({ value, label: t(`estimate.${value}`) }))}
              value={estimateUnit}
              onValueChange={(value) => setEstimateUnit(value as EstimateUnit)}
            />
            <Switch
              label={t('fields.contentPipeline')}
              hint={t('form.pipelineHint')}
              checked={pipeline}
              onCheckedChange={setPipeline}
            />
          </Grid>
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={saving} onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {project ? t('form.save') : t('form.create')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
