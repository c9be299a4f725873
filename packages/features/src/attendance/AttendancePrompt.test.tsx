import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atrium/api';
import { useNotificationEvents } from '../notifications/useNotificationEvents.ts';
import { AttendancePrompt } from './AttendancePrompt.tsx';
import { createAttendanceFake, type AttendanceFake } from './testing/attendanceFake.ts';
import { AttendanceHarness } from './testing/AttendanceHarness.tsx';
import { useAttendancePrompt, type AttendancePromptController } from './useAttendancePrompt.ts';

function PromptHost({ onSessionEnded }: { onSessionEnded: () => void }) {
  const prompt = useAttendancePrompt({ onSessionEnded });
  useNotificationEvents({ onConfirmAttendance: prompt.onConfirmAttendance, playSound: () => {} });
  return <AttendancePrompt prompt={prompt} />;
}

const MESSAGE = 'Are you still working? Confirm within 5 minutes.';

function setup(fake: AttendanceFake = createAttendanceFake(), language: 'en' | 'ar' = 'en') {
  const onSessionEnded = vi.fn();
  render(
    <AttendanceHarness api={fake.api} session={fake.session} language={language}>
      <PromptHost onSessionEnded={onSessionEnded} />
    </AttendanceHarness>,
  );
  act(() => {
    fake.api.emitEvent({
      type: 'attendance.prompt',
      message: MESSAGE,
      timestamp: new Date().toISOString(),
    });
  });
  return { fake, onSessionEnded };
}

async function flush() {
  // Lets the awaited fake calls settle under the fake clock.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('AttendancePrompt', () => {
  // The dialog is a lazy component: shown once here, on the real clock, later prompts render it
  // at once (the fake clock below would otherwise hold its download's promise).
  beforeAll(async () => {
    const fake = createAttendanceFake();
    const prompt = {
      event: { type: 'attendance.prompt', message: MESSAGE, timestamp: new Date().toISOString() },
      onConfirmAttendance: () => undefined,
      continueSession: async () => undefined,
      endSession: async () => undefined,
    } satisfies AttendancePromptController;
    const { unmount } = render(
      <AttendanceHarness api={fake.api} session={fake.session}>
        <AttendancePrompt prompt={prompt} />
      </AttendanceHarness>,
    );
    await screen.findByRole('dialog', { name: 'Confirm attendance' });
    unmount();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens a persistent dialog with the message and a 5-minute countdown', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Confirm attendance' });
    expect(dialog).toHaveTextContent(MESSAGE);
    const bar = screen.getByRole('progressbar', { name: 'Time left' });
    expect(bar).toHaveAttribute('aria-valuetext', '5:00');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(bar).toHaveAttribute('aria-valuetext', '4:00');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Continue Session closes the dialog and calls the continue-session endpoint', async () => {
    const { fake, onSessionEnded } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.api.calls).toContain('attendance.continueSession');
    expect(fake.api.calls).not.toContain('attendance.setStatus');
    // The timer is stopped: running past the countdown ends nothing.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400_000);
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(fake.api.calls).not.toContain('attendance.setStatus');
  });

  it('End Session finishes working, then calls onSessionEnded', async () => {
    const { fake, onSessionEnded } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    await flush();
    expect(fake.me.working).toBe(false);
    expect(fake.api.calls.filter((call) => call === 'attendance.setStatus')).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the countdown reaches zero, once', async () => {
    const { fake, onSessionEnded } = setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299_900);
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(fake.me.working).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await flush();
    expect(fake.me.working).toBe(false);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(fake.api.calls.filter((call) => call === 'attendance.setStatus')).toHaveLength(1);
  });

  it('only logs a failed End Session (no text for the user) and still ends', async () => {
    const failure = new ApiError({
      kind: 'detail',
      status: 500,
      url: '/api/user/status',
      detail: 'Boom',
    });
    const fake = createAttendanceFake();
    fake.api.attendance.setStatus = () => Promise.reject(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onSessionEnded } = setup(fake);
    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    await flush();
    expect(log).toHaveBeenCalledWith('End session error', failure);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('only logs a failed Continue Session', async () => {
    const failure = new ApiError({
      kind: 'detail',
      status: 409,
      url: '/api/user/attendance',
      detail: 'Nope',
    });
    const fake = createAttendanceFake();
    fake.api.attendance.continueSession = () => Promise.reject(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onSessionEnded } = setup(fake);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await flush();
    expect(log).toHaveBeenCalledWith('Continue session error', failure);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  });

  it('speaks Arabic with Arabic digits in the countdown', () => {
    setup(createAttendanceFake(), 'ar');
    expect(screen.getByRole('dialog', { name: 'تأكيد الحضور' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متابعة الجلسة' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '٥:٠٠');
  });
});
