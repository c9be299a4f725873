// Plain values come straight from the zod-free *.constants.ts modules, so a bundle that uses
// only them never reaches a module that builds schemas.
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  ERROR_DETAILS,
  MASTER_KEY_HEADER,
} from './common.constants.ts';
export type { HttpMethod, Route } from './common.constants.ts';
export {
  detailErrorSchema,
  fieldErrorsSchema,
  errorBodySchema,
  okSchema,
  defineEndpoint,
  pageSizeSchema,
  pageQuerySchema,
  pageOf,
} from './common.ts';
export type {
  DetailError,
  FieldErrors,
  ErrorBody,
  Ok,
  EndpointContract,
  PageQuery,
} from './common.ts';
export { abilityRuleSchema } from './abilities.ts';
export type { AbilityRule } from './abilities.ts';
export {
  LANGUAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_PASSWORD_PATH,
  ROLES,
  USERNAME_MAX,
} from './signIn.constants.ts';
export {
  FULL_NAME_MAX,
  EMAIL_MAX,
  PHONE_MAX,
  JOB_TITLE_MAX,
  TIME_ZONE_MAX,
  EMPLOYEE_NUMBER_MAX,
  USER_SORT_KEYS,
  SORT_ORDERS,
  TEAM_IDS_MAX,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_WIDTH,
  AVATAR_MAX_HEIGHT,
  AVATAR_TYPES,
  RESET_TOKEN_TTL_MS,
  INVITE_TOKEN_TTL_MS,
  INVITE_LINK_PARAM,
  USERS_BULK_MAX,
  USERS_BULK_SKIP_REASONS,
  USERS_EXPORT_FORMATS,
  USERS_EXPORT_MAX,
  USERS_EXPORT_COLUMNS,
  USERS_EXPORT_TEAM_SEPARATOR,
  USERS_EXPORT_TYPES,
} from './user.constants.ts';
export type {
  UsersBulkSkipReason,
  UsersExportFormat,
  UsersExportColumn,
} from './user.constants.ts';
export { USER_ERROR_DETAILS, USER_FIELD_MESSAGES } from './user.messages.constants.ts';
export { USER_ROUTES } from './user.routes.constants.ts';
export {
  roleSchema,
  loginRequestSchema,
  loginResponseSchema,
  profileSchema,
  userEndpoints,
  languageSchema,
  newPasswordSchema,
  userSchema,
  userMinimalSchema,
  createUserRequestSchema,
  updateUserInfoRequestSchema,
  usersListQuerySchema,
  inactiveUsersQuerySchema,
  userPageSchema,
  userMinimalPageSchema,
  usersListResponseSchema,
  userIdParamsSchema,
  reactivateUserQuerySchema,
  adminPasswordResetRequestSchema,
  updateProfileRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sessionSchema,
  sessionPageSchema,
  endedSessionsSchema,
  avatarResponseSchema,
  userStorySummarySchema,
  bulkDeactivateRequestSchema,
  bulkAddToTeamRequestSchema,
  bulkResultSchema,
  usersExportQuerySchema,
} from './user.ts';
export type {
  Role,
  LoginRequest,
  LoginResponse,
  Profile,
  Language,
  User,
  UserMinimal,
  CreateUserRequest,
  UpdateUserInfoRequest,
  UsersListQuery,
  InactiveUsersQuery,
  AdminPasswordResetRequest,
  UpdateProfileRequest,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  Session,
  UserStorySummary,
  UserPage,
  UserMinimalPage,
  SessionPage,
  EndedSessions,
  AvatarResponse,
  BulkDeactivateRequest,
  BulkAddToTeamRequest,
  BulkResult,
  UsersExportQuery,
} from './user.ts';
export { inviteUserRequestSchema, userInviteEndpoints } from './userInvites.ts';
export type { InviteUserRequest } from './userInvites.ts';
export { SETTINGS_LIMITS, SETTINGS_ROUTES } from './settings.constants.ts';
export {
  settingsSchema,
  SETTING_KEYS,
  updateSettingsRequestSchema,
  masterPasswordStateSchema,
  setMasterPasswordRequestSchema,
  settingsEndpoints,
} from './settings.ts';
export type {
  Settings,
  SettingKey,
  UpdateSettingsRequest,
  MasterPasswordState,
  SetMasterPasswordRequest,
} from './settings.ts';
export {
  NOTIFICATION_EVENTS,
  NOTIFICATION_CHANNELS,
  PUSH_TOKEN_TYPES,
  PUSH_TOKENS_PER_USER,
  PUSH_TOKEN_MAX,
  ATTENDANCE_PROMPT_TITLE,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_BODY_MAX,
  SERVER_EVENT_TYPES,
  NOTIFICATION_ROUTES,
} from './notification.constants.ts';
export {
  notificationEventSchema,
  notificationChannelSchema,
  pushTokenRequestSchema,
  pushTokenDeleteQuerySchema,
  notificationSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationIdParamsSchema,
  unreadCountSchema,
  readAllResponseSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  serverEventSchema,
  notificationEndpoints,
} from './notification.ts';
export type {
  NotificationEvent,
  NotificationChannel,
  PushTokenRequest,
  PushTokenDeleteQuery,
  Notification,
  NotificationListQuery,
  NotificationPage,
  UnreadCount,
  ReadAllResponse,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  ServerEvent,
  ServerEventType,
} from './notification.ts';
export {
  PERMISSION_NAME_MAX,
  PERMISSIONS_PER_TEAM_MAX,
  MASTER_PASSWORD_NOT_SET,
  PERMISSION_ROUTES,
} from './permission.constants.ts';
export {
  permissionServiceSchema,
  permissionServicesSchema,
  teamIdParamsSchema,
  teamPermissionsSchema,
  updateTeamPermissionsRequestSchema,
  masterKeyRequestSchema,
  masterKeyResponseSchema,
  permissionEndpoints,
} from './permission.ts';
export type {
  PermissionService,
  PermissionServices,
  TeamPermissions,
  UpdateTeamPermissionsRequest,
  MasterKeyRequest,
  MasterKeyResponse,
} from './permission.ts';
export {
  ATTENDANCE_END_REASONS,
  STATUS_SOURCES,
  CORRECTION_STATUSES,
  CORRECTION_DECISIONS,
  ATTENDANCE_PROMPT_COUNTDOWN_MS,
  CORRECTION_MAX_SPAN_MS,
  CORRECTION_REASON_MAX,
  ATTENDANCE_SUMMARY_MAX_DAYS,
  ATTENDANCE_ROUTES,
} from './attendance.constants.ts';
export {
  attendanceEndReasonSchema,
  localDateSchema,
  attendanceSessionSchema,
  setStatusRequestSchema,
  attendanceStateSchema,
  continueSessionRequestSchema,
  statusEventSchema,
  statusHistoryQuerySchema,
  userStatusSchema,
  usersStatusQuerySchema,
  attendanceSessionsQuerySchema,
  attendanceSummaryQuerySchema,
  attendanceSummarySchema,
  createCorrectionRequestSchema,
  attendanceCorrectionSchema,
  correctionsQuerySchema,
  decideCorrectionRequestSchema,
  correctionIdParamsSchema,
  attendancePromptEventSchema,
  attendanceEndpoints,
} from './attendance.ts';
export type {
  AttendanceEndReason,
  AttendanceSession,
  SetStatusRequest,
  AttendanceState,
  StatusEvent,
  StatusHistoryQuery,
  UserStatus,
  UsersStatusQuery,
  AttendanceSessionsQuery,
  AttendanceSummaryQuery,
  AttendanceSummary,
  CreateCorrectionRequest,
  AttendanceCorrection,
  CorrectionsQuery,
  DecideCorrectionRequest,
  AttendancePromptEvent,
} from './attendance.ts';
export {
  TEAM_NAME_MAX,
  TEAM_DESCRIPTION_MAX,
  TEAM_MEMBERS_MAX,
  TEAM_ROUTES,
} from './team.constants.ts';
export {
  teamPersonSchema,
  teamMemberSchema,
  teamSchema,
  teamDetailSchema,
  teamPageSchema,
  teamsQuerySchema,
  teamParamsSchema,
  createTeamRequestSchema,
  updateTeamRequestSchema,
  setTeamMembersRequestSchema,
  teamEndpoints,
} from './team.ts';
export type {
  TeamPerson,
  TeamMember,
  Team,
  TeamDetail,
  TeamPage,
  TeamsQuery,
  CreateTeamRequest,
  UpdateTeamRequest,
  SetTeamMembersRequest,
} from './team.ts';
export {
  AUDIT_ACTION_MAX,
  AUDIT_TARGET_TYPE_MAX,
  AUDIT_TARGET_ID_MAX,
  AUDIT_SORT_KEYS,
  AUDIT_SORT_ORDERS,
  AUDIT_EXPORT_MAX,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  AUDIT_ROUTES,
  AUDIT_CSV_COLUMNS,
} from './audit.constants.ts';
export type {
  AuditSortKey,
  AuditSortOrder,
  AuditAction,
  AuditTargetType,
} from './audit.constants.ts';
export {
  auditEntrySchema,
  auditPageSchema,
  auditQuerySchema,
  auditExportQuerySchema,
  auditEndpoints,
} from './audit.ts';
export type { AuditEntry, AuditPage, AuditQuery, AuditExportQuery } from './audit.ts';
export { auditCsv } from './auditCsv.ts';
export { csvField, csvDocument } from './csv.ts';
export { usersCsv, usersExportTexts } from './usersExport.ts';
export type { UsersExportRow } from './usersExport.ts';
export { csvDelimiterOf, parseCsv, CsvSyntaxError } from './parseCsv.ts';
export type { CsvDelimiter } from './parseCsv.ts';
export {
  USERS_IMPORT_MAX_ROWS,
  USERS_IMPORT_MAX_CHARS,
  USERS_IMPORT_COLUMNS,
  USERS_IMPORT_REQUIRED_COLUMNS,
  USERS_IMPORT_COLUMN_ALIASES,
  USERS_IMPORT_TEAM_SEPARATOR,
  USERS_IMPORT_ROW_STATUSES,
  USERS_IMPORT_ERROR_DETAILS,
  USERS_IMPORT_ROW_MESSAGES,
} from './usersImport.constants.ts';
export type { UsersImportColumn, UsersImportRowStatus } from './usersImport.constants.ts';
export {
  usersImportRequestSchema,
  usersImportRowSchema,
  usersImportPreviewSchema,
  usersImportResultSchema,
  usersImportEndpoints,
} from './usersImport.ts';
export type {
  UsersImportRequest,
  UsersImportRow,
  UsersImportPreview,
  UsersImportResult,
} from './usersImport.ts';
export { readUsersImport, usersImportTemplate } from './usersImportCsv.ts';
export type {
  UsersImportFileProblem,
  UsersImportSheet,
  UsersImportSheetRow,
  UsersImportReading,
} from './usersImportCsv.ts';
export { preloadManifestSchema, type PreloadManifest } from './spaPreloads.ts';
export {
  DRIVE_ITEM_KINDS,
  DRIVE_VIEWS,
  DRIVE_SORT_KEYS,
  DRIVE_ROLES,
  DRIVE_ACCESS_LEVELS,
  DRIVE_PRINCIPAL_TYPES,
  DRIVE_NAME_MAX_BYTES,
  DRIVE_SEARCH_MAX,
  DRIVE_ACCESS_MAX,
  DRIVE_MESSAGES,
  DRIVE_ROUTES,
} from './drive.constants.ts';
export type {
  DriveItemKind,
  DriveView,
  DriveSortKey,
  DriveRole,
  DriveAccessLevel,
  DrivePrincipalType,
} from './drive.constants.ts';
export {
  driveNameSchema,
  drivePersonSchema,
  driveItemSchema,
  driveCrumbSchema,
  driveItemDetailSchema,
  driveItemPageSchema,
  driveListQuerySchema,
  driveItemParamsSchema,
  createDriveFolderRequestSchema,
  updateDriveItemRequestSchema,
  driveConflictSchema,
  driveAccessEntrySchema,
  driveAccessSchema,
  setDriveAccessRequestSchema,
  driveUsageSchema,
  driveEndpoints,
} from './drive.ts';
export type {
  DrivePerson,
  DriveItem,
  DriveCrumb,
  DriveItemDetail,
  DriveItemPage,
  DriveListQuery,
  CreateDriveFolderRequest,
  UpdateDriveItemRequest,
  DriveConflict,
  DriveAccessEntry,
  DriveAccess,
  SetDriveAccessRequest,
  DriveUsage,
} from './drive.ts';
