import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '@atrium/ui';
import { WidgetError } from './WidgetError.tsx';

const meta = {
  title: 'Features/App/WidgetError',
  component: WidgetError,
  args: {
    title: 'Your attendance could not be loaded',
    message: 'No response received from server',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <Card title="My attendance" titleAs="h2" style={{ maxWidth: '24rem' }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof WidgetError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The alert's own file arrives after the first render; the text is there either way.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'تعذّر تحميل حضورك',
    message: 'لم يصل أي رد من الخادم',
    retryLabel: 'أعد المحاولة',
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
