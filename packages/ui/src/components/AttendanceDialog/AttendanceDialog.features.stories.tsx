import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AttendanceDialog } from './AttendanceDialog';

// A frozen clock: two minutes have passed, so every story shows the same bar.
const frozen = { now: () => 120_000, startedAt: 0 };

const meta = {
  title: 'Feedback/AttendanceDialog/Features',
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
    ...frozen,
  },
} satisfies Meta<typeof AttendanceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeMinutesLeft: Story = {
  play: async () => {
    const bar = await screen.findByRole('progressbar', { name: 'Time left' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3:00');
  },
};

/** The last fifth of the time: the bar turns red. */
export const Urgent: Story = { args: { now: () => 270_000 } };

/** Persistent: Escape does nothing; End Session is the way out. */
export const Persistent: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End Session' }));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

/** A two-second countdown: onTimeout fires once at zero. */
export const TimesOut: Story = {
  args: { now: Date.now, startedAt: undefined, durationMs: 2000 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onTimeout).toHaveBeenCalledTimes(1), { timeout: 4000 });
  },
};

export const RTL: Story = {
  args: {
    title: 'تأكيد الحضور',
    message: 'هل ما زلت في العمل؟ تنتهي جلستك عند انتهاء الوقت.',
    continueLabel: 'متابعة الجلسة',
    endLabel: 'إنهاء الجلسة',
    countdownLabel: 'الوقت المتبقي',
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: {
    title: 'Please confirm that you are still working before your attendance session ends',
    message:
      'We have not seen any activity from you for a while. If you are still at work, continue your session; otherwise it ends automatically and you are marked as unavailable.',
    continueLabel: 'Yes, I am still working — continue my session',
    endLabel: 'No, end my session now',
  },
};
export const LongArabicLabels: Story = {
  args: {
    title: 'يُرجى تأكيد أنك ما زلت تعمل قبل انتهاء جلسة الحضور',
    message:
      'لم نرصد أي نشاط منك منذ فترة. إذا كنت ما زلت في العمل فتابع جلستك، وإلا فستنتهي تلقائيًا وستظهر حالتك غير متاح.',
    continueLabel: 'نعم، ما زلت أعمل — تابع جلستي',
    endLabel: 'لا، أنهِ جلستي الآن',
    countdownLabel: 'الوقت المتبقي',
  },
  globals: { locale: 'ar' },
};
