import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STORY_PRIORITIES,
  type ProjectDetail,
  type StoryDetail,
  type StoryPriority,
} from '@atrium/api';
import {
  Alert,
  Button,
  Combobox,
  DatePicker,
  Flex,
  Select,
  TextField,
  type ComboboxOption,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import {
  onlyFieldErrors,
  projectErrorMessage,
  projectFieldError,
} from '../projects/projectErrors.ts';
import { dateOf, isoDateOf, personOption } from '../projects/projectParts.tsx';
import { conflictOf, useStoryActions } from './useStory.ts';

/** What the person is editing: every field of the side panel. */
interface Draft {
  title: string;
  state_id: string;
  priority: StoryPriority;
  assignee_ids: string[];
  partner_ids: string[];
  reviewer_ids: string[];
  label_ids: string[];
  start_date: Date | null;
  due_date: Date | null;
  estimate: string;
  parent_id: string | null;
}

const FIELDS = [
  'title',
  'state_id',
  'assignee_ids',
  'partner_ids',
  'reviewer_ids',
  'label_ids',
  'due_date',
  'estimate',
  'parent_id',
] as const;

function draftOf(story: StoryDetail): Draft {
  return {
    title: story.title,
    state_id: story.state.id,
    priority: story.priority,
    assignee_ids: story.assignees.map((person) => person.id),
    partner_ids: story.partners.map((person) => person.id),
    reviewer_ids: story.reviewers.map((person) => person.id),
    label_ids: story.labels.map((label) => label.id),
    start_date: dateOf(story.start_date),
    due_date: dateOf(story.due_date),
    estimate: story.estimate === null ? '' : String(story.estimate),
    parent_id: story.parent?.id ?? null,
  };
}

export interface StoryFieldsFormProps {
  story: StoryDetail;
  project: ProjectDetail | undefined;
  onSaved: (text: string) => void;
}

/**
 * The story's fields, saved together on the version they were read at. When someone else saved
 * in between (409), the page shows the story as it is now and this form keeps what the person
 * typed, to save again on the fresh version.
 */
export function StoryFieldsForm({ story, project, onSaved }: StoryFieldsFormProps) {
  const { t } = useTranslation('stories');
  const { update } = useStoryActions(story.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(story));
  const [version, setVersion] = useState(story.version);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const editable = story.can_edit;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  // Someone else's save arrived (a refetch, a 409's fresh story): an untouched form shows it; a
  // form the person changed keeps their values (they save them on the fresh version).
  const [seen, setSeen] = useState(story);
  if (story.version !== seen.version) {
    const untouched = JSON.stringify(draft) === JSON.stringify(draftOf(seen));
    setSeen(story);
    if (untouched) {
      setDraft(draftOf(story));
      setVersion(story.version);
    }
  }

  const people = (project?.members ?? [...story.assignees, ...story.reviewers]).map(personOption);
  const labels = (project?.labels ?? story.labels).map((label) => ({
    value: label.id,
    label: label.name,
  }));
  const states = project?.states ?? [{ ...story.state, order: 0 }];
  const dateLabels = {
    openCalendar: t('form.dates.openCalendar'),
    clear: t('form.dates.clear'),
    previousMonth: t('form.dates.previousMonth'),
    nextMonth: t('form.dates.nextMonth'),
  };
  const api = useApi();
  const loadParents = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const page = await api.stories.list({
        project_id: [story.project.id],
        ...(query.trim() ? { q: query.trim() } : {}),
        size: 20,
      });
      return page.items
        .filter((entry) => entry.id !== story.id)
        .map((entry) => ({ value: entry.id, label: `${entry.key} ${entry.title}` }));
    },
    [api, story.id, story.project.id],
  );
  const field = (name: string) => (failure ? projectFieldError(t, failure, name) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const estimate = draft.estimate.trim() === '' ? null : Number(draft.estimate);
    setSaving(true);
    try {
      const saved = await update({
        version,
        title: draft.title.trim(),
        state_id: draft.state_id,
        priority: draft.priority,
        assignee_ids: draft.assignee_ids,
        partner_ids: draft.partner_ids,
        reviewer_ids: draft.reviewer_ids,
        label_ids: draft.label_ids,
        start_date: isoDateOf(draft.start_date),
        due_date: isoDateOf(draft.due_date),
        estimate: estimate !== null && Number.isFinite(estimate) ? estimate : null,
        parent_id: draft.parent_id,
      });
      setConflict(false);
      setVersion(saved.version);
      setSeen(saved);
      setDraft(draftOf(saved));
      onSaved(t('story.saved', { key: saved.key }));
    } catch (error) {
      const fresh = conflictOf(error);
      if (fresh) {
        setConflict(true);
        setVersion(fresh.version);
      } else {
        setFailure(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('story.fields')}>
      <Flex direction="column" gap="3">
        {conflict ? (
          <Alert tone="warning" title={t('story.conflictTitle')}>
            {t('story.conflictText')}
          </Alert>
        ) : null}
        {failure && !onlyFieldErrors(failure, FIELDS) ? (
          <Alert tone="danger" title={t('story.saveError')}>
            {projectErrorMessage(t, failure)}
          </Alert>
        ) : null}
        <TextField
          label={t('fields.title')}
          required
          disabled={!editable}
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
          error={field('title')}
        />
        <Select
          label={t('fields.state')}
          disabled={!editable}
          options={states.map((state) => ({ value: state.id, label: state.name }))}
          value={draft.state_id}
          onValueChange={(value) => set('state_id', value)}
          error={field('state_id')}
        />
        <Select
          label={t('fields.priority')}
          disabled={!editable}
          options={STORY_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
          value={draft.priority}
          onValueChange={(value) => set('priority', value as StoryPriority)}
        />
        {(['assignee_ids', 'reviewer_ids', 'partner_ids'] as const).map((key) => (
          <Combobox
            key={key}
            multiple
            label={t(`fields.${key}`)}
            disabled={!editable}
            placeholder={t('form.personPlaceholder')}
            loadingLabel={t('form.searching')}
            noResultsLabel={t('form.noPeople')}
            removeLabel={(name) => t('form.remove', { name })}
            options={people}
            value={draft[key]}
            onValueChange={(value) => set(key, value)}
            error={field(key)}
          />
        ))}
        <Combobox
          multiple
          label={t('fields.labels')}
          disabled={!editable}
          placeholder={t('form.labelPlaceholder')}
          loadingLabel={t('form.searching')}
          noResultsLabel={t('form.noLabels')}
          removeLabel={(name) => t('form.remove', { name })}
          options={labels}
          value={draft.label_ids}
          onValueChange={(value) => set('label_ids', value)}
          error={field('label_ids')}
        />
        <DatePicker
          label={t('fields.startDate')}
          disabled={!editable}
          value={draft.start_date}
          onChange={(date) => set('start_date', date)}
          labels={dateLabels}
        />
        <DatePicker
          label={t('fields.dueDate')}
          disabled={!editable}
          value={draft.due_date}
          onChange={(date) => set('due_date', date)}
          labels={dateLabels}
          error={field('due_date')}
        />
        <Combobox
          label={t('fields.parent')}
          disabled={!editable}
          placeholder={t('links.placeholder')}
          loadingLabel={t('form.searching')}
          noResultsLabel={t('links.noStories')}
          options={
            story.parent
              ? [{ value: story.parent.id, label: `${story.parent.key} ${story.parent.title}` }]
              : []
          }
          loadOptions={loadParents}
          value={draft.parent_id}
          onValueChange={(value) => set('parent_id', value)}
          error={field('parent_id')}
        />
        <TextField
          label={t('fields.estimate', { unit: t(`units.${story.project.estimate_unit}`) })}
          disabled={!editable}
          inputMode="decimal"
          value={draft.estimate}
          onChange={(event) => set('estimate', event.target.value.replace(/[^0-9.]/g, ''))}
          error={field('estimate')}
        />
        {editable ? (
          <Flex justify="end" gap="2">
            <Button
              variant="soft"
              tone="neutral"
              disabled={saving}
              onClick={() => {
                setDraft(draftOf(story));
                setVersion(story.version);
                setConflict(false);
                setFailure(null);
              }}
            >
              {t('story.discard')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('story.save')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </form>
  );
}
