import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { presenceOf } from './attendanceFormat.ts';
import { LatestAttendancePage } from './LatestAttendancePage.tsx';
import { TeamPresence } from './TeamPresence.tsx';
import {
  ATTENDANCE_NOW,
  createAttendanceFake,
  SERVER_ERROR,
  type AttendanceFakeOptions,
} from './testing/attendanceFake.ts';
import { AttendanceHarness } from './testing/AttendanceHarness.tsx';

function setup(
  options: AttendanceFakeOptions = {},
  language: 'en' | 'ar' = 'en',
  ui: 'page' | 'team' = 'page',
) {
  const fake = createAttendanceFake(options);
  render(
    <AttendanceHarness api={fake.api} session={fake.session} language={language}>
      {ui === 'page' ? (
        <LatestAttendancePage now={ATTENDANCE_NOW} />
      ) : (
        <TeamPresence now={ATTENDANCE_NOW} />
      )}
    </AttendanceHarness>,
  );
  return { fake, user: userEvent.setup() };
}

const column = (team: string, name: string) => {
  const region = screen.getByRole('region', { name: team });
  return within(region).getByRole('group', { name: new RegExp(`^${name} \\(`) });
};

describe('presenceOf', () => {
  it('tells working, off today and not started apart', () => {
    const now = new Date(2026, 10, 22, 11, 0);
    expect(presenceOf({ is_available: true, since: null }, now)).toBe('working');
    expect(
      presenceOf({ is_available: false, since: new Date(2026, 10, 22, 9).toISOString() }, now),
    ).toBe('off');
    expect(
      presenceOf({ is_available: false, since: new Date(2026, 10, 21, 18).toISOString() }, now),
    ).toBe('notStarted');
    expect(presenceOf({ is_available: false, since: null }, now)).toBe('notStarted');
  });
});

describe('LatestAttendancePage', () => {
  it('groups people by team into working, not started and off', async () => {
    setup();
    expect(await screen.findByRole('region', { name: 'Design' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Latest Attendance' }),
    ).toBeInTheDocument();
    expect(
      within(column('Design', 'Working'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Layla Haddad'), expect.stringContaining('Omar Khalil')]);
    expect(within(column('Design', 'Off')).getByText('Sara Nasser')).toBeInTheDocument();
    expect(
      within(column('Engineering', 'Not started')).getByText('Youssef Amin'),
    ).toBeInTheDocument();
    expect(within(column('No team', 'Not started')).getByText('Mona Farouk')).toBeInTheDocument();
    expect(within(column('Design', 'Working')).getByText('Since 08:30')).toHaveAttribute(
      'datetime',
    );
    expect(screen.getAllByRole('img', { name: 'Layla Haddad' })[0]!.parentElement).toHaveAttribute(
      'data-availability',
      'online',
    );
    expect(screen.getByRole('group', { name: 'Totals' })).toHaveTextContent('Working: 3');
  });

  it('filters by name, by status and by team', async () => {
    const { user } = setup();
    await screen.findByRole('region', { name: 'Design' });
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'omar');
    expect(screen.getByRole('region', { name: 'Design' })).toHaveTextContent('Omar Khalil');
    expect(screen.queryByRole('region', { name: 'Engineering' })).not.toBeInTheDocument();
    expect(screen.queryByText('Layla Haddad')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Name' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Off' }));
    expect(screen.getByText('Sara Nasser')).toBeInTheDocument();
    expect(screen.queryByText('Omar Khalil')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Engineering' }));
    expect(
      screen.getByRole('heading', { name: 'No one matches these filters' }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getByText('Omar Khalil')).toBeInTheDocument();
  });

  it('follows the view it is given (the URL) and reports changes to it', async () => {
    const fake = createAttendanceFake();
    const changes: unknown[] = [];
    render(
      <AttendanceHarness api={fake.api} session={fake.session}>
        <LatestAttendancePage
          now={ATTENDANCE_NOW}
          view={{ presence: 'off' }}
          onViewChange={(view) => changes.push(view)}
        />
      </AttendanceHarness>,
    );
    expect(await screen.findByText('Sara Nasser')).toBeInTheDocument();
    expect(screen.queryByText('Omar Khalil')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'sara');
    await waitFor(() => expect(changes.at(-1)).toEqual({ presence: 'off', q: 'sara' }));
  });

  it('shows one group without the team filter when teams cannot be read', async () => {
    const { fake } = setup({ role: 'user' });
    expect(await screen.findByRole('region', { name: 'No team' })).toHaveTextContent('Karim Said');
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    expect(fake.api.calls).not.toContain('team.list');
  });

  it('asks the server for everyone in one call', async () => {
    const { fake } = setup();
    await screen.findByRole('region', { name: 'Design' });
    const calls = fake.api.calls.filter((call) => call === 'attendance.usersStatus');
    expect(calls).toHaveLength(1);
  });

  it('has empty, error and loading states', async () => {
    setup({ statuses: [] });
    expect(await screen.findByRole('heading', { name: 'No one to show yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    setup({ failWith: SERVER_ERROR });
    expect(await screen.findByText('Attendance could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is busy while loading', () => {
    setup({ latencyMs: Infinity });
    expect(screen.getByLabelText('Loading attendance')).toHaveAttribute('aria-busy', 'true');
  });

  it('speaks Arabic with Arabic digits and times', async () => {
    setup({}, 'ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'آخر الحضور' }),
    ).toBeInTheDocument();
    // The board's answer renders as a transition (useNonBlockingAnswer), just after the heading.
    await waitFor(() =>
      expect(within(column('Design', 'يعملون الآن')).getByText(/^منذ ٠?٨:٣٠/)).toBeInTheDocument(),
    );
    expect(screen.getByRole('group', { name: 'الإجماليات' })).toHaveTextContent('يعملون الآن: ٣');
  });
});

describe('TeamPresence', () => {
  it('lists my teammates, working first, with a count', async () => {
    setup({}, 'en', 'team');
    expect(await screen.findByText('1 of 2 working now')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-presence'))).toEqual(['working', 'off']);
    expect(items[0]).toHaveTextContent('Omar Khalil');
  });

  it('has an empty state when I share no team', async () => {
    setup({ teammateIds: [] }, 'en', 'team');
    expect(await screen.findByText('No teammates yet')).toBeInTheDocument();
  });

  it('has an error state', async () => {
    setup({ failWith: SERVER_ERROR }, 'en', 'team');
    expect(await screen.findByText('Your team could not be loaded')).toBeInTheDocument();
  });
});
