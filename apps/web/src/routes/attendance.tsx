import { useNavigate, useSearchParams } from 'react-router';
import {
  attendanceBoardSearchString,
  LatestAttendancePage,
  parseAttendanceBoardSearch,
} from '@atrium/features';

/**
 * /main/attendance — authenticated only: Latest Attendance, the live board by team. Its team,
 * state and search live in the query string, so a filtered board can be shared and reloaded.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <LatestAttendancePage
      view={parseAttendanceBoardSearch(params)}
      onViewChange={(view) => void navigate({ search: attendanceBoardSearchString(view) })}
    />
  );
}
