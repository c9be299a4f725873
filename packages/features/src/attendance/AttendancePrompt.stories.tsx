import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttendancePrompt } from './AttendancePrompt.tsx';
import { withAttendanceFake, withToasts } from './testing/attendanceStoryDecorator.tsx';
import { useAttendancePrompt } from './useAttendancePrompt.ts';

interface PromptStoryProps {
  message: string;
  onSessionEnded: () => void;
}

/** What the app does: the hook, the dialog, and a prompt arriving (here on mount). */
function PromptStory({ message, onSessionEnded }: PromptStoryProps) {
  const prompt = useAttendancePrompt({ onSessionEnded });
  const { onConfirmAttendance } = prompt;
  useEffect(() => {
    onConfirmAttendance({
      type: 'attendance.prompt',
      message,
      timestamp: new Date().toISOString(),
    });
  }, [message, onConfirmAttendance]);
  return <AttendancePrompt prompt={prompt} />;
}

const meta = {
  title: 'Features/Attendance/AttendancePrompt',
  component: PromptStory,
  args: {
    message: 'You have been working for an hour. Are you still at your desk?',
    onSessionEnded: fn(),
  },
  decorators: [withAttendanceFake(), withToasts],
} satisfies Meta<typeof PromptStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirm attendance' });
    await expect(dialog).toHaveTextContent('Are you still at your desk?');
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      body(canvasElement).getByRole('progressbar', { name: 'Time left' }),
    ).toHaveAttribute('aria-valuemax', '300000');
  },
};

export const ContinueSession: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Continue Session' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onSessionEnded).not.toHaveBeenCalled();
  },
};

export const EndSession: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'End Session' }));
    await waitFor(() => expect(args.onSessionEnded).toHaveBeenCalledTimes(1));
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  args: { message: 'مضت ساعة على بدء عملك. هل ما زلت تعمل؟' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'تأكيد الحضور' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(page.getByRole('button', { name: 'إنهاء الجلسة' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirm attendance' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
