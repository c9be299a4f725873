import { useTranslation } from 'react-i18next';
import type { StateGroup, StoryListInput, StorySummary } from '@atrium/api';
import { Alert, Badge, Button, Card, Flex, Grid, Skeleton, Text } from '@atrium/ui';
import { DriveLink } from '../drive/DriveLink.tsx';
import { useProjectDate } from '../projects/projectParts.tsx';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { StoryPriorityBadge, StoryStateLabel } from './storyParts.tsx';
import { useStories } from './useStories.ts';

/** The groups of work still to do: done and cancelled stories are not "mine" any more. */
const OPEN_GROUPS: readonly StateGroup[] = ['backlog', 'unstarted', 'started', 'review'];

export const MY_STORIES_SECTIONS = ['overdue', 'dueSoon', 'assigned'] as const;
export type MyStoriesSection = (typeof MY_STORIES_SECTIONS)[number];

/** What each section asks the server (assigned to the caller; open work only). */
export function myStoriesQuery(section: MyStoriesSection, size: number): StoryListInput {
  const base = { assignee: ['me'], state_group: OPEN_GROUPS, page: 1, size };
  if (section === 'overdue') return { ...base, due: 'overdue', sort: 'due_date', order: 'asc' };
  if (section === 'dueSoon') return { ...base, due: 'week', sort: 'due_date', order: 'asc' };
  return { ...base, sort: 'updated_at', order: 'desc' };
}

export interface MyStoriesPanelProps {
  /** Stories per section (the home page shows fewer). Default 10. */
  size?: number;
  /** Only these sections, in this order (default: overdue, due soon, assigned). */
  sections?: readonly MyStoriesSection[];
  storyHref?: (id: string) => string;
  onOpenStory?: (id: string) => void;
  /** "See all" of a section: the list with its filters (the app knows the URL). */
  onSeeAll?: (section: MyStoriesSection) => void;
}

/**
 * "My stories": what is assigned to the person and still open — overdue first, then due in the
 * next seven days, then everything assigned (latest change first). The stories page shows it as
 * a layout; the home page can use it with a smaller size.
 */
export function MyStoriesPanel({
  size = 10,
  sections = MY_STORIES_SECTIONS,
  storyHref,
  onOpenStory,
  onSeeAll,
}: MyStoriesPanelProps) {
  return (
    <Grid columns={{ initial: '1', md: String(Math.min(sections.length, 3)) }} gap="4">
      {sections.map((section) => (
        <MyStoriesCard
          key={section}
          section={section}
          size={size}
          storyHref={storyHref}
          onOpenStory={onOpenStory}
          onSeeAll={onSeeAll}
        />
      ))}
    </Grid>
  );
}

function MyStoriesCard({
  section,
  size,
  storyHref,
  onOpenStory,
  onSeeAll,
}: {
  section: MyStoriesSection;
  size: number;
  storyHref: ((id: string) => string) | undefined;
  onOpenStory: ((id: string) => void) | undefined;
  onSeeAll: ((section: MyStoriesSection) => void) | undefined;
}) {
  const { t } = useTranslation('stories');
  const dateOf = useProjectDate();
  const { stories, total, error, isLoading, retry } = useStories(myStoriesQuery(section, size));
  const title = t(`mine.${section}.title`);

  let body;
  if (error) {
    body = (
      <Alert tone="danger" title={t('mine.error')}>
        <Flex direction="column" gap="2" align="start">
          {projectErrorMessage(t, error)}
          <Button size={1} variant="soft" onClick={retry}>
            {t('actions.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  } else if (isLoading) {
    body = (
      <Flex direction="column" gap="2">
        <Text size="2" color="gray" role="status">
          {t('mine.loading')}
        </Text>
        <Skeleton variant="rect" blockSize="2.5rem" />
        <Skeleton variant="rect" blockSize="2.5rem" />
      </Flex>
    );
  } else if (stories.length === 0) {
    body = <Text color="gray">{t(`mine.${section}.empty`)}</Text>;
  } else {
    body = (
      <ul aria-label={title} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {stories.map((story) => (
          <MyStoryRow
            key={story.id}
            story={story}
            due={dateOf(story.due_date, t('noDate'))}
            overdue={section === 'overdue'}
            storyHref={storyHref}
            onOpenStory={onOpenStory}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={
        <Flex as="span" align="center" gap="2">
          <span>{title}</span>
          {!isLoading && !error ? (
            <Badge
              tone={section === 'overdue' && total > 0 ? 'danger' : 'neutral'}
              aria-label={t('board.count', { count: total })}
            >
              {total}
            </Badge>
          ) : null}
        </Flex>
      }
      titleAs="h2"
    >
      <Flex direction="column" gap="3">
        {body}
        {onSeeAll && total > stories.length ? (
          <Button
            size={1}
            variant="ghost"
            aria-label={t('mine.seeAllLabel', { section: title, count: total })}
            onClick={() => onSeeAll(section)}
          >
            {t('mine.seeAll')}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

function MyStoryRow({
  story,
  due,
  overdue,
  storyHref,
  onOpenStory,
}: {
  story: StorySummary;
  due: string;
  overdue: boolean;
  storyHref: ((id: string) => string) | undefined;
  onOpenStory: ((id: string) => void) | undefined;
}) {
  const { t } = useTranslation('stories');
  return (
    <li
      style={{
        paddingBlock: 'var(--space-2)',
        borderBlockEnd: '1px solid var(--gray-a4)',
      }}
    >
      <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
        <Flex gap="2" align="center" style={{ minWidth: 0 }}>
          <Text size="1" color="gray" dir="ltr" style={{ flexShrink: 0 }}>
            {story.key}
          </Text>
          <DriveLink href={storyHref?.(story.id)} onOpen={() => onOpenStory?.(story.id)}>
            {story.title}
          </DriveLink>
        </Flex>
        <Flex gap="2" align="center" wrap="wrap">
          <StoryStateLabel state={story.state} />
          <StoryPriorityBadge priority={story.priority} />
          {story.due_date ? (
            <Text size="1" color={overdue ? 'red' : 'gray'}>
              {t('mine.due', { date: due })}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </li>
  );
}
