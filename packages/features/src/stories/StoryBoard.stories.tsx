import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import {
  PHONE_VIEWPORT,
  projectsFakeOf,
  seedProjects,
  withProjectsProviders,
} from '../projects/testing/projectsStories.tsx';
import { StoryBoard } from './StoryBoard.tsx';

/** A project's board: columns by state with counts, drag and drop (keyboard too), quick add. */
const meta = {
  title: 'Features/Stories/StoryBoard',
  component: StoryBoard,
  loaders: [seedProjects()],
  decorators: [withProjectsProviders],
  parameters: { layout: 'padded' },
  args: { projectId: '' },
  render: (args, context) => (
    <StoryBoard {...args} projectId={projectsFakeOf(context).project('WEB').id} />
  ),
} satisfies Meta<typeof StoryBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const column = await screen.findByRole('region', { name: 'In progress' });
    await expect(within(column).getByText('About page copy')).toBeVisible();
  },
};

/** Keyboard dragging: Space lifts the card, Right Arrow moves it a column on, Space drops it. */
export const KeyboardMove: Story = {
  play: async ({ context }) => {
    const fake = projectsFakeOf(context);
    const from = await screen.findByRole('region', { name: 'In progress' });
    within(from).getByRole('button', { name: 'Move About page copy' }).focus();
    // The keyboard sensor measures the columns between key presses (animation frames).
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.keyboard(' ');
    await settle();
    await userEvent.keyboard('{ArrowRight}');
    await settle();
    await userEvent.keyboard(' ');
    await settle();
    const to = screen.getByRole('region', { name: 'In review' });
    await waitFor(() => expect(within(to).getByText('About page copy')).toBeVisible());
    await waitFor(async () => {
      const stored = await fake.api.stories.list({ q: 'About page copy' });
      await expect(stored.items[0]?.state.group).toBe('review');
    });
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedProjects({ language: 'ar' })],
  play: async () => {
    await expect(await screen.findByRole('region', { name: 'اللوحة' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Phone: Story = { parameters: PHONE_VIEWPORT, play: Default.play };

export const Loading: Story = { loaders: [seedProjects({ latencyMs: Infinity })] };

export const Error: Story = {
  loaders: [
    seedProjects({
      failWith: new ApiError({ kind: 'detail', status: 500, url: '/api/story/board' }),
    }),
  ],
  render: (args) => <StoryBoard {...args} projectId="00000000-0000-4000-8000-000000000001" />,
  play: async () => {
    await expect(await screen.findByText('The board could not be loaded')).toBeVisible();
  },
};

/** A project with the content pipeline: each column says the stage its state stands for. */
export const ContentStages: Story = {
  render: (args, context) => (
    <StoryBoard {...args} projectId={projectsFakeOf(context).project('SPR').id} />
  ),
  play: async () => {
    await expect(await screen.findByText('Stage: Script')).toBeVisible();
  },
};

/** A long column renders its first cards and offers the rest ("Show more"). */
export const LongColumn: Story = {
  loaders: [
    seedProjects({
      projects: [
        {
          key: 'WEB',
          name: 'Website relaunch',
          stories: Array.from({ length: 20 }, (_, index) => ({
            title: `Page ${index + 1}`,
            group: 'started' as const,
          })),
        },
      ],
    }),
  ],
  play: async () => {
    const column = await screen.findByRole('region', { name: 'In progress' });
    await expect(within(column).getByLabelText('20 stories')).toBeVisible();
    await userEvent.click(
      within(column).getByRole('button', { name: 'Show 8 more stories in In progress' }),
    );
    await expect(within(column).getByText('Page 20')).toBeVisible();
  },
};
