import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { PEOPLE_AR, TEAMS_AR } from './testing/teamsFixtures.ts';
import { seedTeams, withTeamsProviders } from './testing/teamsStories.tsx';
import { TeamsPage } from './TeamsPage.tsx';

const meta = {
  title: 'Features/Teams/TeamsPage',
  component: TeamsPage,
  parameters: { layout: 'fullscreen' },
  args: { onOpenTeam: fn(), onOpenRoles: fn() },
  loaders: [seedTeams()],
  decorators: [withTeamsProviders()],
} satisfies Meta<typeof TeamsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Design' }));
    await expect(args.onOpenTeam).toHaveBeenCalled();
    await expect(page.getByText('Huda Saleh')).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [seedTeams({ teams: [] })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No teams yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [seedTeams({ latencyMs: Infinity })],
};

export const ErrorState: Story = {
  name: 'Error',
  loaders: [
    seedTeams({ failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/teams' }) }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Teams could not be loaded')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedTeams({ teams: TEAMS_AR, people: PEOPLE_AR })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'التصميم' })).toBeVisible();
    await expect(page.getByText('٣ صلاحيات')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
