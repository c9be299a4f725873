export { attendanceKeys, isAttendanceKey } from './attendanceKeys.ts';
export { useAttendance, ATTENDANCE_REFRESH_MS, type UseAttendanceResult } from './useAttendance.ts';
export { useAttendanceActions, type AttendanceActions } from './useAttendanceActions.ts';
export {
  useUsersStatus,
  BOARD_REFRESH_MS,
  type UseUsersStatusResult,
  type UsersStatusInput,
} from './useUsersStatus.ts';
export { useTeamPresence, type UseTeamPresenceResult } from './useTeamPresence.ts';
export {
  useAttendancePrompt,
  type UseAttendancePromptOptions,
  type AttendancePromptController,
} from './useAttendancePrompt.ts';
export { AttendanceControl, type AttendanceControlProps } from './AttendanceControl.tsx';
export { AttendancePrompt, type AttendancePromptProps } from './AttendancePrompt.tsx';
export { AttendanceCard, type AttendanceCardProps } from './AttendanceCard.tsx';
export { TeamPresence, type TeamPresenceProps } from './TeamPresence.tsx';
export { LatestAttendancePage, type LatestAttendancePageProps } from './LatestAttendancePage.tsx';
export {
  parseAttendanceBoardSearch,
  attendanceBoardSearchString,
  type AttendanceBoardView,
} from './attendanceBoardView.ts';
export { PRESENCE_STATES, type PresenceState } from './attendanceFormat.ts';
export { MyAttendancePage, type MyAttendancePageProps } from './MyAttendancePage.tsx';
export {
  parseMyAttendanceSearch,
  myAttendanceSearchString,
  type MyAttendanceView,
} from './myAttendanceView.ts';
