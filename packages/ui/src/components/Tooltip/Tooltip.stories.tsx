import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy the invitation link',
    children: <Button startIcon={<Copy size={16} aria-hidden />}>Copy</Button>,
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A hint on hover and focus; it describes its trigger. Don't put essential information or interactive content in a tooltip.",
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Copy the invitation link');
    await userEvent.keyboard('{Escape}');
  },
};
export const Playground: Story = { args: { side: 'bottom', delayDuration: 200 } };
