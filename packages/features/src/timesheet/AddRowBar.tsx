import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { TimesheetTarget } from '@atrium/api';
import { Alert, Button, Combobox, type ComboboxOption, Flex, TextField } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { timesheetErrorMessage } from './timesheetErrors.ts';

export interface AddRowBarProps {
  onAdd: (target: TimesheetTarget) => Promise<unknown>;
}

/** Puts a free activity (by name) or a story or project (searched) on the week. */
export function AddRowBar({ onAdd }: AddRowBarProps) {
  const { t } = useTranslation('timesheet');
  const api = useApi();
  const [activity, setActivity] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [adding, setAdding] = useState(false);

  const add = async (target: TimesheetTarget) => {
    setAdding(true);
    setFailure(null);
    try {
      await onAdd(target);
      setActivity('');
    } catch (error) {
      setFailure(error);
    } finally {
      setAdding(false);
    }
  };
  // Stories first, then projects: what people log on most.
  const search = async (query: string): Promise<ComboboxOption[]> => {
    const [stories, projects] = await Promise.all([
      api.stories.list({ q: query, size: 10 }),
      api.projects.list({ q: query, size: 10 }),
    ]);
    return [
      ...stories.items.map((story) => ({
        value: `story:${story.id}`,
        label: `${story.key} ${story.title}`,
      })),
      ...projects.items.map((project) => ({
        value: `project:${project.id}`,
        label: `${project.key} ${project.name}`,
      })),
    ];
  };

  return (
    <Flex direction="column" gap="2">
      <Flex gap="3" align="end" wrap="wrap">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (activity.trim()) void add({ activity: activity.trim() });
          }}
        >
          <Flex gap="2" align="end">
            <TextField
              label={t('actions.activityName')}
              placeholder={t('actions.activityPlaceholder')}
              autoComplete="off"
              maxLength={100}
              value={activity}
              onChange={(event) => setActivity(event.target.value)}
            />
            <Button
              type="submit"
              variant="soft"
              startIcon={<Plus size={16} aria-hidden />}
              disabled={adding || !activity.trim()}
            >
              {t('actions.addActivity')}
            </Button>
          </Flex>
        </form>
        <div style={{ minWidth: '16rem', flex: '1 1 16rem' }}>
          <Combobox
            label={t('actions.addStory')}
            placeholder={t('actions.searchStories')}
            loadingLabel={t('actions.searching')}
            noResultsLabel={t('actions.noMatches')}
            loadOptions={search}
            value={null}
            onValueChange={(value) => {
              if (!value) return;
              const [kind, id] = value.split(':');
              if (!id) return;
              void add(kind === 'story' ? { story_id: id } : { project_id: id });
            }}
          />
        </div>
      </Flex>
      {failure ? <Alert tone="danger">{timesheetErrorMessage(t, failure)}</Alert> : null}
    </Flex>
  );
}
