import { createHttp, type HttpOptions } from './http.ts';
import { notificationResource, type NotificationResource } from './resources/notification.ts';
import { attendanceResource, type AttendanceResource } from './resources/attendance.ts';
import { userResource, type UserResource } from './resources/user.ts';
import { auditResource, type AuditResource } from './resources/audit.ts';
import { permissionResource, type PermissionResource } from './resources/permission.ts';
import { settingsResource, type SettingsResource } from './resources/settings.ts';
import { teamResource, type TeamResource } from './resources/team.ts';
import { driveResource, type DriveResource } from './resources/drive.ts';
import {
  driveLinksResource,
  sharedResource,
  type DriveLinksResource,
  type SharedResource,
} from './resources/driveLinks.ts';
import { projectsResource, type ProjectsResource } from './resources/projects.ts';
import { storiesResource, type StoriesResource } from './resources/stories.ts';
import { calendarResource, type CalendarResource } from './resources/calendar.ts';
import { leaveResource, type LeaveResource } from './resources/leave.ts';
import { timesheetResource, type TimesheetResource } from './resources/timesheet.ts';

/** The typed client every feature uses; stories and tests use `createFakeApi()` instead. */
export interface ApiClient {
  user: UserResource;
  permission: PermissionResource;
  team: TeamResource;
  settings: SettingsResource;
  audit: AuditResource;
  notification: NotificationResource;
  attendance: AttendanceResource;
  drive: DriveResource;
  driveLinks: DriveLinksResource;
  /** The public share-link pages (signed out). */
  shared: SharedResource;
  projects: ProjectsResource;
  stories: StoriesResource;
  /** Working calendars, holidays and schedules (issue 23). */
  calendar: CalendarResource;
  /** Leave types, balances, requests and the team calendar (issue 23). */
  leave: LeaveResource;
  /** The weekly timesheet, its timer and approvals (issue 23, ADR 0024). */
  timesheet: TimesheetResource;
}

export function createApiClient(options: HttpOptions = {}): ApiClient {
  const http = createHttp(options);
  return {
    user: userResource(http),
    permission: permissionResource(http),
    team: teamResource(http),
    settings: settingsResource(http),
    audit: auditResource(http),
    notification: notificationResource(http, options.baseUrl),
    attendance: attendanceResource(http),
    drive: driveResource(http),
    driveLinks: driveLinksResource(http),
    shared: sharedResource(http),
    projects: projectsResource(http),
    stories: storiesResource(http),
    calendar: calendarResource(http),
    leave: leaveResource(http),
    timesheet: timesheetResource(http),
  };
}
