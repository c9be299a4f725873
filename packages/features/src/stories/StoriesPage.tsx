import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderKanban, ListTodo, Plus } from 'lucide-react';
import {
  PAGE_SIZE_ALL,
  STATE_GROUPS,
  STORY_DUE_FILTERS,
  STORY_PRIORITIES,
  type StorySortKey,
  type StorySummary,
} from '@atrium/api';
import {
  Box,
  Button,
  Container,
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  DataTablePagination,
  EmptyState,
  Flex,
  Heading,
  PageHeader,
  SegmentedToggle,
  Select,
  Text,
  TextField,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { DriveLink } from '../drive/DriveLink.tsx';
import {
  dateOf as localDateOf,
  isoDateOf,
  personName,
  useProjectDate,
} from '../projects/projectParts.tsx';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { useProject, useProjects } from '../projects/useProjects.ts';
import { MyStoriesPanel, type MyStoriesSection } from './MyStoriesPanel.tsx';
import { StoryBoard } from './StoryBoard.tsx';
import { StoryCalendar } from './StoryCalendar.tsx';
import { StorySavedViews } from './StorySavedViews.tsx';
import {
  DEFAULT_STORIES_VIEW,
  STORY_GROUPINGS,
  STORY_LAYOUTS,
  hasStoryFilters,
  storiesInputOf,
  storyFiltersOf,
  withStoryFilter,
  withoutStoryFilters,
  type StoriesView,
  type StoryLayout,
} from './storiesView.ts';
import { StoryPeople, StoryPriorityBadge, StoryStateLabel } from './storyParts.tsx';
import { useStories, useStoryMutations } from './useStories.ts';

const ANY = 'any';

export interface StoriesPageProps {
  /** The filters, grouping, order and page (controlled; the app keeps them in the URL). */
  view?: StoriesView;
  onViewChange?: (view: StoriesView) => void;
  /** Where a story's page is (a real link: open in a new tab works). */
  storyHref?: (id: string) => string;
  onOpenStory?: (id: string) => void;
  /** The day the calendar marks as today (stories and tests pin it). */
  today?: Date;
}

/**
 * Every story the person may see, filtered, sorted and paged on the server (state group,
 * assignee, label, priority, due, project, text), grouped on the page by state, priority or
 * project; the view lives in the URL. The same filters show as a project's board or as a
 * calendar of due dates; "My stories" shows what is assigned to the person. Views can be saved
 * (own, or shared with a project). A story is added from the quick create line.
 */
export function StoriesPage({
  view: controlled,
  onViewChange,
  storyHref,
  onOpenStory,
  today,
}: StoriesPageProps) {
  const { t } = useTranslation('stories');
  useDocumentTitle(t('title'));
  const dateOf = useProjectDate();
  // The app's view when it gives one; else the page's own, and a listener still hears of changes.
  const [view, changeView] = useListView(
    controlled,
    controlled ? onViewChange : undefined,
    DEFAULT_STORIES_VIEW,
  );
  const setView = (next: StoriesView) => {
    changeView(next);
    if (!controlled) onViewChange?.(next);
  };
  const layout: StoryLayout = view.layout ?? 'list';
  const { stories, total, error, isLoading, retry } = useStories(storiesInputOf(view), {
    enabled: layout === 'list',
  });
  const { projects } = useProjects({ size: PAGE_SIZE_ALL, sort: 'name', order: 'asc' });
  const { project } = useProject(view.project);
  const [searchDraft, setSearchDraft] = useState<string | null>(null);
  const filtered = hasStoryFilters(view);
  const projectName = (id: string) => projects.find((entry) => entry.id === id)?.name ?? '';

  const labels = useMemo<Partial<DataTableLabels>>(
    () => ({
      loading: t('list.loading'),
      errorTitle: t('list.errorTitle'),
      rowActions: (name) => t('list.rowActions', { name }),
    }),
    [t],
  );

  const columns: DataTableColumn<StorySummary>[] = [
    {
      key: 'title',
      header: t('fields.title'),
      sortable: true,
      width: 'minmax(16rem, 3fr)',
      minWidthRem: 16,
      cell: (story) => (
        <Flex direction="column" style={{ minWidth: 0 }}>
          <DriveLink gridWidget href={storyHref?.(story.id)} onOpen={() => onOpenStory?.(story.id)}>
            {story.title}
          </DriveLink>
          <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
            {story.key}
            {story.sub_stories.total > 0
              ? ` · ${t('list.subStories', {
                  completed: story.sub_stories.completed,
                  total: story.sub_stories.total,
                })}`
              : ''}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'state',
      header: t('fields.state'),
      sortable: true,
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (story) => <StoryStateLabel state={story.state} />,
    },
    {
      key: 'priority',
      header: t('fields.priority'),
      sortable: true,
      width: 'minmax(7rem, 0.7fr)',
      minWidthRem: 7,
      cell: (story) => <StoryPriorityBadge priority={story.priority} />,
    },
    {
      key: 'assignees',
      header: t('fields.assignees'),
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (story) => <StoryPeople people={story.assignees} />,
    },
    {
      key: 'labels',
      header: t('fields.labels'),
      width: 'minmax(8rem, 1fr)',
      minWidthRem: 8,
      cell: (story) =>
        story.labels.length > 0 ? (
          <Text dir="auto">{story.labels.map((label) => label.name).join(' · ')}</Text>
        ) : (
          ''
        ),
    },
    {
      key: 'due_date',
      header: t('fields.dueDate'),
      sortable: true,
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (story) => dateOf(story.due_date, t('noDate')),
    },
  ];

  const groupOf = (story: StorySummary): { key: string; title: string } => {
    if (view.group === 'priority')
      return { key: story.priority, title: t(`priority.${story.priority}`) };
    if (view.group === 'project')
      return { key: story.project_id, title: projectName(story.project_id) };
    return { key: story.state.group, title: t(`groups.${story.state.group}`) };
  };
  const groups = useMemo(() => {
    const found = new Map<string, { title: string; stories: StorySummary[] }>();
    for (const story of stories) {
      const group = groupOf(story);
      const entry = found.get(group.key) ?? { title: group.title, stories: [] };
      entry.stories.push(story);
      found.set(group.key, entry);
    }
    return [...found.entries()];
    // groupOf reads the view and the projects' names, which change with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stories, view.group, projects, t]);

  const commitSearch = () => {
    if (searchDraft === null) return;
    setView(withStoryFilter(view, 'q', searchDraft.trim() || undefined));
    setSearchDraft(null);
  };
  const clearFilters = () => {
    setView(withoutStoryFilters(view));
    setSearchDraft(null);
  };
  const select = <K extends 'project' | 'state' | 'assignee' | 'label' | 'priority' | 'due'>(
    key: K,
  ) => ({
    value: view[key] ?? ANY,
    onValueChange: (value: string) =>
      setView(withStoryFilter(view, key, value === ANY ? undefined : (value as StoriesView[K]))),
  });

  const status = isLoading ? 'loading' : error ? 'error' : 'ready';
  const table = (rows: StorySummary[], label: string, paged: boolean) => (
    <DataTable<StorySummary>
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(story) => story.id}
      getRowLabel={(story) => `${story.key} ${story.title}`}
      sort={{ key: view.sort, direction: view.order }}
      onSortChange={(next) =>
        setView({
          ...view,
          page: 1,
          sort: (next?.key as StorySortKey | undefined) ?? DEFAULT_STORIES_VIEW.sort,
          order: next?.direction ?? DEFAULT_STORIES_VIEW.order,
        })
      }
      {...(paged
        ? {
            page: view.page,
            size: view.size,
            total,
            onPageChange: (page: number) => setView({ ...view, page }),
            onSizeChange: (size: number) => setView({ ...view, size, page: 1 }),
          }
        : {})}
      status={status}
      onRetry={retry}
      labels={labels}
      empty={
        <EmptyState
          icon={<ListTodo size={24} />}
          title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
          text={filtered ? t('list.noMatchText') : t('list.emptyText')}
          action={
            filtered ? (
              <Button variant="soft" onClick={clearFilters}>
                {t('list.clear')}
              </Button>
            ) : undefined
          }
        />
      }
    />
  );

  const grouped = Boolean(view.group) && status === 'ready' && stories.length > 0;

  // "See all" of a "My stories" section: the list, assigned to me, with the section's due filter.
  const openSection = (section: MyStoriesSection) => {
    const { layout: _layout, ...base } = withoutStoryFilters(view);
    setView({
      ...base,
      assignee: 'me',
      ...(section === 'overdue' ? { due: 'overdue' as const } : {}),
      ...(section === 'dueSoon'
        ? { due: 'week' as const, sort: 'due_date' as const, order: 'asc' as const }
        : {}),
    });
  };
  const changeLayout = (next: StoryLayout) => {
    const { layout: _layout, ...rest } = view;
    setView({ ...rest, page: 1, ...(next === 'list' ? {} : { layout: next }) });
  };
  const calendarDate = localDateOf(view.date ?? null) ?? today ?? new Date();

  let content;
  if (layout === 'mine') {
    content = (
      <MyStoriesPanel
        {...(storyHref ? { storyHref } : {})}
        {...(onOpenStory ? { onOpenStory } : {})}
        onSeeAll={openSection}
      />
    );
  } else if (layout === 'board') {
    content = view.project ? (
      <StoryBoard
        projectId={view.project}
        filters={storyFiltersOf(view)}
        {...(storyHref ? { storyHref } : {})}
        {...(onOpenStory ? { onOpenStory } : {})}
      />
    ) : (
      <EmptyState
        icon={<FolderKanban size={24} />}
        title={t('layouts.boardNeedsProjectTitle')}
        text={t('layouts.boardNeedsProjectText')}
      />
    );
  } else if (layout === 'calendar') {
    content = (
      <StoryCalendar
        filters={{
          ...storyFiltersOf(view),
          ...(view.project ? { project_id: [view.project] } : {}),
        }}
        mode={view.calendar ?? 'month'}
        date={calendarDate}
        {...(today ? { today } : {})}
        onNavigate={(date, mode) => {
          const { calendar: _calendar, date: _date, ...rest } = view;
          const iso = isoDateOf(date);
          setView({
            ...rest,
            ...(mode === 'week' ? { calendar: 'week' as const } : {}),
            ...(iso ? { date: iso } : {}),
          });
        }}
        {...(onOpenStory ? { onOpenStory } : {})}
      />
    );
  } else {
    content = (
      <>
        {grouped ? (
          <Flex direction="column" gap="5">
            {groups.map(([key, group]) => (
              <section key={key} aria-labelledby={`story-group-${key}`}>
                <Heading as="h2" size="3" id={`story-group-${key}`} mb="2">
                  <span dir="auto">{group.title}</span>{' '}
                  <Text color="gray" size="2" weight="regular">
                    ({group.stories.length})
                  </Text>
                </Heading>
                {table(group.stories, group.title, false)}
              </section>
            ))}
            <DataTablePagination
              page={view.page}
              size={view.size}
              total={total}
              onPageChange={(page) => setView({ ...view, page })}
              onSizeChange={(size) => setView({ ...view, size, page: 1 })}
            />
          </Flex>
        ) : (
          table(stories, t('list.label'), true)
        )}
      </>
    );
  }

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader title={t('title')} description={t('description')} />
        <SegmentedToggle
          label={t('layouts.label')}
          value={layout}
          onValueChange={changeLayout}
          options={STORY_LAYOUTS.map((value) => ({ value, label: t(`layouts.${value}`) }))}
        />
        {layout === 'mine' ? null : (
          <>
            <QuickCreate
              projects={projects.filter((entry) => entry.status !== 'archived')}
              defaultProject={view.project}
            />
            <StorySavedViews view={view} onApply={setView} projectName={projectName} />
            <DataTable.FilterBar role="search" aria-label={t('list.filters')}>
              <Select
                label={t('fields.project')}
                options={[
                  { value: ANY, label: t('list.anyProject') },
                  ...projects.map((entry) => ({ value: entry.id, label: entry.name })),
                ]}
                {...select('project')}
              />
              <Select
                label={t('fields.stateGroup')}
                options={[
                  { value: ANY, label: t('list.anyState') },
                  ...STATE_GROUPS.map((value) => ({ value, label: t(`groups.${value}`) })),
                ]}
                {...select('state')}
              />
              <Select
                label={t('fields.assignee')}
                options={[
                  { value: ANY, label: t('list.anyone') },
                  { value: 'me', label: t('list.me') },
                  { value: 'none', label: t('list.unassigned') },
                  ...(project?.members ?? []).map((member) => ({
                    value: member.id,
                    label: personName(member),
                  })),
                ]}
                {...select('assignee')}
              />
              {project && project.labels.length > 0 ? (
                <Select
                  label={t('fields.label')}
                  options={[
                    { value: ANY, label: t('list.anyLabel') },
                    ...project.labels.map((label) => ({ value: label.id, label: label.name })),
                  ]}
                  {...select('label')}
                />
              ) : null}
              <Select
                label={t('fields.priority')}
                options={[
                  { value: ANY, label: t('list.anyPriority') },
                  ...STORY_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) })),
                ]}
                {...select('priority')}
              />
              <Select
                label={t('fields.due')}
                options={[
                  { value: ANY, label: t('list.anyDue') },
                  ...STORY_DUE_FILTERS.map((value) => ({ value, label: t(`due.${value}`) })),
                ]}
                {...select('due')}
              />
              <TextField
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                type="search"
                value={searchDraft ?? view.q ?? ''}
                onChange={(event) => setSearchDraft(event.target.value)}
                onBlur={commitSearch}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commitSearch();
                }}
              />
              {layout === 'list' ? (
                <Select
                  label={t('list.groupBy')}
                  options={[
                    { value: ANY, label: t('grouping.none') },
                    ...STORY_GROUPINGS.map((value) => ({ value, label: t(`grouping.${value}`) })),
                  ]}
                  value={view.group ?? ANY}
                  onValueChange={(value) =>
                    setView(
                      withStoryFilter(
                        view,
                        'group',
                        value === ANY ? undefined : (value as StoriesView['group']),
                      ),
                    )
                  }
                />
              ) : null}
              {filtered ? (
                <Button variant="ghost" onClick={clearFilters}>
                  {t('list.clear')}
                </Button>
              ) : null}
            </DataTable.FilterBar>
          </>
        )}
        {content}
      </Flex>
    </Container>
  );
}

interface QuickCreateProps {
  projects: { id: string; name: string }[];
  defaultProject: string | undefined;
}

/** A title and a project: the story lands in the project's first backlog state. */
function QuickCreate({ projects, defaultProject }: QuickCreateProps) {
  const { t } = useTranslation('stories');
  const { create } = useStoryMutations();
  const [chosen, setChosen] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const projectId = chosen ?? defaultProject ?? projects[0]?.id ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    if (!title.trim()) {
      setTitleError(t('quick.titleRequired'));
      return;
    }
    setSaving(true);
    try {
      const story = await create({ project_id: projectId, title: title.trim() });
      setTitle('');
      setNotice(t('quick.created', { key: story.key }));
    } catch (error) {
      setFailure(projectErrorMessage(t, error));
    } finally {
      setSaving(false);
    }
  };

  if (projects.length === 0) return null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('quick.label')}>
      <Flex gap="3" align="end" wrap="wrap">
        <Box style={{ flex: '0 1 14rem' }}>
          <Select
            label={t('quick.project')}
            options={projects.map((entry) => ({ value: entry.id, label: entry.name }))}
            value={projectId}
            onValueChange={setChosen}
          />
        </Box>
        <Box style={{ flex: '1 1 16rem' }}>
          <TextField
            label={t('quick.title')}
            placeholder={t('quick.placeholder')}
            autoComplete="off"
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(undefined);
            }}
            error={titleError ?? failure ?? undefined}
          />
        </Box>
        <Button type="submit" loading={saving} startIcon={<Plus size={16} />}>
          {t('quick.submit')}
        </Button>
      </Flex>
      <Box role="status" aria-live="polite" mt="2">
        {notice ? (
          <Text size="2" color="gray">
            {notice}
          </Text>
        ) : null}
      </Box>
    </form>
  );
}
