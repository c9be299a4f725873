import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  STORY_PRIORITIES,
  type ApiError,
  type StoryBoard as Board,
  type StoryFilterInput,
  type StoryPriority,
  type StorySummary,
} from '@atrium/api';
import { GripVertical } from 'lucide-react';
import { Alert, Badge, Box, Button, Flex, Heading, IconButton, Text, TextField } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { DriveLink } from '../drive/DriveLink.tsx';
import { ColorDot } from '../projects/projectParts.tsx';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { PriorityBadge, StoryPeople, StoryStageBadge } from './storyParts.tsx';
import { storiesKeys } from './storiesKeys.ts';
import { useStoryMutations } from './useStories.ts';

const COLUMN = 'column:';
/**
 * Cards a column renders before "Show more": about a screenful, so a board of thousands of
 * stories paints at once (scripts/bench-board.mjs: 2,000 stories within 300 ms at 4× CPU
 * throttle; drawing all 200 a column is sent takes seconds, each card being a drag source).
 */
export const BOARD_CARDS_SHOWN = 12;

export interface StoryBoardProps {
  projectId: string;
  /** The list's filters but state (the stories page shares them with the board). */
  filters?: StoryFilterInput;
  /** Cards each column renders before "Show more" (default BOARD_CARDS_SHOWN). */
  cardsShown?: number;
  storyHref?: (id: string) => string;
  onOpenStory?: (id: string) => void;
}

const NO_FILTERS: StoryFilterInput = {};

function useBoard(projectId: string, filters: StoryFilterInput) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(storiesKeys.board(projectId, filters), () =>
    api.stories.board(projectId, filters),
  );
  return { board: data, error: error as ApiError | undefined, isLoading, mutate };
}

/** Where a story dropped at `index` of a column goes: between its new neighbours. */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1024;
  if (before === undefined) return (after ?? 0) - 1024;
  if (after === undefined) return before + 1024;
  return (before + after) / 2;
}

/** The board with a story moved to a column at an index (what the screen shows at once). */
function moved(board: Board, story: StorySummary, stateId: string, index: number): Board {
  const columns = board.columns.map((column) => ({
    ...column,
    stories: column.stories.filter((entry) => entry.id !== story.id),
    count: column.count - (column.stories.some((entry) => entry.id === story.id) ? 1 : 0),
  }));
  const target = columns.find((column) => column.state.id === stateId);
  if (target) {
    const { id, name, color, group, stage } = target.state;
    target.stories.splice(index, 0, { ...story, state: { id, name, color, group, stage } });
    target.count += 1;
  }
  return { ...board, columns };
}

const CARD_STYLE = {
  listStyle: 'none',
  background: 'var(--color-panel-solid)',
  border: '1px solid var(--gray-a6)',
  borderRadius: 'var(--radius-3)',
  padding: 'var(--space-2) var(--space-3)',
} as const;

function StoryCard({
  story,
  moveLabel,
  priorityLabel,
  storyHref,
  onOpenStory,
}: {
  story: StorySummary;
  /**
   * The drag handle's and the priority's words (the column translates them: a board has
   * hundreds of cards, and a translation hook each costs more than the rest of the card).
   */
  moveLabel: string;
  priorityLabel: string;
  storyHref?: ((id: string) => string) | undefined;
  onOpenStory?: ((id: string) => void) | undefined;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: story.id });
  return (
    <li
      ref={setNodeRef}
      style={
        transform || isDragging
          ? {
              ...CARD_STYLE,
              transform: CSS.Transform.toString(transform),
              transition,
              opacity: isDragging ? 0.6 : 1,
            }
          : CARD_STYLE
      }
    >
      <Flex gap="2" align="start">
        <IconButton
          ref={setActivatorNodeRef}
          variant="ghost"
          color="gray"
          size="1"
          aria-label={moveLabel}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={14} />
        </IconButton>
        <Flex direction="column" gap="1" style={{ minWidth: 0, flex: 1 }}>
          <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
            {story.key}
          </Text>
          <DriveLink href={storyHref?.(story.id)} onOpen={() => onOpenStory?.(story.id)}>
            {story.title}
          </DriveLink>
          <Flex gap="2" align="center" wrap="wrap">
            <PriorityBadge priority={story.priority} label={priorityLabel} />
            {story.assignees.length > 0 ? (
              <Text size="1">
                <StoryPeople people={story.assignees} />
              </Text>
            ) : null}
          </Flex>
        </Flex>
      </Flex>
    </li>
  );
}

function Column({
  column,
  shown,
  onShowMore,
  projectId,
  storyHref,
  onOpenStory,
}: {
  column: Board['columns'][number];
  /** How many of its cards are rendered (the first ones). */
  shown: number;
  onShowMore: () => void;
  projectId: string;
  storyHref?: ((id: string) => string) | undefined;
  onOpenStory?: ((id: string) => void) | undefined;
}) {
  const { t } = useTranslation('stories');
  const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN}${column.state.id}` });
  const { create } = useStoryMutations();
  const [title, setTitle] = useState('');
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const headingId = `board-column-${column.state.id}`;
  const visible = column.stories.slice(0, shown);
  const priorityLabels = useMemo(
    () =>
      Object.fromEntries(
        STORY_PRIORITIES.map((priority) => [priority, t(`priority.${priority}`)]),
      ) as Record<StoryPriority, string>,
    [t],
  );
  const hidden = column.stories.length - visible.length;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    setFailure(null);
    try {
      await create({ project_id: projectId, title: title.trim(), state_id: column.state.id });
      setTitle('');
      setAdding(false);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      style={{
        flex: '0 0 17rem',
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--space-2)',
        background: isOver ? 'var(--accent-a3)' : 'var(--gray-a2)',
        borderRadius: 'var(--radius-4)',
        padding: 'var(--space-2)',
      }}
    >
      <Flex align="center" gap="2" px="1">
        <ColorDot color={column.state.color} />
        <Heading as="h3" size="2" id={headingId} style={{ flex: 1, minWidth: 0 }}>
          <span dir="auto">{column.state.name}</span>
        </Heading>
        <Badge aria-label={t('board.count', { count: column.count })}>{column.count}</Badge>
      </Flex>
      {column.state.stage ? (
        <Flex px="1">
          <StoryStageBadge stage={column.state.stage} />
        </Flex>
      ) : null}
      <SortableContext
        id={column.state.id}
        items={visible.map((story) => story.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul
          ref={setNodeRef}
          aria-labelledby={headingId}
          style={{
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 'var(--space-2)',
            minBlockSize: '3rem',
          }}
        >
          {visible.map((story) => (
            <StoryCard
              key={story.id}
              story={story}
              moveLabel={t('board.move', { title: story.title })}
              priorityLabel={priorityLabels[story.priority]}
              storyHref={storyHref}
              onOpenStory={onOpenStory}
            />
          ))}
        </ul>
      </SortableContext>
      {hidden > 0 ? (
        <Button
          size={1}
          variant="soft"
          tone="neutral"
          aria-label={t('board.showMoreLabel', { count: hidden, state: column.state.name })}
          onClick={onShowMore}
        >
          {t('board.showMore', { count: hidden })}
        </Button>
      ) : null}
      {column.count > column.stories.length ? (
        <Box px="1">
          <Text size="1" color="gray">
            {t('board.moreInList', { count: column.count - column.stories.length })}
          </Text>
        </Box>
      ) : null}
      {failure ? (
        <Alert tone="danger" title={t('board.addError')}>
          {projectErrorMessage(t, failure)}
        </Alert>
      ) : null}
      {adding ? (
        <form onSubmit={(event) => void add(event)}>
          <Flex direction="column" gap="2">
            <TextField
              label={t('board.addLabel', { state: column.state.name })}
              ref={(node) => node?.focus()}
              autoComplete="off"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setAdding(false);
              }}
            />
            <Flex gap="2" justify="end">
              <Button size={1} variant="soft" tone="neutral" onClick={() => setAdding(false)}>
                {t('actions.cancel')}
              </Button>
              <Button size={1} type="submit">
                {t('board.add')}
              </Button>
            </Flex>
          </Flex>
        </form>
      ) : (
        <Button
          size={1}
          variant="ghost"
          aria-label={t('board.addLabel', { state: column.state.name })}
          onClick={() => setAdding(true)}
        >
          {t('board.addShort')}
        </Button>
      )}
    </section>
  );
}

/**
 * A project's stories in columns by state, with a count per column (work in progress). Cards
 * move between and within columns by mouse, touch or keyboard (Space to lift, arrows to move,
 * Space to drop, Escape to cancel), announced in the reader's language; each column adds a
 * story of its own.
 */
export function StoryBoard({
  projectId,
  filters = NO_FILTERS,
  cardsShown = BOARD_CARDS_SHOWN,
  storyHref,
  onOpenStory,
}: StoryBoardProps) {
  const { t } = useTranslation('stories');
  const api = useApi();
  const { board, error, isLoading, mutate } = useBoard(projectId, filters);
  const [failure, setFailure] = useState<unknown>(null);
  const [shownBy, setShownBy] = useState<Record<string, number>>({});
  const shownIn = (stateId: string) => shownBy[stateId] ?? cardsShown;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const where = (id: string | number | undefined) => {
    if (!board || id === undefined) return undefined;
    const key = String(id);
    if (key.startsWith(COLUMN)) {
      const column = board.columns.find((entry) => entry.state.id === key.slice(COLUMN.length));
      // Dropped on the column itself: after its last card on screen.
      return column
        ? { column, index: Math.min(column.stories.length, shownIn(column.state.id)) }
        : undefined;
    }
    for (const column of board.columns) {
      const index = column.stories.findIndex((story) => story.id === key);
      if (index >= 0) return { column, index, story: column.stories[index] };
    }
    return undefined;
  };
  const titleOf = (id: string | number) => where(id)?.story?.title ?? '';

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('board.announce.start', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) => {
        const target = where(over?.id);
        return target
          ? t('board.announce.over', {
              title: titleOf(active.id),
              state: target.column.state.name,
              position: target.index + 1,
            })
          : t('board.announce.outside', { title: titleOf(active.id) });
      },
      onDragEnd: ({ active, over }) => {
        const target = where(over?.id);
        return target
          ? t('board.announce.end', {
              title: titleOf(active.id),
              state: target.column.state.name,
              position: target.index + 1,
            })
          : t('board.announce.cancel', { title: titleOf(active.id) });
      },
      onDragCancel: ({ active }) => t('board.announce.cancel', { title: titleOf(active.id) }),
    }),
    // where/titleOf read the board, which changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [board, t],
  );

  const dropped = async ({ active, over }: DragEndEvent) => {
    if (!board || !over) return;
    const from = where(active.id);
    const to = where(over.id);
    if (!from?.story || !to) return;
    const story = from.story;
    const others = to.column.stories.filter((entry) => entry.id !== story.id);
    const index = Math.min(to.index, others.length);
    if (to.column.state.id === from.column.state.id && index === from.index) return;
    const position = positionBetween(others[index - 1]?.position, others[index]?.position);
    setFailure(null);
    const next = moved(board, { ...story, position }, to.column.state.id, index);
    await mutate(next, { revalidate: false });
    try {
      await api.stories.update(story.id, {
        version: story.version,
        state_id: to.column.state.id,
        position,
      });
    } catch (caught) {
      setFailure(caught);
    } finally {
      await mutate();
    }
  };

  if (error) {
    return (
      <Alert tone="danger" title={t('board.error')}>
        {projectErrorMessage(t, error)}
      </Alert>
    );
  }
  if (isLoading || !board) return <Text color="gray">{t('board.loading')}</Text>;

  return (
    <Flex direction="column" gap="3">
      {failure ? (
        <Alert tone="danger" title={t('board.moveError')}>
          {projectErrorMessage(t, failure)}
        </Alert>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={(event) => void dropped(event)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('board.instructions') },
        }}
      >
        <div
          role="region"
          aria-label={t('board.label')}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the columns scroll sideways: the keyboard must reach them
          tabIndex={0}
          style={{
            display: 'flex',
            gap: 'var(--space-3)',
            overflowX: 'auto',
            paddingBlockEnd: 'var(--space-2)',
            alignItems: 'flex-start',
          }}
        >
          {board.columns.map((column) => (
            <Column
              key={column.state.id}
              column={column}
              shown={shownIn(column.state.id)}
              onShowMore={() =>
                setShownBy((current) => ({
                  ...current,
                  [column.state.id]: shownIn(column.state.id) + cardsShown * 2,
                }))
              }
              projectId={projectId}
              storyHref={storyHref}
              onOpenStory={onOpenStory}
            />
          ))}
        </div>
      </DndContext>
    </Flex>
  );
}
