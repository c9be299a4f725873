import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { FAKE_ADMIN } from '@atrium/api/testing';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { fakeProfileFor } from './testing/paletteFixtures.ts';
import { CommandPalette } from './CommandPalette.tsx';

const people = [
  FAKE_ADMIN,
  { username: 'huda', password: 'correct horse battery', full_name: 'هدى صالح' },
  { username: 'dana', password: 'correct horse battery', full_name: 'Dana Haddad' },
];
const signedIn = withFeatureProviders(
  { users: people, signedInAs: FAKE_ADMIN.username },
  { signedInProfile: fakeProfileFor(FAKE_ADMIN) },
);

const meta = {
  title: 'Features/Search/CommandPalette',
  component: CommandPalette,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onNavigate: fn() },
  decorators: [signedIn],
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: the input has focus and says what it finds. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('combobox')).toHaveFocus();
  },
};

/** Results from pages and people, the first one active. */
export const Results: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('combobox'), 'da');
    const people = await screen.findByRole('group', { name: 'People' });
    await expect(within(people).getByRole('option', { name: /Dana Haddad/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** The sources are still answering. */
export const Loading: Story = {
  decorators: [
    withFeatureProviders(
      { users: people, signedInAs: FAKE_ADMIN.username, latencyMs: Infinity },
      { signedInProfile: fakeProfileFor(FAKE_ADMIN) },
    ),
  ],
  play: async () => {
    await userEvent.type(await screen.findByRole('combobox'), 'zz');
    await expect(await screen.findByText('Searching…')).toBeVisible();
  },
};

/** Nothing matches. */
export const Empty: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('combobox'), 'qqqq');
    await expect(await screen.findByText('Nothing matches “qqqq”.')).toBeVisible();
  },
};

/** The API is down: the server's sources say so; pages are still found. */
export const ErrorState: Story = {
  name: 'Error',
  decorators: [
    withFeatureProviders(
      {
        users: people,
        signedInAs: FAKE_ADMIN.username,
        failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/users' }),
      },
      { signedInProfile: fakeProfileFor(FAKE_ADMIN) },
    ),
  ],
  play: async () => {
    await userEvent.type(await screen.findByRole('combobox'), 'dr');
    await expect(await screen.findByText('People could not be searched.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await userEvent.type(await screen.findByRole('combobox'), 'هد');
    await expect(await screen.findByRole('option', { name: /هدى صالح/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await userEvent.type(await screen.findByRole('combobox'), 'da');
    await screen.findByRole('group', { name: 'People' });
  },
};

/** A phone: the dialog fills the width; the navbar's button opens it by touch. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async () => {
    await userEvent.type(await screen.findByRole('combobox'), 'da');
    await screen.findByRole('group', { name: 'Pages' });
  },
};
