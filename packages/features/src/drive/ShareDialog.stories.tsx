import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShareDialog } from './ShareDialog.tsx';
import {
  driveFakeOf,
  PHONE_VIEWPORT,
  seedDrive,
  withDriveProviders,
} from './testing/driveStories.tsx';

/** Who may open an item: the owner, its own entries, and what it inherits. */
const meta = {
  title: 'Features/Drive/ShareDialog',
  component: ShareDialog,
  loaders: [seedDrive()],
  decorators: [withDriveProviders],
  args: { item: null, onClose: fn(), onSaved: fn() },
  render: (args, context) => <ShareDialog {...args} item={driveFakeOf(context).item('Projects')} />,
} satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dialogNamed(name: string, listName = 'Who has access') {
  const dialog = await screen.findByRole('dialog', { name });
  const people = await within(dialog).findByRole('list', { name: listName });
  return { dialog, people };
}

/** The owner's view: add people and teams, set each one's role, remove them, save. */
export const Owner: Story = {
  play: async ({ args }) => {
    const { dialog, people } = await dialogNamed('Share “Projects”');
    await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: 'Add people or teams' }),
      'mar',
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Marketing (team)' }));
    await waitFor(async () => expect(await within(people).findByText('Marketing')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

/** Inside a shared folder: the entries it inherits, and from which folder. */
export const Inherited: Story = {
  render: (args, context) => (
    <ShareDialog {...args} item={driveFakeOf(context).item('Projects/Logos')} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share “Logos”' });
    await expect(
      await within(dialog).findByRole('list', { name: 'From the folders above' }),
    ).toHaveTextContent('From Projects');
  },
};

/** Shared for viewing: the list, and why it cannot be changed. */
export const ViewOnly: Story = {
  render: (args, context) => (
    <ShareDialog {...args} item={driveFakeOf(context).item('Brand kit')} />
  ),
  play: async () => {
    const { dialog } = await dialogNamed('Share “Brand kit”');
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'You can see who has access, but only the owner and editors can change it.',
        ),
      ).toBeVisible(),
    );
    await expect(within(dialog).queryByRole('combobox')).toBeNull();
  },
};

/** Someone who may not list teams: people only, and the picker says so. */
export const PeopleOnly: Story = {
  loaders: [seedDrive({ canListTeams: false })],
  play: async () => {
    const { dialog } = await dialogNamed('Share “Projects”');
    await waitFor(() =>
      expect(
        within(dialog).getByText('Only people. Teams can be added by those who manage teams.'),
      ).toBeVisible(),
    );
  },
};

export const Loading: Story = { loaders: [seedDrive({ latencyMs: Infinity })] };

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [
    seedDrive({
      language: 'ar',
      shares: {
        المشاريع: [
          ['huda', 'editor'],
          ['lina', 'viewer'],
        ],
      },
    }),
  ],
  render: (args, context) => <ShareDialog {...args} item={driveFakeOf(context).item('المشاريع')} />,
  play: async () => {
    const { people } = await dialogNamed('مشاركة «المشاريع»', 'من لديه صلاحية الوصول');
    await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const { people } = await dialogNamed('Share “Projects”');
    await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async () => {
    const { people } = await dialogNamed('Share “Projects”');
    await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(3));
  },
};
