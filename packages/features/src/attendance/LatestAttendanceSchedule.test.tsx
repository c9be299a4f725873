import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { presenceOf } from './attendanceFormat.ts';
import { LatestAttendancePage } from './LatestAttendancePage.tsx';
import {
  arabicBoard,
  ATTENDANCE_NOW,
  createAttendanceFake,
  SCHEDULE_STATUSES,
  type AttendanceFakeOptions,
} from './testing/attendanceFake.ts';
import { AttendanceHarness } from './testing/AttendanceHarness.tsx';

function setup(options: AttendanceFakeOptions, language: 'en' | 'ar' = 'en') {
  const fake = createAttendanceFake(options);
  render(
    <AttendanceHarness api={fake.api} session={fake.session} language={language}>
      <LatestAttendancePage now={ATTENDANCE_NOW} />
    </AttendanceHarness>,
  );
}

const column = (team: string, name: RegExp) =>
  within(screen.getByRole('region', { name: team })).getByRole('group', { name });

describe('Latest Attendance with working calendars', () => {
  it('puts people in the column of the server’s state, not of their last change', () => {
    const now = ATTENDANCE_NOW;
    // Finished today by the clock, but the server says on leave: off, not "finished at".
    const today = new Date(2026, 10, 22, 9).toISOString();
    expect(presenceOf({ is_available: false, since: today, availability: 'on_leave' }, now)).toBe(
      'off',
    );
    // Changed today, yet the server says the shift has not started: not started.
    expect(
      presenceOf({ is_available: false, since: today, availability: 'not_started' }, now),
    ).toBe('notStarted');
    expect(presenceOf({ is_available: false, since: null, availability: 'absent' }, now)).toBe(
      'notStarted',
    );
    expect(presenceOf({ is_available: false, since: null, availability: 'off_today' }, now)).toBe(
      'off',
    );
  });

  it('says who is late, on leave, off today and absent', async () => {
    setup({ statuses: SCHEDULE_STATUSES });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Design' })).toBeInTheDocument());
    const late = column('Design', /^Not started \(/);
    expect(within(late).getByText('Omar Khalil')).toBeInTheDocument();
    expect(within(late).getByText('Not started (12 min late)')).toBeInTheDocument();
    expect(within(column('Design', /^Off \(/)).getByText('On leave')).toBeInTheDocument();
    expect(within(column('Engineering', /^Off \(/)).getByText('Off today')).toBeInTheDocument();
    // Karim's shift has not begun: no "late" word.
    const waiting = column('Engineering', /^Not started \(/);
    expect(within(waiting).getByText('Karim Said')).toBeInTheDocument();
    expect(within(waiting).queryByText(/late/)).toBeNull();
    expect(
      within(column('No team', /^Not started \(/)).getByText('Absent today'),
    ).toBeInTheDocument();
  });

  it('says it in Arabic with Arabic digits', async () => {
    setup({ ...arabicBoard(SCHEDULE_STATUSES), language: 'ar' }, 'ar');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'التصميم' })).toBeInTheDocument(),
    );
    expect(screen.getByText('لم يبدأ (متأخر ١٢ دقيقة)')).toBeInTheDocument();
    expect(screen.getByText('في إجازة')).toBeInTheDocument();
    expect(screen.getByText('لا دوام اليوم')).toBeInTheDocument();
    expect(screen.getByText('غائب اليوم')).toBeInTheDocument();
  });
});
