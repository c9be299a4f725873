import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, FolderX, Pencil } from 'lucide-react';
import {
  Box,
  Button,
  Card,
  Container,
  DataList,
  Flex,
  Grid,
  PageHeader,
  type PageHeaderLinkProps,
  Tabs,
  Text,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useMasterKey } from '../masterKey/MasterKeyProvider.tsx';
import { DetailPageStatus } from './DetailPageStatus.tsx';
import { StoryBoard } from '../stories/StoryBoard.tsx';
import { ProjectDialog } from './ProjectDialog.tsx';
import { ProjectLabelsPanel } from './ProjectLabelsPanel.tsx';
import { ProjectMembersPanel } from './ProjectMembersPanel.tsx';
import { ProjectRemoveDialog } from './ProjectRemoveDialog.tsx';
import { projectErrorMessage } from './projectErrors.ts';
import {
  ProjectHealthBadge,
  ProjectProgress,
  ProjectStatusBadge,
  personName,
  useProjectDate,
} from './projectParts.tsx';
import { ProjectStatesPanel } from './ProjectStatesPanel.tsx';
import { useProject, useProjectMutations } from './useProjects.ts';

export const PROJECT_TABS = ['overview', 'board', 'members', 'states', 'labels'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export interface ProjectPageProps {
  projectId: string;
  /** The projects list's address (the breadcrumb) and how to go there without a reload. */
  listHref: string;
  onOpenList: () => void;
  /** A story's page (from the board). */
  storyHref?: (id: string) => string;
  onOpenStory?: (id: string) => void;
  /** The story list filtered to this project. */
  onOpenStories?: (projectId: string) => void;
  /** The project was deleted for good: the app leaves for the list (default: onOpenList). */
  onDeleted?: () => void;
}

function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One project: its overview (status, health and note, lead, dates, progress, estimates), its
 * members, its states (add, rename, recolour, reorder, remove) and its labels.
 */
export function ProjectPage({
  projectId,
  listHref,
  onOpenList,
  storyHref,
  onOpenStory,
  onOpenStories,
  onDeleted,
}: ProjectPageProps) {
  const { t } = useTranslation('projects');
  const { project, error, isLoading, retry } = useProject(projectId);
  const [tab, setTab] = useState<ProjectTab>('overview');
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [unarchiving, setUnarchiving] = useState(false);
  const { requestElevation } = useMasterKey();
  const { update } = useProjectMutations();
  const dateOf = useProjectDate();
  useDocumentTitle(project ? `${project.name} · ${t('title')}` : t('title'));

  if (error || !project) {
    return (
      <DetailPageStatus
        loading={isLoading && !project}
        error={error}
        errorText={projectErrorMessage(t, error)}
        icon={<FolderX size={24} />}
        labels={{
          loading: t('project.loading'),
          notFoundTitle: t('project.notFoundTitle'),
          notFoundText: t('project.notFoundText'),
          backToList: t('project.backToList'),
          errorTitle: t('project.errorTitle'),
          retry: t('actions.retry'),
        }}
        onBack={onOpenList}
        onRetry={retry}
      />
    );
  }

  // The master password first: the dialog then only asks what to do.
  const askToRemove = async () => {
    if (await requestElevation({ label: t('remove.elevation.open', { name: project.name }) })) {
      setRemoving(true);
    }
  };
  const unarchive = async () => {
    setUnarchiving(true);
    try {
      await update(project.id, { status: 'active' });
      setNotice(t('remove.unarchived', { name: project.name }));
    } catch (failure) {
      setNotice(projectErrorMessage(t, failure));
    } finally {
      setUnarchiving(false);
    }
  };

  const renderLink = ({ href, className, children, ...rest }: PageHeaderLinkProps) => (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (href !== listHref || !isPlainClick(event)) return;
        event.preventDefault();
        onOpenList();
      }}
      {...rest}
    >
      {children}
    </a>
  );

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={<span dir="auto">{project.name}</span>}
          description={
            <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
              {project.key}
            </span>
          }
          breadcrumbs={[{ label: t('title'), href: listHref }, { label: project.name }]}
          breadcrumbsLabel={t('project.breadcrumbs')}
          renderLink={renderLink}
          actions={
            <Flex gap="2" wrap="wrap">
              {onOpenStories ? (
                <Button variant="soft" tone="neutral" onClick={() => onOpenStories(project.id)}>
                  {t('project.stories')}
                </Button>
              ) : null}
              {project.can_manage ? (
                <Button
                  variant="soft"
                  startIcon={<Pencil size={16} />}
                  onClick={() => setEditing(true)}
                >
                  {t('actions.edit')}
                </Button>
              ) : null}
              {project.can_manage && project.status === 'archived' ? (
                <Button
                  variant="soft"
                  tone="neutral"
                  loading={unarchiving}
                  startIcon={<ArchiveRestore size={16} />}
                  onClick={() => void unarchive()}
                >
                  {t('remove.unarchive')}
                </Button>
              ) : null}
              {project.can_manage ? (
                <Button
                  variant="soft"
                  tone="danger"
                  startIcon={<Archive size={16} />}
                  onClick={() => void askToRemove()}
                >
                  {project.status === 'archived' ? t('remove.openDelete') : t('remove.open')}
                </Button>
              ) : null}
            </Flex>
          }
        />
        <Box role="status" aria-live="polite">
          {notice ? (
            <Text size="2" color="gray">
              {notice}
            </Text>
          ) : null}
        </Box>
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ProjectTab)}>
          <Tabs.List aria-label={t('project.sections')}>
            {PROJECT_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {t(`project.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="overview">
              <Grid columns={{ initial: '1', md: '3' }} gap="4">
                <Card title={t('project.about')} titleAs="h2" style={{ gridColumn: 'span 2' }}>
                  <Flex direction="column" gap="3">
                    <Text as="p" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                      {project.description || t('project.noDescription')}
                    </Text>
                    <Flex gap="2" align="center" wrap="wrap">
                      <ProjectStatusBadge status={project.status} />
                      <ProjectHealthBadge health={project.health} />
                    </Flex>
                    {project.health_note ? (
                      <Text as="p" size="2" color="gray" dir="auto">
                        {project.health_note}
                      </Text>
                    ) : null}
                  </Flex>
                </Card>
                <Card title={t('fields.progress')} titleAs="h2">
                  <ProjectProgress
                    completed={project.progress.completed}
                    total={project.progress.total}
                  />
                </Card>
              </Grid>
              <Card title={t('project.details')} titleAs="h2" style={{ marginBlockStart: 16 }}>
                <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                  <DataList.Item>
                    <DataList.Label>{t('fields.lead')}</DataList.Label>
                    <DataList.Value>
                      <span dir="auto">
                        {project.lead ? personName(project.lead) : t('noLead')}
                      </span>
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('fields.members')}</DataList.Label>
                    <DataList.Value>
                      {t('project.memberCount', { count: project.member_count })}
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('fields.startDate')}</DataList.Label>
                    <DataList.Value>{dateOf(project.start_date, t('noDate'))}</DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('fields.targetDate')}</DataList.Label>
                    <DataList.Value>{dateOf(project.target_date, t('noDate'))}</DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('fields.estimateUnit')}</DataList.Label>
                    <DataList.Value>{t(`estimate.${project.estimate_unit}`)}</DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('fields.contentPipeline')}</DataList.Label>
                    <DataList.Value>
                      {project.content_pipeline
                        ? t('project.pipelineOn')
                        : t('project.pipelineOff')}
                    </DataList.Value>
                  </DataList.Item>
                </DataList.Root>
              </Card>
            </Tabs.Content>
            <Tabs.Content value="board">
              {tab === 'board' ? (
                <StoryBoard
                  projectId={project.id}
                  {...(storyHref ? { storyHref } : {})}
                  {...(onOpenStory ? { onOpenStory } : {})}
                />
              ) : null}
            </Tabs.Content>
            <Tabs.Content value="members">
              <ProjectMembersPanel project={project} onNotice={setNotice} />
            </Tabs.Content>
            <Tabs.Content value="states">
              <ProjectStatesPanel project={project} onNotice={setNotice} />
            </Tabs.Content>
            <Tabs.Content value="labels">
              <ProjectLabelsPanel project={project} onNotice={setNotice} />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Flex>
      <ProjectRemoveDialog
        project={project}
        open={removing}
        onOpenChange={setRemoving}
        onDone={(result) => {
          setRemoving(false);
          if (result.outcome === 'deleted') (onDeleted ?? onOpenList)();
          else setNotice(t('remove.archived', { name: project.name }));
        }}
      />
      <ProjectDialog
        open={editing}
        project={project}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          setNotice(t('project.saved'));
        }}
      />
    </Container>
  );
}
