import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderX, Pencil } from 'lucide-react';
import { isApiError } from '@atrium/api';
import {
  Box,
  Button,
  Card,
  Container,
  DataList,
  EmptyState,
  Flex,
  FullPageLoader,
  Grid,
  PageHeader,
  type PageHeaderLinkProps,
  Tabs,
  Text,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { StoryBoard } from '../stories/StoryBoard.tsx';
import { ProjectDialog } from './ProjectDialog.tsx';
import { ProjectLabelsPanel } from './ProjectLabelsPanel.tsx';
import { ProjectMembersPanel } from './ProjectMembersPanel.tsx';
import { projectErrorMessage } from './projectErrors.ts';
import {
  ProjectHealthBadge,
  ProjectProgress,
  ProjectStatusBadge,
  personName,
  useProjectDate,
} from './projectParts.tsx';
import { ProjectStatesPanel } from './ProjectStatesPanel.tsx';
import { useProject } from './useProjects.ts';

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
}: ProjectPageProps) {
  const { t } = useTranslation('projects');
  const { project, error, isLoading, retry } = useProject(projectId);
  const [tab, setTab] = useState<ProjectTab>('overview');
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const dateOf = useProjectDate();
  useDocumentTitle(project ? `${project.name} · ${t('title')}` : t('title'));

  if (isLoading && !project) return <FullPageLoader label={t('project.loading')} />;
  if (error || !project) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <Container size="2" px="4" py="8">
        <EmptyState
          titleAs="h2"
          icon={<FolderX size={24} />}
          title={missing ? t('project.notFoundTitle') : t('project.errorTitle')}
          text={missing ? t('project.notFoundText') : projectErrorMessage(t, error)}
          action={
            missing ? (
              <Button onClick={onOpenList}>{t('project.backToList')}</Button>
            ) : (
              <Button onClick={retry}>{t('actions.retry')}</Button>
            )
          }
        />
      </Container>
    );
  }

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
