import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { HomePage } from './HomePage.tsx';

const meta = {
  title: 'Features/Home/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { username: 'admin', full_name: 'Atrium Admin', role: 'super_admin' },
    // A fixed day keeps screenshots stable.
    now: new Date(2026, 10, 22, 9, 30),
  },
  decorators: [withFeatureProviders({ signedInAs: 'admin' })],
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome, Atrium Admin',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { user: { username: 'layla', full_name: 'ليلى حداد', role: 'admin' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('مرحبًا، ليلى حداد');
    await expect(page.getByText('الأحد، ٢٢ نوفمبر ٢٠٢٦')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
