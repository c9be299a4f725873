import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import type { TeamsFake } from './testing/teamsFixtures.ts';
import { PEOPLE_AR, TEAMS_AR } from './testing/teamsFixtures.ts';
import { seedTeams, withTeamsProviders } from './testing/teamsStories.tsx';
import { TeamPage, type TeamPageProps } from './TeamPage.tsx';

/** Renders the page for one seeded team, by name. */
function TeamByName({ name, ...props }: Omit<TeamPageProps, 'teamId'> & { name: string }) {
  return <TeamPage teamId={name} {...props} />;
}

const meta = {
  title: 'Features/Teams/TeamPage',
  component: TeamByName,
  parameters: { layout: 'fullscreen' },
  args: { name: 'Design', onBack: fn(), onOpenRoles: fn() },
  loaders: [seedTeams()],
  decorators: [withTeamsProviders()],
  render: (args, { loaded }) => {
    const fake = (loaded as { teamsFake: TeamsFake }).teamsFake;
    const { name, ...props } = args;
    return <TeamPage teamId={fake.teamIds.get(name) ?? name} {...props} />;
  },
} satisfies Meta<typeof TeamByName>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Design' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remove Karim Khalil' }));
    await expect(page.getByText('Unsaved changes')).toBeVisible();
  },
};

export const Elevated: Story = {
  decorators: [withTeamsProviders({ elevated: true })],
};

/** A team without members or permissions. */
export const Empty: Story = {
  loaders: [seedTeams({ teams: [{ name: 'Support', members: [], permissions: [] }] })],
  args: { name: 'Support' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No members yet. Add people below.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [seedTeams({ latencyMs: Infinity })],
};

export const ErrorState: Story = {
  name: 'Error',
  loaders: [
    seedTeams({ failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/team' }) }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The team could not be loaded'),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { name: '00000000-0000-4000-8000-999999999999' },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedTeams({ teams: TEAMS_AR, people: PEOPLE_AR })],
  args: { name: 'التصميم' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'التصميم' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
