import { useNavigate, useSearchParams } from 'react-router';
import {
  AttendanceTabs,
  attendanceBoardSearchString,
  LatestAttendancePage,
  MyAttendancePage,
  myAttendanceSearchString,
  parseAttendanceBoardSearch,
  parseMyAttendanceSearch,
} from '@atrium/features';

/**
 * /main/attendance — authenticated only: Latest Attendance, the live board by team, and My leave
 * (`?tab=leave`, `&request=` opens one request), where everyone requests and follows their own
 * leave and team leads decide their teams' requests, and My attendance (`?tab=mine`, with
 * `period`, `date` and `user` in the URL): days, sessions and correction requests. The board's team, state
 * and search live in the query string, so a filtered board can be shared and reloaded.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const section = tab === 'leave' || tab === 'mine' ? tab : 'board';
  const requestId = params.get('request') ?? undefined;
  return (
    <AttendanceTabs
      section={section}
      onSectionChange={(next) => void navigate({ search: next === 'board' ? '' : `?tab=${next}` })}
      requestId={requestId}
      onRequestClose={() => void navigate({ search: '?tab=leave' }, { replace: true })}
      mine={
        <MyAttendancePage
          view={parseMyAttendanceSearch(params)}
          onViewChange={(view) => void navigate({ search: myAttendanceSearchString(view) })}
        />
      }
      board={
        <LatestAttendancePage
          view={parseAttendanceBoardSearch(params)}
          onViewChange={(view) => void navigate({ search: attendanceBoardSearchString(view) })}
        />
      }
    />
  );
}
