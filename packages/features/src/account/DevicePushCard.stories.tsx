import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DevicePushCard } from './DevicePushCard.tsx';
import { withAccountProviders } from './accountStoryDecorator.tsx';

const meta = {
  title: 'Features/Account/DevicePushCard',
  component: DevicePushCard,
  args: { status: 'default', onEnable: fn(async () => 'granted' as const) },
  decorators: [withAccountProviders()],
} satisfies Meta<typeof DevicePushCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not decided yet: one click asks the browser. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Turn on push notifications' }));
    await expect(args.onEnable).toHaveBeenCalledOnce();
    await expect(await card.findByText('On')).toBeVisible();
  },
};

export const On: Story = { args: { status: 'granted' } };

/** The browser remembers a refusal: only the site settings can undo it. */
export const Blocked: Story = { args: { status: 'denied' } };

export const Unsupported: Story = { args: { status: 'unsupported' } };

/** Firebase is not configured on this server: live notifications still arrive while open. */
export const NotSetUp: Story = { args: { status: 'unconfigured' } };

export const Arabic: Story = { globals: { locale: 'ar' } };

export const ArabicBlocked: Story = { args: { status: 'denied' }, globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };
