import { describe, expect, it } from 'vitest';
import { attendanceBoardSearchString, parseAttendanceBoardSearch } from './attendanceBoardView.ts';

const TEAM = '3f1c2b7e-8d4a-4c55-9e21-6b0f7a9d1e42';

describe('Latest Attendance view in the URL', () => {
  it('reads the team, the state and the search', () => {
    expect(parseAttendanceBoardSearch(`?team_id=${TEAM}&presence=notStarted&q=huda`)).toEqual({
      team_id: TEAM,
      presence: 'notStarted',
      q: 'huda',
    });
  });

  it('leaves out a malformed team, an unknown state and a blank search', () => {
    expect(parseAttendanceBoardSearch('?team_id=1%20or%201&presence=away&q=%20')).toEqual({});
  });

  it('writes what is set, and reads back what it wrote', () => {
    expect(attendanceBoardSearchString({})).toBe('');
    const view = { team_id: TEAM, presence: 'off' as const, q: 'سارة' };
    expect(parseAttendanceBoardSearch(attendanceBoardSearchString(view))).toEqual(view);
  });
});
