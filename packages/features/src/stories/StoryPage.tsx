import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileX } from 'lucide-react';
import { PAGE_SIZE_ALL } from '@atrium/api';
import {
  Box,
  Card,
  Container,
  Flex,
  Grid,
  PageHeader,
  type PageHeaderLinkProps,
  Text,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { DriveLink } from '../drive/DriveLink.tsx';
import { DetailPageStatus } from '../projects/DetailPageStatus.tsx';
import { ProjectProgress } from '../projects/projectParts.tsx';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { useProject } from '../projects/useProjects.ts';
import { StoryDescription } from './StoryDescription.tsx';
import { StoryFieldsForm } from './StoryFieldsForm.tsx';
import { StoryReviewPanel, StoryTimePanel } from './StorySidePanels.tsx';
import { AddSubStory, StoryLinksPanel } from './StoryLinksPanel.tsx';
import { StoryAttachmentsPanel } from './StoryAttachmentsPanel.tsx';
import { StoryTimeline } from './StoryTimeline.tsx';
import { StoryPriorityBadge, StoryStageBadge, StoryStateLabel } from './storyParts.tsx';
import { useStories } from './useStories.ts';
import { useStory } from './useStory.ts';

export interface StoryPageProps {
  storyId: string;
  /** The list the breadcrumb leads back to, and how to go there without a reload. */
  listHref: string;
  onOpenList: () => void;
  /** Another story (parent, sub-story, link). */
  storyHref?: (id: string) => string;
  onOpenStory?: (id: string) => void;
}

function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One story: its title, state and priority, description, parent and sub-stories with progress,
 * links, the timeline (activity and comments), its fields (saved on the version they were read
 * at: a 409 shows the fresh story and keeps the person's edits), review, and time.
 */
export function StoryPage({
  storyId,
  listHref,
  onOpenList,
  storyHref,
  onOpenStory,
}: StoryPageProps) {
  const { t } = useTranslation('stories');
  const { story, error, isLoading, retry } = useStory(storyId);
  const { project } = useProject(story?.project.id);
  const { stories: subStories } = useStories({ parent_id: storyId, size: PAGE_SIZE_ALL });
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(story ? `${story.key} ${story.title}` : t('title'));

  if (error || !story) {
    return (
      <DetailPageStatus
        loading={isLoading && !story}
        error={error}
        errorText={projectErrorMessage(t, error)}
        icon={<FileX size={24} />}
        labels={{
          loading: t('story.loading'),
          notFoundTitle: t('story.notFoundTitle'),
          notFoundText: t('story.notFoundText'),
          backToList: t('story.backToList'),
          errorTitle: t('story.errorTitle'),
          retry: t('actions.retry'),
        }}
        onBack={onOpenList}
        onRetry={retry}
      />
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
  const storyLink = (id: string, text: string) => (
    <DriveLink href={storyHref?.(id)} onOpen={() => onOpenStory?.(id)}>
      {text}
    </DriveLink>
  );

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={<span dir="auto">{story.title}</span>}
          description={
            <span
              style={{
                display: 'inline-flex',
                gap: 'var(--space-3)',
                alignItems: 'center',
                flexWrap: 'wrap',
              }}
            >
              <span dir="ltr">{story.key}</span>
              <StoryStateLabel state={story.state} />
              {story.state.stage ? <StoryStageBadge stage={story.state.stage} /> : null}
              <StoryPriorityBadge priority={story.priority} />
              <span dir="auto">{story.project.name}</span>
            </span>
          }
          breadcrumbs={[{ label: t('title'), href: listHref }, { label: story.key }]}
          breadcrumbsLabel={t('story.breadcrumbs')}
          renderLink={renderLink}
        />
        <Box role="status" aria-live="polite">
          {notice ? (
            <Text size="2" color="gray">
              {notice}
            </Text>
          ) : null}
        </Box>
        <Grid columns={{ initial: '1', md: '3' }} gap="5" align="start">
          <Flex direction="column" gap="4" style={{ gridColumn: 'span 2', minWidth: 0 }}>
            <Card title={t('story.description')} titleAs="h2">
              <StoryDescription story={story} />
            </Card>
            {story.parent ? (
              <Card title={t('story.parent')} titleAs="h2">
                <Text>
                  <span dir="ltr">{story.parent.key}</span>{' '}
                  {storyLink(story.parent.id, story.parent.title)}
                </Text>
              </Card>
            ) : null}
            <Card title={t('story.subStories')} titleAs="h2">
              <Flex direction="column" gap="3">
                <ProjectProgress
                  completed={story.sub_stories.completed}
                  total={story.sub_stories.total}
                />
                {subStories.length > 0 ? (
                  <ul
                    aria-label={t('story.subStories')}
                    style={{ margin: 0, paddingInlineStart: '1.25rem' }}
                  >
                    {subStories.map((sub) => (
                      <li key={sub.id}>
                        <Flex gap="2" align="center" wrap="wrap">
                          <Text size="2" color="gray" dir="ltr">
                            {sub.key}
                          </Text>
                          {storyLink(sub.id, sub.title)}
                          <StoryStateLabel state={sub.state} />
                        </Flex>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Text color="gray">{t('story.noSubStories')}</Text>
                )}
                <AddSubStory story={story} />
              </Flex>
            </Card>
            <Card title={t('story.links')} titleAs="h2">
              <StoryLinksPanel story={story} storyHref={storyHref} onOpenStory={onOpenStory} />
            </Card>
            <Card title={t('timeline.title')} titleAs="h2">
              <StoryTimeline storyId={story.id} projectId={story.project.id} />
            </Card>
          </Flex>
          <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
            <StoryReviewPanel story={story} />
            <Card title={t('story.fields')} titleAs="h2">
              <StoryFieldsForm story={story} project={project} onSaved={setNotice} />
            </Card>
            <StoryTimePanel story={story} />
            <StoryAttachmentsPanel story={story} />
          </Flex>
        </Grid>
      </Flex>
    </Container>
  );
}
