import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { MasterPasswordCard } from './MasterPasswordCard.tsx';
import { withAccountProviders } from './accountStoryDecorator.tsx';

const MASTER = 'granite lantern orchard';
const NEXT = 'copper kettle meadow';

const meta = {
  title: 'Features/Account/MasterPasswordCard',
  component: MasterPasswordCard,
  // Signed in as a super admin (the only people who see it), with a master password set.
  decorators: [withAccountProviders({ masterPassword: MASTER }, [])],
} satisfies Meta<typeof MasterPasswordCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Set: changing it needs the current one; a wrong one is said on its field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText('Set')).toBeVisible();
    await expect(card.getByText(/resetting someone/)).toBeVisible();
    await userEvent.type(card.getByLabelText(/^Current master password/), 'not it');
    await userEvent.type(card.getByLabelText(/^New master password/), NEXT);
    await userEvent.type(card.getByLabelText(/^Confirm the master password/), NEXT);
    await userEvent.click(card.getByRole('button', { name: 'Change master password' }));
    await expect(await card.findByText('This is not the current master password')).toBeVisible();

    await userEvent.clear(card.getByLabelText(/^Current master password/));
    await userEvent.type(card.getByLabelText(/^Current master password/), MASTER);
    await userEvent.click(card.getByRole('button', { name: 'Change master password' }));
    await expect(await card.findByText(/^The master password was changed\./)).toBeVisible();
  },
};

/** None yet: the first one is set with the password policy, typed twice. */
export const NotSet: Story = {
  decorators: [withAccountProviders({}, [])],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText('Not set')).toBeVisible();
    await userEvent.type(card.getByLabelText(/^New master password/), 'short');
    await userEvent.type(card.getByLabelText(/^Confirm the master password/), 'other');
    await userEvent.click(card.getByRole('button', { name: 'Set master password' }));
    await expect(card.getByLabelText(/^New master password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.clear(card.getByLabelText(/^New master password/));
    await userEvent.type(card.getByLabelText(/^New master password/), MASTER);
    await userEvent.clear(card.getByLabelText(/^Confirm the master password/));
    await userEvent.type(card.getByLabelText(/^Confirm the master password/), MASTER);
    await userEvent.click(card.getByRole('button', { name: 'Set master password' }));
    await expect(await card.findByText(/^The master password is set\./)).toBeVisible();
    await expect(await card.findByLabelText(/^Current master password/)).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withAccountProviders({ latencyMs: Infinity }, [])],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the master password' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  name: 'Error',
  decorators: [
    withAccountProviders(
      {
        failWith: new ApiError({
          kind: 'no-response',
          status: 0,
          url: '/api/settings/master-password',
        }),
      },
      [],
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      await card.findByText('Could not find out whether a master password is set'),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  name: 'Arabic (RTL)',
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText('معيّنة')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'كلمة المرور الرئيسية' })).toBeVisible();
  },
};

export const ArabicNotSet: Story = {
  name: 'Arabic (RTL) not set',
  globals: { locale: 'ar' },
  decorators: [withAccountProviders({}, [])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('غير معيّنة')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Set')).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Set')).toBeVisible();
  },
};
