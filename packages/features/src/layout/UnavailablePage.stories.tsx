import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { UnavailablePage } from './UnavailablePage.tsx';

const meta = {
  title: 'Features/Layout/UnavailablePage',
  component: UnavailablePage,
  args: { area: 'drive', onHome: fn() },
  decorators: [withFeatureProviders()],
} satisfies Meta<typeof UnavailablePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Drive is not available yet',
    );
    await userEvent.click(page.getByRole('button', { name: 'Back to home' }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
