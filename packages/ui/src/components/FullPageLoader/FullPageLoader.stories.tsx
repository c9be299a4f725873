import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullPageLoader } from './FullPageLoader';

const meta = {
  title: 'Feedback/FullPageLoader',
  component: FullPageLoader,
  args: { label: 'Loading Atrium…' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { label: 'Checking your session…' } };
