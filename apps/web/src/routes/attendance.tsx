import { LatestAttendancePage } from '@atrium/features';

/** /main/attendance — authenticated only: Latest Attendance, the live board by team. */
export function Component() {
  return <LatestAttendancePage />;
}
