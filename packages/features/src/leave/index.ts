export { DaysOffPage, type DaysOffPageProps } from './DaysOffPage.tsx';
export { MyLeavePage, type MyLeavePageProps } from './MyLeavePage.tsx';
export { RequestLeaveDialog, type RequestLeaveDialogProps } from './RequestLeaveDialog.tsx';
export {
  DAYS_OFF_TABS,
  DEFAULT_DAYS_OFF_VIEW,
  daysOffSearchString,
  parseDaysOffSearch,
  type DaysOffTab,
  type DaysOffView,
} from './daysOffView.ts';
export { leaveKeys } from './leaveKeys.ts';
export {
  useLeaveTypes,
  useLeaveRequests,
  useLeaveBalances,
  useLeavePreview,
  useTeamCalendar,
  useLeaveMutations,
  type LeaveMutations,
} from './useLeave.ts';
export {
  AttendanceTabs,
  ATTENDANCE_SECTIONS,
  type AttendanceSection,
  type AttendanceTabsProps,
} from './AttendanceTabs.tsx';
