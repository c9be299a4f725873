export { users } from './users.ts';
export type { UserRow, NewUserRow } from './users.ts';
export { sessions } from './sessions.ts';
export type { SessionRow } from './sessions.ts';
export { rateLimits } from './rateLimits.ts';
export { teams, teamMembers, teamPermissions } from './teams.ts';
export type { TeamRow, TeamMemberRow } from './teams.ts';
export { masterKeyTokens, passwordResetTokens, auditLog, settings } from './security.ts';
export type { AuditLogRow } from './security.ts';
export {
  attendanceSessions,
  statusEvents,
  attendanceCorrections,
  ATTENDANCE_END_REASONS,
} from './attendance.ts';
export type { AttendanceSessionRow, AttendanceCorrectionRow } from './attendance.ts';
export { notifications, notificationPreferences, pushTokens } from './notifications.ts';
export type { NotificationRow, PushTokenRow } from './notifications.ts';
export { jobs } from './jobs.ts';
export type { JobRow } from './jobs.ts';
export { driveItems, driveFileVersions, driveAccess, driveStars } from './drive.ts';
export type { DriveItemRow, DriveFileVersionRow } from './drive.ts';
export { driveShareLinks, driveShareLinkItems, driveShareLinkLog } from './driveLinks.ts';
export type { DriveShareLinkRow, DriveShareLinkLogRow } from './driveLinks.ts';
export {
  projects,
  projectMembers,
  projectStates,
  projectLabels,
  stories,
  storyLinks,
  storyActivity,
  storyComments,
  storyCommentReactions,
  storyTimeEntries,
  storyViews,
} from './stories.ts';
export type {
  ProjectRow,
  ProjectStateRow,
  ProjectLabelRow,
  StoryRow,
  StoryCommentRow,
  StoryTimeEntryRow,
} from './stories.ts';
export { storyAttachments } from './storyAttachments.ts';
export type { StoryAttachmentRow } from './storyAttachments.ts';
export {
  workCalendars,
  workCalendarLines,
  teamWorkCalendars,
  userWorkCalendars,
  holidays,
  leaveTypes,
  leaveAdjustments,
  leaveRequests,
  LEAVE_REQUEST_STATUSES,
} from './workingTime.ts';
export type {
  WorkCalendarRow,
  WorkCalendarLineRow,
  HolidayRow,
  LeaveTypeRow,
  LeaveAdjustmentRow,
  LeaveRequestRow,
} from './workingTime.ts';
export {
  timesheetWeeks,
  timesheetRows,
  timesheetDrafts,
  TIMESHEET_WEEK_STATUSES,
} from './timesheets.ts';
export type { TimesheetWeekRow, TimesheetRowRow, TimesheetDraftRow } from './timesheets.ts';
