export { ApiError, isApiError } from './ApiError.ts';
export type { ApiErrorKind, ApiErrorInit } from './ApiError.ts';
export { createHttp, buildPath, buildQuery, routesOf } from './http.ts';
export type {
  Http,
  HttpOptions,
  FetchLike,
  QueryValue,
  RequestOptions,
  CallInput,
  ContractRoute,
} from './http.ts';
export { createApiClient } from './createApiClient.ts';
export type { ApiClient } from './createApiClient.ts';
export { createLazyApiClient } from './lazyClient.ts';
export type {
  UserResource,
  PageParams,
  UsersListFilters,
  InactiveUsersFilters,
  UsersExportFilters,
  UserSortKey,
  SortOrder,
} from './resources/user.ts';
export type { PermissionResource } from './resources/permission.ts';
export type { TeamResource, TeamListInput } from './resources/team.ts';
export type { SettingsResource } from './resources/settings.ts';
export type { AuditResource, AuditListInput, AuditExportInput } from './resources/audit.ts';
export type { AttendanceResource } from './resources/attendance.ts';
export type { DriveResource, DriveListInput } from './resources/drive.ts';
export { driveContentUrl, driveThumbnailUrl, driveZipUrl } from './resources/drive.ts';
export type {
  DriveLinksResource,
  SharedResource,
  DriveLinkListInput,
  SharedListInput,
} from './resources/driveLinks.ts';
export {
  driveLinkPageUrl,
  sharedContentUrl,
  sharedThumbnailUrl,
  sharedZipUrl,
} from './resources/driveLinks.ts';
export type { ProjectsResource, ProjectListInput } from './resources/projects.ts';
export type { StoriesResource, StoryListInput, StoryFilterInput } from './resources/stories.ts';
export type { StoryAttachmentsCalls } from './resources/storyAttachments.ts';
export {
  storyAttachmentContentUrl,
  storyAttachmentThumbnailUrl,
} from './resources/storyAttachments.ts';
export { subscribeEvents } from './events.ts';
export type {
  EventsOptions,
  EventSourceConstructor,
  EventSourceLike,
  ServerEventListener,
} from './events.ts';
export type { NotificationResource, NotificationListInput } from './resources/notification.ts';
export type { CalendarResource, ScheduleInput } from './resources/calendar.ts';
export { holidaysIcsUrl } from './resources/calendar.ts';
export { leaveAttachmentUrl } from './resources/leave.ts';
export type {
  LeaveResource,
  LeaveRequestsInput,
  LeavePreviewInput,
  TeamCalendarInput,
  AdjustmentsInput,
} from './resources/leave.ts';
export type { TimesheetResource, TimesheetApprovalsInput } from './resources/timesheet.ts';
