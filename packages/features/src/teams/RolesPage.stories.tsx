import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { MASTER_PASSWORD, PEOPLE_AR, TEAMS_AR } from './testing/teamsFixtures.ts';
import { seedTeams, withTeamsProviders } from './testing/teamsStories.tsx';
import { RolesPage } from './RolesPage.tsx';

const meta = {
  title: 'Features/Teams/RolesPage',
  component: RolesPage,
  parameters: { layout: 'fullscreen' },
  args: { onOpenTeam: fn() },
  loaders: [seedTeams()],
  decorators: [withTeamsProviders()],
} satisfies Meta<typeof RolesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read only, with the change log of the seeded changes. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByLabelText('Drive for Design')).toBeDisabled();
    await expect(await page.findByRole('heading', { name: 'Change log' })).toBeVisible();
  },
};

/** Unlocked with the master password, one change pending. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Unlock editing' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Master password/), MASTER_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const reports = page.getByLabelText('Reports for Marketing');
    await expect(reports).toBeEnabled();
    await userEvent.click(reports);
    await expect(page.getByRole('button', { name: 'Save Marketing' })).toBeEnabled();
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
    await expect(
      await within(canvasElement).findByText('The permissions could not be loaded'),
    ).toBeVisible();
  },
};

/** A team admin: no change log, and no granting of what they do not hold. */
export const TeamAdmin: Story = {
  loaders: [
    seedTeams({
      signedInAs: { username: 'rana', role: 'admin', permissions: ['Teams Management', 'Drive'] },
    }),
  ],
  decorators: [withTeamsProviders({ elevated: true })],
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedTeams({ teams: TEAMS_AR, people: PEOPLE_AR })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('الملفات لفريق التصميم'),
    ).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** A 390 px phone: one team at a time, any of them chosen from the team list. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
