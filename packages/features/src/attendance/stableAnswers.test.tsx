import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_NOW, createAttendanceFake } from './testing/attendanceFake.ts';
import { AttendanceHarness } from './testing/AttendanceHarness.tsx';
import { useAttendance } from './useAttendance.ts';
import { useTeamPresence } from './useTeamPresence.ts';
import { useUsersStatus } from './useUsersStatus.ts';

// The home widgets memoise their view on these hooks' values (AttendanceCard, TeamPresence):
// re-rendered with the same answer, the hooks must hand back the same objects and functions, or
// every store update would rebuild the widgets.

function wrapper() {
  const fake = createAttendanceFake();
  return ({ children }: { children: ReactNode }) => (
    <AttendanceHarness api={fake.api} session={fake.session}>
      {children}
    </AttendanceHarness>
  );
}

describe('answers keep their identity while they are the same', () => {
  it('useAttendance: since and retry', async () => {
    const { result, rerender } = renderHook(() => useAttendance({ now: ATTENDANCE_NOW }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.since).not.toBeNull());
    const first = result.current;
    rerender();
    expect(result.current.since).toBe(first.since);
    expect(result.current.retry).toBe(first.retry);
  });

  it('useUsersStatus: statuses (also the empty list while loading) and retry', async () => {
    const { result, rerender } = renderHook(() => useUsersStatus(), { wrapper: wrapper() });
    const loading = result.current.statuses;
    expect(loading).toEqual([]);
    rerender();
    expect(result.current.statuses).toBe(loading);
    await waitFor(() => expect(result.current.statuses.length).toBeGreaterThan(0));
    const first = result.current;
    rerender();
    expect(result.current.statuses).toBe(first.statuses);
    expect(result.current.retry).toBe(first.retry);
  });

  it('useTeamPresence: teammates and retry', async () => {
    const { result, rerender } = renderHook(() => useTeamPresence(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const first = result.current;
    rerender();
    expect(result.current.teammates).toBe(first.teammates);
    expect(result.current.retry).toBe(first.retry);
  });
});
