import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { withUsersFake } from './testing/usersStoryDecorator.tsx';
import { UsersBulkBar } from './UsersBulkBar.tsx';
import { UsersPage } from './UsersPage.tsx';

/** A phone's width, whatever the runner's viewport. */
const phoneWidth: Decorator = (Story) => (
  <div style={{ maxInlineSize: 360 }}>
    <Story />
  </div>
);

/** The bar over the users list while people are selected: the count, the actions and clear. */
const meta = {
  title: 'Features/Users/UsersBulkBar',
  component: UsersBulkBar,
  args: { count: 3, onDeactivate: fn(), onAddToTeam: fn(), onClear: fn() },
  decorators: [withFeatureProviders({ signedInAs: 'admin' })],
} satisfies Meta<typeof UsersBulkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Selected users' });
    await expect(within(bar).getByText('3 selected')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onDeactivate).toHaveBeenCalled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** Deactivating: the button shows progress, the others wait. */
export const Busy: Story = {
  args: { busy: 'deactivate' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Selected users' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(within(bar).getByRole('button', { name: /Deactivating/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(bar).getByRole('button', { name: 'Clear selection' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: {
    error: 'You can only add people to teams whose permissions you have yourself.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Nothing was changed');
  },
};

/** Without the Teams permission there is no team to choose: no add button. */
export const WithoutTeams: Story = {
  args: { onAddToTeam: undefined },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'المستخدمون المحددون' });
    await expect(within(bar).getByText('٣ مستخدمين محددين')).toBeVisible();
  },
};

export const ArabicBusy: Story = {
  globals: { locale: 'ar' },
  args: { count: 12, busy: 'addToTeam' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { error: 'The master password was not entered, so nothing was changed.' },
};

export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [phoneWidth],
  args: { count: 120 },
};

/** On the page: tick two people, the bar appears above the list with their count. */
export const OnThePage: Story = {
  render: () => <UsersPage onOpenUser={fn()} />,
  parameters: { layout: 'fullscreen' },
  decorators: [withUsersFake()],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Select Omar Haddad' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Select Lina Nasser' }));
    const bar = page.getByRole('region', { name: 'Selected users' });
    await expect(within(bar).getByText('2 selected')).toBeVisible();
  },
};

/** The confirmation before deactivating names how many and who. */
export const ConfirmDeactivate: Story = {
  render: () => <UsersPage onOpenUser={fn()} />,
  parameters: { layout: 'fullscreen' },
  decorators: [withUsersFake()],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Select Omar Haddad' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Select Lina Nasser' }));
    await userEvent.click(page.getByRole('button', { name: 'Deactivate' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Deactivate 2 users?',
    });
    await expect(dialog).toHaveTextContent('Omar Haddad and Lina Nasser');
  },
};
