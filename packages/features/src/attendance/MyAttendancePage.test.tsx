import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isKnownAttendanceText } from './attendanceErrors.ts';
import { MyAttendancePage } from './MyAttendancePage.tsx';
import type { MyAttendanceView } from './myAttendanceView.ts';
import {
  myAttendanceRange,
  myAttendanceSearchString,
  parseMyAttendanceSearch,
  shiftMyAttendanceDate,
} from './myAttendanceView.ts';
import { AttendanceHarness } from './testing/AttendanceHarness.tsx';
import { ATTENDANCE_NOW, createAttendanceFake, ME_ID } from './testing/attendanceFake.ts';
import { novemberHistory } from './testing/attendanceHistoryFake.ts';

function renderPage(
  options: { language?: 'en' | 'ar'; role?: 'user' | 'super_admin'; view?: MyAttendanceView } = {},
) {
  const history = novemberHistory(ME_ID, ATTENDANCE_NOW);
  const role = options.role ?? 'super_admin';
  history.canReview = role === 'super_admin';
  const fake = createAttendanceFake({ history, role, language: options.language ?? 'en' });
  const views: MyAttendanceView[] = [];
  function Page() {
    const [view, setView] = useState<MyAttendanceView>(options.view ?? { period: 'week' });
    return (
      <MyAttendancePage
        view={view}
        onViewChange={(next) => {
          views.push(next);
          setView(next);
        }}
        today={ATTENDANCE_NOW}
      />
    );
  }
  render(
    <AttendanceHarness api={fake.api} session={fake.session} language={options.language ?? 'en'}>
      <Page />
    </AttendanceHarness>,
  );
  return { fake, history, views, user: userEvent.setup() };
}

const rowOf = async (grid: HTMLElement, name: RegExp) =>
  (await within(grid).findByText(name)).closest('[role="row"]') as HTMLElement;

describe('MyAttendancePage', () => {
  it("shows the week's days against the calendar, with badges and sessions needing review", async () => {
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Attendance by day' });
    const tuesday = await rowOf(grid, /Tuesday, 17 November|Tuesday 17 November/);
    expect(within(tuesday).getByText('Late 25 min')).toBeInTheDocument();
    expect(within(tuesday).getByText('7 h 35 min of 8 h 00 min')).toBeInTheDocument();
    const wednesday = await rowOf(grid, /Wednesday, 18 November|Wednesday 18 November/);
    expect(within(wednesday).getByText('No attendance')).toBeInTheDocument();
    const thursday = await rowOf(grid, /Thursday, 19 November|Thursday 19 November/);
    expect(within(thursday).getByText('Needs review: prompt unanswered')).toBeInTheDocument();
    expect(within(thursday).getByText(/Left early 4 h 50 min/)).toBeInTheDocument();
    const friday = await rowOf(grid, /Friday, 20 November|Friday 20 November/);
    expect(within(friday).getByText('Needs review: automatic check-out')).toBeInTheDocument();
    expect(within(friday).getByText('Overtime 4 h 00 min')).toBeInTheDocument();
    const saturday = await rowOf(grid, /Saturday, 21 November|Saturday 21 November/);
    expect(within(saturday).getByText('Weekend')).toBeInTheDocument();
  });

  it('moves to the month, where the holiday and the leave show, and keeps it in the view', async () => {
    const { user, views } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Month' }));
    expect(views.at(-1)).toEqual({ period: 'month' });
    const grid = await screen.findByRole('grid', { name: 'Attendance by day' });
    expect(await within(grid).findByText('Holiday: Founders Day')).toBeInTheDocument();
    expect(within(grid).getAllByText('On leave')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(views.at(-1)).toEqual({ period: 'month', date: '2026-10-01' });
  });

  it('keeps only the days to look at when asked, in the view', async () => {
    const { user, views } = renderPage();
    const grid = await screen.findByRole('grid', { name: 'Attendance by day' });
    await within(grid).findByText('Late 25 min');
    await user.click(screen.getByRole('switch', { name: 'Only days to look at' }));
    expect(views.at(-1)).toEqual({ period: 'week', attention: true });
    // Tuesday (late), Wednesday (nothing), Thursday and Friday (to review); not Monday.
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    expect(within(grid).queryByText(/Monday/)).toBeNull();
  });

  it('asks for a correction of a session, showing the server refusal on its field first', async () => {
    const { user, history } = renderPage();
    const grid = await screen.findByRole('grid', { name: 'Attendance by day' });
    const monday = await rowOf(grid, /Monday, 16 November|Monday 16 November/);
    await user.click(within(monday).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Ask for a correction of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    const end = within(dialog).getByLabelText(/^End/);
    // The end before the start: the server's message beside the End field.
    await user.clear(end);
    await user.type(end, '2026-11-16T08:00');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left at six');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '2026-11-16T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.corrections.at(-1)).toMatchObject({
      status: 'pending',
      reason: 'Left at six',
      session_id: history.sessions.find((entry) => entry.started_at.startsWith('2026-11-16'))?.id,
    });
    const mine = await screen.findByRole('grid', { name: 'My correction requests' });
    await waitFor(() => expect(within(mine).getAllByText('Waiting for review')).toHaveLength(2));
  });

  it('refuses an overlapping missing session in Arabic beside the start', async () => {
    const { user } = renderPage({ language: 'ar' });
    const grid = await screen.findByRole('grid', { name: 'الحضور حسب اليوم' });
    // Monday 16 November (الاثنين), worked 09:00–17:10: the default 09:00–17:00 overlaps it.
    const [mondayText] = await within(grid).findAllByText(/الاثنين/);
    const monday = mondayText?.closest('[role="row"]') as HTMLElement;
    await user.click(within(monday).getByRole('button', { name: /إجراءات/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'إضافة جلسة ناقصة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة جلسة ناقصة' });
    await user.type(within(dialog).getByRole('textbox', { name: /السبب/ }), 'نسيت');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    expect(await within(dialog).findByText('تتداخل هذه الأوقات مع جلسة أخرى')).toBeInTheDocument();
  });

  it('shows the history with original and corrected times, and lets a reviewer reject with a comment', async () => {
    const { user, history } = renderPage();
    const mine = await screen.findByRole('grid', { name: 'My correction requests' });
    expect(await within(mine).findByText('Confirmed with the badge log')).toBeInTheDocument();
    expect(within(mine).getByText('Approved')).toBeInTheDocument();
    expect(within(mine).getByText('No session recorded')).toBeInTheDocument();
    const review = await screen.findByRole('grid', { name: 'Corrections to review' });
    const omar = await rowOf(review, /Omar Khalil/);
    await user.click(within(omar).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correction asked by Omar Khalil' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Phone logs say no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.corrections.find((entry) => entry.user_id !== ME_ID)).toMatchObject({
      status: 'rejected',
      review_note: 'Phone logs say no',
    });
    // My own pending request is listed for review without a decision to take.
    const own = await rowOf(review, /Layla Haddad/);
    expect(within(own).queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('lets a Timesheet holder pick another person and see their days, without corrections to ask', async () => {
    const { user, views, fake } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Omar Khalil' }));
    expect(views.at(-1)).toEqual({
      period: 'week',
      userId: '10000000-0000-4000-8000-000000000002',
    });
    const grid = await screen.findByRole('grid', { name: 'Attendance by day' });
    const monday = await rowOf(grid, /Monday, 16 November|Monday 16 November/);
    await waitFor(() =>
      expect(within(monday).getByText('8 h 00 min of 8 h 00 min')).toBeInTheDocument(),
    );
    // Only one's own times are corrected: no actions, and no "My correction requests".
    expect(within(monday).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('grid', { name: 'My correction requests' })).toBeNull();
    expect(fake.api.calls).toContain('attendance.summary');
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Me' }));
    expect(views.at(-1)).toEqual({ period: 'week' });
  });

  it('hides the review list and the person picker without the Timesheet right', async () => {
    renderPage({ role: 'user' });
    await screen.findByRole('grid', { name: 'My correction requests' });
    expect(screen.queryByRole('heading', { name: 'Corrections to review' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Person' })).toBeNull();
  });

  it('every correction text the server sends has a translation', () => {
    for (const text of [
      'The end must be after the start',
      'A correction covers at most 24 hours',
      'Times cannot be in the future',
      'The corrected times overlap another session',
    ]) {
      expect(isKnownAttendanceText(text)).toBe(true);
    }
  });
});

describe('myAttendanceView', () => {
  it('reads and writes the URL, and steps weeks and months', () => {
    const view = parseMyAttendanceSearch(
      new URLSearchParams('tab=mine&period=month&date=2026-11-05&user=bogus&attention=1'),
    );
    expect(view).toEqual({ period: 'month', date: '2026-11-05', attention: true });
    expect(myAttendanceSearchString(view)).toBe(
      '?tab=mine&period=month&date=2026-11-05&attention=1',
    );
    expect(myAttendanceRange('week', '2026-11-22')).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(myAttendanceRange('month', '2026-02-10')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(shiftMyAttendanceDate('week', '2026-11-22', 1)).toBe('2026-11-23');
    expect(shiftMyAttendanceDate('month', '2026-01-31', -1)).toBe('2025-12-01');
  });
});
