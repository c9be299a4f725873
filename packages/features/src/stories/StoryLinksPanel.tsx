import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { X } from 'lucide-react';
import { STORY_LINK_TYPES, type StoryDetail, type StoryLinkType } from '@atrium/api';
import {
  Alert,
  Button,
  Combobox,
  Flex,
  IconButton,
  Select,
  Text,
  TextField,
  type ComboboxOption,
} from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { DriveLink } from '../drive/DriveLink.tsx';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { storiesKeys } from './storiesKeys.ts';
import { useStoryMutations } from './useStories.ts';

interface Props {
  story: StoryDetail;
  storyHref?: ((id: string) => string) | undefined;
  onOpenStory?: ((id: string) => void) | undefined;
}

/** The story's links (blocks, relates to, duplicates): add one to any story, remove one. */
export function StoryLinksPanel({ story, storyHref, onOpenStory }: Props) {
  const { t } = useTranslation('stories');
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [type, setType] = useState<StoryLinkType>('relates_to');
  const [failure, setFailure] = useState<unknown>(null);
  const refresh = () => mutate(storiesKeys.detail(story.id));

  const loadStories = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const page = await api.stories.list({
        ...(query.trim() ? { q: query.trim() } : {}),
        size: 20,
      });
      return page.items
        .filter((entry) => entry.id !== story.id)
        .map((entry) => ({ value: entry.id, label: `${entry.key} ${entry.title}` }));
    },
    [api, story.id],
  );
  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      await refresh();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Flex direction="column" gap="3">
      {failure ? (
        <Alert tone="danger" title={t('links.error')}>
          {projectErrorMessage(t, failure)}
        </Alert>
      ) : null}
      {story.links.length > 0 ? (
        <ul aria-label={t('story.links')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {story.links.map((link) => (
            <li key={link.id}>
              <Flex gap="2" align="center" wrap="wrap">
                <Text size="2" color="gray">
                  {t(`links.${link.direction}`)}
                </Text>
                <Text size="2" dir="ltr">
                  {link.story.key}
                </Text>
                <DriveLink
                  href={storyHref?.(link.story.id)}
                  onOpen={() => onOpenStory?.(link.story.id)}
                >
                  {link.story.title}
                </DriveLink>
                {story.can_edit ? (
                  <IconButton
                    variant="ghost"
                    color="gray"
                    size="1"
                    aria-label={t('links.remove', { key: link.story.key })}
                    onClick={() => void run(() => api.stories.removeLink(story.id, link.id))}
                  >
                    <X size={14} />
                  </IconButton>
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <Text color="gray">{t('links.none')}</Text>
      )}
      {story.can_edit ? (
        <Flex gap="2" wrap="wrap" align="end">
          <Select
            label={t('links.type')}
            options={STORY_LINK_TYPES.map((value) => ({ value, label: t(`links.${value}`) }))}
            value={type}
            onValueChange={(value) => setType(value as StoryLinkType)}
          />
          <div style={{ flex: '1 1 14rem' }}>
            <Combobox
              label={t('links.add')}
              placeholder={t('links.placeholder')}
              loadingLabel={t('form.searching')}
              noResultsLabel={t('links.noStories')}
              loadOptions={loadStories}
              value={null}
              onValueChange={(id) => {
                if (id) void run(() => api.stories.addLink(story.id, type, id));
              }}
            />
          </div>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** A sub-story of this one, by its title (it lands in the project's first backlog state). */
export function AddSubStory({ story }: { story: StoryDetail }) {
  const { t } = useTranslation('stories');
  const { create } = useStoryMutations();
  const { mutate } = useSWRConfig();
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  if (!story.can_edit) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    setSaving(true);
    setFailure(null);
    try {
      await create({ project_id: story.project.id, title: title.trim(), parent_id: story.id });
      setTitle('');
      await mutate(storiesKeys.detail(story.id));
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('story.addSubStory')}>
      <Flex gap="2" align="end" wrap="wrap">
        <div style={{ flex: '1 1 14rem' }}>
          <TextField
            label={t('story.addSubStory')}
            autoComplete="off"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={failure ? projectErrorMessage(t, failure) : undefined}
          />
        </div>
        <Button type="submit" variant="soft" loading={saving}>
          {t('story.addSubStoryButton')}
        </Button>
      </Flex>
    </form>
  );
}
