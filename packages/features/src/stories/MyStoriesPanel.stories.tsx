import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@atrium/api';
import { expect, screen, within } from 'storybook/test';
import { Container } from '@atrium/ui';
import { MyStoriesPanel } from './MyStoriesPanel.tsx';
import {
  PHONE_VIEWPORT,
  seedProjects,
  withProjectsProviders,
} from '../projects/testing/projectsStories.tsx';

/** "My stories" as the home page will show it: overdue, due soon, assigned and open. */
const meta = {
  title: 'Features/Stories/MyStoriesPanel',
  component: MyStoriesPanel,
  loaders: [seedProjects({ dueWork: true })],
  decorators: [
    withProjectsProviders,
    (Story) => (
      <Container size="4" p="4">
        <Story />
      </Container>
    ),
  ],
  args: { size: 5 },
} satisfies Meta<typeof MyStoriesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const overdue = await screen.findByRole('list', { name: 'Overdue' });
    await expect(within(overdue).getByText('Launch checklist')).toBeVisible();
    await expect(screen.getByRole('list', { name: 'Due in the next 7 days' })).toBeVisible();
  },
};

/** The home page's smaller version: one section, with "See all". */
export const HomeCard: Story = {
  args: { size: 1, sections: ['assigned'], onSeeAll: () => undefined },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: 'See all 3 in Assigned to me' }),
    ).toBeVisible();
  },
};

export const Loading: Story = { loaders: [seedProjects({ latencyMs: Infinity })] };

/** Huda's one story is done: nothing to do. */
export const Empty: Story = {
  loaders: [seedProjects({ signedInAs: 'huda' })],
  play: async () => {
    await expect(await screen.findByText('Nothing overdue.')).toBeVisible();
  },
};

export const Error: Story = {
  loaders: [
    seedProjects({ failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/story' }) }),
  ],
  play: async () => {
    await expect((await screen.findAllByText('Your stories could not be loaded'))[0]).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar', dueWork: true })],
  play: async () => {
    await expect(await screen.findByRole('list', { name: 'متأخرة' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = { parameters: PHONE_VIEWPORT, play: Default.play };
