import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AttendanceCard } from './AttendanceCard.tsx';
import { AttendanceControl } from './AttendanceControl.tsx';
import {
  ATTENDANCE_NOW,
  createAttendanceFake,
  SERVER_ERROR,
  type AttendanceFakeOptions,
} from './testing/attendanceFake.ts';
import { AttendanceHarness } from './testing/AttendanceHarness.tsx';

function setup(
  ui: 'control' | 'card',
  options: AttendanceFakeOptions = {},
  language: 'en' | 'ar' = 'en',
) {
  const fake = createAttendanceFake(options);
  render(
    <AttendanceHarness api={fake.api} session={fake.session} language={language}>
      {ui === 'control' ? (
        <AttendanceControl now={ATTENDANCE_NOW} />
      ) : (
        <AttendanceCard now={ATTENDANCE_NOW} />
      )}
    </AttendanceHarness>,
  );
  return { fake, user: userEvent.setup() };
}

describe('AttendanceControl', () => {
  it('shows Finish Working and the time worked today while working', async () => {
    setup('control', {
      me: { working: true, since: ATTENDANCE_NOW.toISOString(), minutesToday: 125 },
    });
    expect(await screen.findByRole('button', { name: 'Finish Working' })).toBeEnabled();
    expect(screen.getByText('Today: 2 h 05 min')).toBeInTheDocument();
  });

  it('Start Working calls setStatus(true) and switches to Finish Working', async () => {
    const { fake, user } = setup('control', {
      me: { working: false, since: null, minutesToday: 0 },
    });
    // While the status loads, the time keeps its place, hidden, and the button waits.
    expect(screen.getByText('Today: 0 min')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Working' })).toBeDisabled();
    await waitFor(() => expect(screen.getByText('Today: 0 min')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Start Working' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Start Working' }));
    expect(await screen.findByRole('button', { name: 'Finish Working' })).toBeInTheDocument();
    expect(fake.me.working).toBe(true);
    expect(
      fake.api.calls.filter((call) => call === 'attendance.statusHistory').length,
    ).toBeGreaterThan(1);
  });

  it('shows a failed Finish Working as an error toast', async () => {
    const { fake, user } = setup('control');
    fake.api.attendance.setStatus = () => Promise.reject(SERVER_ERROR);
    await user.click(await screen.findByRole('button', { name: 'Finish Working' }));
    const toast = (await screen.findByText('Could not finish working')).closest('li');
    expect(toast).toHaveAttribute('data-tone', 'error');
    expect(within(toast as HTMLElement).getByText('An error occurred')).toBeInTheDocument();
  });

  it('offers a retry when the state cannot be loaded', async () => {
    setup('control', { failWith: SERVER_ERROR });
    expect(
      await screen.findByRole('button', { name: 'Attendance: try again' }),
    ).toBeInTheDocument();
  });

  it('speaks Arabic with Arabic digits', async () => {
    setup(
      'control',
      { me: { working: true, since: ATTENDANCE_NOW.toISOString(), minutesToday: 75 } },
      'ar',
    );
    expect(await screen.findByText('اليوم: ١ س ١٥ د')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنهاء العمل' })).toBeInTheDocument();
  });
});

describe('AttendanceCard', () => {
  it('shows status, since when and time worked, and finishes working', async () => {
    const { fake, user } = setup('card');
    expect(await screen.findByText('Working')).toBeInTheDocument();
    expect(screen.getByText('2 h 30 min')).toBeInTheDocument();
    expect(screen.getByText(/^Since /)).toHaveAttribute('datetime', fake.me.since);
    await user.click(screen.getByRole('button', { name: 'Finish Working' }));
    await waitFor(() => expect(screen.getByText('Not working')).toBeInTheDocument());
    expect(fake.me.working).toBe(false);
  });

  it('shows an error with a retry', async () => {
    setup('card', { failWith: SERVER_ERROR });
    expect(await screen.findByText('Your attendance could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a loading state', () => {
    setup('card', { latencyMs: Infinity });
    expect(screen.getByRole('status', { name: 'Loading your attendance' })).toBeInTheDocument();
  });
});
