import { describe, expect, it } from 'vitest';
import {
  approvalsInputOf,
  dayBalance,
  DEFAULT_TIMESHEET_VIEW,
  formatHours,
  parseHours,
  parseTimesheetSearch,
  rowName,
  shiftDate,
  targetOfRow,
  timesheetSearchString,
} from './timesheetView.ts';

const REVIEW = '00000000-0000-4000-8000-000000000abc';

describe('timesheet view in the URL', () => {
  it('reads and writes the tab, week, filters, page and review, leaving defaults out', () => {
    expect(parseTimesheetSearch(new URLSearchParams(''))).toEqual(DEFAULT_TIMESHEET_VIEW);
    const view = parseTimesheetSearch(
      new URLSearchParams('tab=approvals&status=approved&page=3&size=25&week=2030-11-20'),
    );
    expect(view).toEqual({
      tab: 'approvals',
      status: 'approved',
      page: 3,
      size: 25,
      week: '2030-11-20',
    });
    expect(timesheetSearchString(view)).toBe(
      '?tab=approvals&week=2030-11-20&status=approved&page=3&size=25',
    );
    expect(timesheetSearchString(DEFAULT_TIMESHEET_VIEW)).toBe('');
    expect(approvalsInputOf(view)).toEqual({ status: 'approved', page: 3, size: 25 });
  });

  it('opens a notification link to a review on the approvals tab, ignoring junk', () => {
    expect(parseTimesheetSearch(new URLSearchParams(`review=${REVIEW}`))).toMatchObject({
      tab: 'approvals',
      review: REVIEW,
    });
    expect(
      parseTimesheetSearch(new URLSearchParams('review=1;drop&week=monday&size=7&page=-2&tab=x')),
    ).toEqual(DEFAULT_TIMESHEET_VIEW);
  });
});

describe('hours', () => {
  it('reads what people type: decimals, clock times, Arabic digits and separators', () => {
    expect(parseHours('7.5')).toBe(450);
    expect(parseHours('7,5')).toBe(450);
    expect(parseHours('1:30')).toBe(90);
    expect(parseHours('2h15')).toBe(135);
    expect(parseHours('٧٫٥')).toBe(450);
    expect(parseHours('۳')).toBe(180);
    expect(parseHours('')).toBe(0);
    expect(parseHours('0.25')).toBe(15);
    expect(parseHours('abc')).toBeNull();
    expect(parseHours('1:75')).toBeNull();
    expect(parseHours('-2')).toBeNull();
    expect(parseHours('.')).toBeNull();
  });

  it('shows minutes as hours in the reader’s digits', () => {
    expect(formatHours(450, 'en')).toBe('7.5');
    expect(formatHours(470, 'en')).toBe('7.83');
    expect(formatHours(0, 'en')).toBe('0');
    expect(formatHours(450, 'ar-u-nu-arab')).toBe('٧٫٥');
  });
});

describe('rows and days', () => {
  const story = {
    id: 's',
    key: 'DOC-1',
    title: 'Intro',
    state_group: 'started' as const,
    project_id: 'p',
  };
  it('names a row and its target', () => {
    expect(rowName({ story, project: null, activity: null })).toBe('DOC-1 Intro');
    expect(
      rowName({ story: null, project: { id: 'p', key: 'DOC', name: 'Film' }, activity: null }),
    ).toBe('DOC Film');
    expect(targetOfRow({ story: null, project: null, activity: 'Meetings' })).toEqual({
      activity: 'Meetings',
    });
    expect(targetOfRow({ story, project: null, activity: null })).toEqual({ story_id: 's' });
  });

  it('compares logged with expected hours', () => {
    const day = {
      date: '2030-11-20',
      working_day: true,
      expected_minutes: 480,
      attended_minutes: 0,
      logged_minutes: 0,
      holiday: null,
      leave_days: 0,
    };
    expect(dayBalance({ ...day, logged_minutes: 300 })).toBe('under');
    expect(dayBalance({ ...day, logged_minutes: 480 })).toBe('met');
    expect(dayBalance({ ...day, logged_minutes: 500 })).toBe('over');
    expect(dayBalance({ ...day, expected_minutes: 0 })).toBe('none');
    expect(dayBalance({ ...day, expected_minutes: 0, logged_minutes: 60 })).toBe('over');
  });

  it('moves weeks across months and years', () => {
    expect(shiftDate('2030-12-29', 7)).toBe('2031-01-05');
    expect(shiftDate('2030-03-03', -7)).toBe('2030-02-24');
  });
});
