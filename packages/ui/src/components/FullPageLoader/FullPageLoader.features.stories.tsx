import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullPageLoader } from './FullPageLoader';

const meta = {
  title: 'Feedback/FullPageLoader/Features',
  component: FullPageLoader,
  args: { label: 'Loading Atrium…' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RTL: Story = { args: { label: 'جارٍ تحميل أتريوم…' }, globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabel: Story = {
  args: {
    label: 'Loading your workspace, teams, announcements and the latest attendance records…',
  },
};
