import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richTextFromPlain, type TimelinePage } from '@atrium/api';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { StoryTimeline } from './StoryTimeline.tsx';
import { createAttachmentsFake } from './testing/attachmentsFixtures.ts';

const AT = '2026-11-27T10:00:00Z';

describe('the timeline of a story with attachments and a material decided through its link', () => {
  it('names the external reviewer and the files', async () => {
    const fake = await createAttachmentsFake();
    const entries: TimelinePage = {
      items: [
        {
          kind: 'activity',
          at: AT,
          activity: {
            id: '00000000-0000-4000-8000-000000000101',
            story_id: fake.storyId,
            actor: {
              id: '00000000-0000-4000-8000-000000000102',
              username: 'rana',
              full_name: 'Rana Mansour',
              is_active: true,
            },
            field: 'attachment_added',
            from: null,
            to: { id: '00000000-0000-4000-8000-000000000103', name: 'Press kit brief.pdf' },
            at: AT,
          },
        },
        {
          kind: 'activity',
          at: AT,
          activity: {
            id: '00000000-0000-4000-8000-000000000104',
            story_id: fake.storyId,
            actor: null,
            field: 'review_sent_back',
            from: null,
            to: { via: 'share_link', name: 'Nora Haddad' },
            at: AT,
          },
        },
        {
          kind: 'comment',
          at: AT,
          comment: {
            id: '00000000-0000-4000-8000-000000000105',
            story_id: fake.storyId,
            author: null,
            external_name: 'Nora Haddad',
            body: richTextFromPlain('The logo is too small.'),
            created_at: AT,
            edited_at: null,
            deleted_at: null,
            reactions: [],
            mine: false,
          },
        },
      ],
      total: 3,
      page: 1,
      size: 50,
    };
    const api = { ...fake.api, stories: { ...fake.api.stories, timeline: async () => entries } };
    render(
      <FeatureHarness api={api} session={fake.session}>
        <StoryTimeline storyId={fake.storyId} projectId={fake.story.project.id} />
      </FeatureHarness>,
    );
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(
      await within(timeline).findByText('Rana Mansour attached Press kit brief.pdf.'),
    ).toBeInTheDocument();
    expect(
      within(timeline).getByText('Nora Haddad (via the share link) asked for changes.'),
    ).toBeInTheDocument();
    expect(within(timeline).getByText('Nora Haddad (via the share link)')).toBeInTheDocument();
    expect(within(timeline).getByText('The logo is too small.')).toBeInTheDocument();
  });
});
