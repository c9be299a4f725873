import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderKanban, Plus } from 'lucide-react';
import {
  PROJECT_HEALTH,
  PROJECT_STATUSES,
  type Project,
  type ProjectDetail,
  type ProjectSortKey,
} from '@atrium/api';
import {
  Button,
  Combobox,
  Container,
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  EmptyState,
  Flex,
  PageHeader,
  SegmentedToggle,
  Select,
  Text,
  TextField,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useListView } from '../app/useListView.ts';
import { DriveLink } from '../drive/DriveLink.tsx';
import { ProjectDialog } from './ProjectDialog.tsx';
import {
  ProjectHealthBadge,
  ProjectProgress,
  ProjectStatusBadge,
  personName,
  personOption,
  usePeopleSearch,
  useProjectDate,
} from './projectParts.tsx';
import {
  DEFAULT_PROJECTS_VIEW,
  projectsInputOf,
  withoutProjectFilters,
  type ProjectsView,
} from './projectsView.ts';
import { useProjects } from './useProjects.ts';

const ANY = 'any';

export interface ProjectsPageProps {
  /** The filters, order and page (controlled; the app keeps them in the URL). */
  view?: ProjectsView;
  onViewChange?: (view: ProjectsView) => void;
  /** Where a project's page is, when the app gives URLs (a real link: open in a new tab works). */
  projectHref?: (id: string) => string;
  /** Opens a project's page (a plain click on its name, and after creating one). */
  onOpenProject?: (id: string) => void;
}

/**
 * The projects the person may see: key, name, status, health, lead, progress (stories done of
 * the total) and target date, with filters, search, sort and pages that live in the URL. A table
 * on a desktop, cards on a phone; a new project from the header.
 */
export function ProjectsPage({
  view: controlled,
  onViewChange,
  projectHref,
  onOpenProject,
}: ProjectsPageProps) {
  const { t } = useTranslation('projects');
  useDocumentTitle(t('title'));
  const dateOf = useProjectDate();
  // The app's view when it gives one; else the page's own, and a listener still hears of changes.
  const [view, changeView] = useListView(
    controlled,
    controlled ? onViewChange : undefined,
    DEFAULT_PROJECTS_VIEW,
  );
  const setView = (next: ProjectsView) => {
    changeView(next);
    if (!controlled) onViewChange?.(next);
  };
  const { projects, total, error, isLoading, retry } = useProjects(projectsInputOf(view));
  const loadPeople = usePeopleSearch();
  const [creating, setCreating] = useState(false);
  const [searchDraft, setSearchDraft] = useState<string | null>(null);
  const filtered = Boolean(view.status || view.health || view.lead || view.mine || view.q);
  // The chosen lead's name comes with the projects they lead (the picker searches the rest).
  const leadOptions = useMemo(() => {
    const leads = new Map(
      projects.flatMap((project) => (project.lead ? [[project.lead.id, project.lead]] : [])),
    );
    return [...leads.values()].map(personOption);
  }, [projects]);

  const labels = useMemo<Partial<DataTableLabels>>(
    () => ({
      loading: t('list.loading'),
      errorTitle: t('list.errorTitle'),
      rowActions: (name) => t('list.rowActions', { name }),
    }),
    [t],
  );

  const columns: DataTableColumn<Project>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      sortable: true,
      width: 'minmax(14rem, 2fr)',
      minWidthRem: 14,
      cell: (project) => (
        <Flex direction="column" style={{ minWidth: 0 }}>
          <DriveLink
            gridWidget
            href={projectHref?.(project.id)}
            onOpen={() => onOpenProject?.(project.id)}
          >
            {project.name}
          </DriveLink>
          <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
            {project.key}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      sortable: true,
      width: 'minmax(7rem, 0.7fr)',
      minWidthRem: 7,
      cell: (project) => <ProjectStatusBadge status={project.status} />,
    },
    {
      key: 'health',
      header: t('fields.health'),
      width: 'minmax(7rem, 0.7fr)',
      minWidthRem: 7,
      cell: (project) => <ProjectHealthBadge health={project.health} />,
    },
    {
      key: 'progress',
      header: t('fields.progress'),
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (project) => (
        <ProjectProgress completed={project.progress.completed} total={project.progress.total} />
      ),
    },
    {
      key: 'lead',
      header: t('fields.lead'),
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (project) =>
        project.lead ? (
          <Text dir="auto">{personName(project.lead)}</Text>
        ) : (
          <Text color="gray">{t('noLead')}</Text>
        ),
    },
    {
      key: 'target_date',
      header: t('fields.targetDate'),
      sortable: true,
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (project) => dateOf(project.target_date, t('noDate')),
    },
  ];

  const commitSearch = () => {
    if (searchDraft === null) return;
    const q = searchDraft.trim();
    const { q: _previous, ...rest } = view;
    setView({ ...rest, page: 1, ...(q ? { q } : {}) });
    setSearchDraft(null);
  };
  const clearFilters = () => {
    setView(withoutProjectFilters(view));
    setSearchDraft(null);
  };
  const created = (project: ProjectDetail) => {
    setCreating(false);
    onOpenProject?.(project.id);
  };

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            <Button startIcon={<Plus size={16} />} onClick={() => setCreating(true)}>
              {t('actions.new')}
            </Button>
          }
        />
        <DataTable<Project>
          label={t('list.label')}
          columns={columns}
          rows={projects}
          getRowId={(project) => project.id}
          getRowLabel={(project) => `${project.name} (${project.key})`}
          sort={{ key: view.sort, direction: view.order }}
          onSortChange={(next) =>
            setView({
              ...view,
              page: 1,
              sort: (next?.key as ProjectSortKey | undefined) ?? DEFAULT_PROJECTS_VIEW.sort,
              order: next?.direction ?? DEFAULT_PROJECTS_VIEW.order,
            })
          }
          page={view.page}
          size={view.size}
          total={total}
          onPageChange={(page) => setView({ ...view, page })}
          onSizeChange={(size) => setView({ ...view, size, page: 1 })}
          status={isLoading ? 'loading' : error ? 'error' : 'ready'}
          onRetry={retry}
          labels={labels}
          empty={
            <EmptyState
              icon={<FolderKanban size={24} />}
              title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
              text={filtered ? t('list.noMatchText') : t('list.emptyText')}
              action={
                filtered ? (
                  <Button variant="soft" onClick={clearFilters}>
                    {t('list.clear')}
                  </Button>
                ) : (
                  <Button variant="soft" onClick={() => setCreating(true)}>
                    {t('actions.new')}
                  </Button>
                )
              }
            />
          }
          filterBar={
            <DataTable.FilterBar role="search" aria-label={t('list.filters')}>
              <SegmentedToggle
                label={t('list.scope')}
                value={view.mine ? 'mine' : 'all'}
                onValueChange={(scope) => {
                  const { mine: _mine, ...rest } = view;
                  setView({ ...rest, page: 1, ...(scope === 'mine' ? { mine: true } : {}) });
                }}
                options={[
                  { value: 'all', label: t('list.all') },
                  { value: 'mine', label: t('list.mine') },
                ]}
              />
              <Select
                label={t('fields.status')}
                options={[
                  { value: ANY, label: t('list.anyStatus') },
                  ...PROJECT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
                ]}
                value={view.status ?? ANY}
                onValueChange={(value) => {
                  const { status: _status, ...rest } = view;
                  setView({
                    ...rest,
                    page: 1,
                    ...(value === ANY ? {} : { status: value as ProjectsView['status'] }),
                  });
                }}
              />
              <Select
                label={t('fields.health')}
                options={[
                  { value: ANY, label: t('list.anyHealth') },
                  ...PROJECT_HEALTH.map((value) => ({ value, label: t(`health.${value}`) })),
                ]}
                value={view.health ?? ANY}
                onValueChange={(value) => {
                  const { health: _health, ...rest } = view;
                  setView({
                    ...rest,
                    page: 1,
                    ...(value === ANY ? {} : { health: value as ProjectsView['health'] }),
                  });
                }}
              />
              <Combobox
                label={t('fields.lead')}
                placeholder={t('list.anyLead')}
                loadingLabel={t('form.searching')}
                noResultsLabel={t('form.noPeople')}
                options={leadOptions}
                loadOptions={loadPeople}
                value={view.lead ?? null}
                onValueChange={(lead) => {
                  const { lead: _lead, ...rest } = view;
                  setView({ ...rest, page: 1, ...(lead ? { lead } : {}) });
                }}
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
              {filtered ? (
                <Button variant="ghost" onClick={clearFilters}>
                  {t('list.clear')}
                </Button>
              ) : null}
            </DataTable.FilterBar>
          }
        />
      </Flex>
      <ProjectDialog open={creating} onClose={() => setCreating(false)} onSaved={created} />
    </Container>
  );
}
