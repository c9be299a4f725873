import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AttendanceDialog } from './AttendanceDialog';

const meta = {
  title: 'Feedback/AttendanceDialog',
  component: AttendanceDialog,
  args: {
    open: true,
    title: 'Confirm attendance',
    message: 'Are you still at work? Your session ends when the time runs out.',
    continueLabel: 'Continue Session',
    endLabel: 'End Session',
    countdownLabel: 'Time left',
    onContinue: fn(),
    onEnd: fn(),
    onTimeout: fn(),
  },
} satisfies Meta<typeof AttendanceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live: the bar runs down over 5 minutes. */
export const Default: Story = {
  play: async ({ args }) => {
    const bar = await screen.findByRole('progressbar', { name: 'Time left' });
    await expect(bar).toHaveAttribute('aria-valuemax', '300000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(args.onTimeout).not.toHaveBeenCalled();
  },
};

/** Every prop as a control (a 20-second countdown, to watch onTimeout fire). */
export const Playground: Story = { args: { durationMs: 20_000, intervalMs: 100 } };
