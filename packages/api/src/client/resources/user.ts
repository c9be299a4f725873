import type {
  AdminPasswordResetRequest,
  AvatarResponse,
  BulkResult,
  ChangePasswordRequest,
  CreateUserRequest,
  EndedSessions,
  ForgotPasswordRequest,
  InviteUserRequest,
  LoginRequest,
  LoginResponse,
  Ok,
  Profile,
  ResetPasswordRequest,
  SessionPage,
  UpdateProfileRequest,
  UpdateUserInfoRequest,
  User,
  UserMinimalPage,
  UserPage,
  Role,
  UserStorySummary,
} from '../../contracts/index.ts';
import type { userEndpoints } from '../../contracts/user.ts';
import type { userInviteEndpoints } from '../../contracts/userInvites.ts';
import { USER_ROUTES } from '../../contracts/user.routes.constants.ts';
import type {
  usersImportEndpoints,
  UsersImportPreview,
  UsersImportResult,
} from '../../contracts/usersImport.ts';
import type {
  SORT_ORDERS,
  USER_SORT_KEYS,
  UsersExportFormat,
} from '../../contracts/user.constants.ts';

export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
import { routesOf, type Http } from '../http.ts';

/** `?page=&size=`: page from 1; size one of PAGE_SIZES, or -1 for all. */
export interface PageParams {
  page?: number;
  size?: number;
}

/** The `GET /users` filters of spec section 3 (minimal is chosen by the method). */
export interface UsersListFilters extends PageParams {
  is_available?: boolean;
  team_id?: string;
  /** Case-insensitive search in username and full name. */
  username?: string;
  role?: Role;
  /** Only users who share a team with the caller. */
  projects_partners?: boolean;
  /** Server-side sort column (default `name`). */
  sort?: UserSortKey;
  order?: SortOrder;
}

/** `GET /users/inactive`: search in username and full name, and the same sort. */
export interface InactiveUsersFilters extends PageParams {
  username?: string;
  sort?: UserSortKey;
  order?: SortOrder;
}

/**
 * `GET /users/export`: the active list's filters (or, with `inactive: true`, the inactive
 * list's) and order, without paging.
 */
export interface UsersExportFilters {
  format: UsersExportFormat;
  inactive?: boolean;
  is_available?: boolean;
  team_id?: string;
  username?: string;
  role?: Role;
  sort?: UserSortKey;
  order?: SortOrder;
}

export interface UserResource {
  login(credentials: LoginRequest): Promise<LoginResponse>;
  profile(): Promise<Profile>;
  logout(): Promise<Ok>;
  /** `POST /user` (User permission). */
  create(body: CreateUserRequest): Promise<User>;
  /** `POST /user/invite` (User permission): an account without a password, and the e-mail. */
  invite(body: InviteUserRequest): Promise<User>;
  /** `POST /user/{id}/invite/resend`: a new link; the previous one stops working. */
  resendInvite(id: string): Promise<User>;
  /** `GET /users`: full users (User permission). */
  list(query?: UsersListFilters): Promise<UserPage>;
  /** `GET /users?minimal=true`: pickers; any signed-in user. */
  listMinimal(query?: UsersListFilters): Promise<UserMinimalPage>;
  info(id: string): Promise<User>;
  updateInfo(id: string, body: UpdateUserInfoRequest): Promise<User>;
  deactivate(id: string): Promise<User>;
  /** Needs the master-key token (the client sends it when it has one). */
  deleteInactive(id: string): Promise<Ok>;
  listInactive(query?: InactiveUsersFilters): Promise<UserPage>;
  reactivate(id: string): Promise<User>;
  /** An administrator sets someone's password; needs the master-key token. */
  resetPassword(body: AdminPasswordResetRequest): Promise<Ok>;
  /** `POST /users/bulk/deactivate`: who was deactivated, who was skipped and why. */
  bulkDeactivate(userIds: readonly string[]): Promise<BulkResult>;
  /** `POST /users/bulk/add-to-team`; needs the master-key token. */
  bulkAddToTeam(userIds: readonly string[], teamId: string): Promise<BulkResult>;
  /** `GET /users/export`: the file (CSV text or XLSX workbook) as a Blob. */
  exportUsers(query: UsersExportFilters): Promise<Blob>;
  /** `POST /users/import/preview`: a CSV's rows checked, nothing created (User permission). */
  importPreview(csv: string): Promise<UsersImportPreview>;
  /** `POST /users/import`: a CSV's valid rows created, the others reported (User permission). */
  importUsers(csv: string): Promise<UsersImportResult>;
  updateProfile(body: UpdateProfileRequest): Promise<User>;
  changePassword(body: ChangePasswordRequest): Promise<Ok>;
  /** The own profile image: PNG, JPEG or WebP, at most 5 MiB. */
  uploadImage(file: Blob, filename: string): Promise<AvatarResponse>;
  deleteImage(): Promise<AvatarResponse>;
  /** Someone else's profile image (User permission). */
  setUserImage(userId: string, file: Blob, filename: string): Promise<AvatarResponse>;
  deleteUserImage(userId: string): Promise<AvatarResponse>;
  forgotPassword(body: ForgotPasswordRequest): Promise<Ok>;
  /** Sets a new password with the e-mailed token; nobody is signed in afterwards. */
  resetPasswordWithToken(body: ResetPasswordRequest): Promise<Ok>;
  sessions(): Promise<SessionPage>;
  endOtherSessions(): Promise<EndedSessions>;
  endSession(id: string): Promise<EndedSessions>;
  storySummary(userId: string): Promise<UserStorySummary>;
}

export function userResource(http: Http): UserResource {
  const e = routesOf<typeof userEndpoints>(USER_ROUTES);
  const imports = routesOf<typeof usersImportEndpoints>(USER_ROUTES);
  const invites = routesOf<typeof userInviteEndpoints>(USER_ROUTES);
  return {
    login: (credentials) => http.call(e.login, { body: credentials }),
    profile: () => http.call(e.profile),
    logout: () => http.call(e.logout),
    create: (body) => http.call(e.create, { body }),
    invite: (body) => http.call(invites.invite, { body }),
    resendInvite: (id) => http.call(invites.resendInvite, { params: { id } }),
    list: (query = {}) =>
      http.request<UserPage>(e.list.method, e.list.path, { query: { ...query, minimal: false } }),
    listMinimal: (query = {}) =>
      http.request<UserMinimalPage>(e.list.method, e.list.path, {
        query: { ...query, minimal: true },
      }),
    info: (id) => http.call(e.info, { params: { id } }),
    updateInfo: (id, body) => http.call(e.updateInfo, { params: { id }, body }),
    deactivate: (id) => http.call(e.deactivate, { params: { id } }),
    deleteInactive: (id) => http.call(e.deleteInactive, { params: { id } }),
    listInactive: (query = {}) =>
      http.request<UserPage>(e.listInactive.method, e.listInactive.path, { query: { ...query } }),
    reactivate: (id) => http.call(e.reactivate, { query: { user_id: id } }),
    resetPassword: (body) => http.call(e.resetPassword, { body }),
    bulkDeactivate: (userIds) => http.call(e.bulkDeactivate, { body: { user_ids: [...userIds] } }),
    bulkAddToTeam: (userIds, teamId) =>
      http.call(e.bulkAddToTeam, { body: { user_ids: [...userIds], team_id: teamId } }),
    exportUsers: (query) =>
      http.request<Blob>(e.export.method, e.export.path, { query: { ...query }, as: 'blob' }),
    importPreview: (csv) => http.call(imports.importPreview, { body: { csv } }),
    importUsers: (csv) => http.call(imports.importUsers, { body: { csv } }),
    updateProfile: (body) => http.call(e.updateProfile, { body }),
    changePassword: (body) => http.call(e.changePassword, { body }),
    uploadImage: (file, filename) => {
      const form = new FormData();
      form.append('file', file, filename);
      // Multipart: the contract describes no JSON body.
      return http.request<AvatarResponse>(e.uploadImage.method, e.uploadImage.path, { body: form });
    },
    deleteImage: () => http.call(e.deleteImage),
    setUserImage: (userId, file, filename) => {
      const form = new FormData();
      form.append('file', file, filename);
      return http.request<AvatarResponse>(e.setUserImage.method, e.setUserImage.path, {
        body: form,
        params: { id: userId },
      });
    },
    deleteUserImage: (userId) => http.call(e.deleteUserImage, { params: { id: userId } }),
    forgotPassword: (body) => http.call(e.forgotPassword, { body }),
    resetPasswordWithToken: (body) => http.call(e.resetPasswordWithToken, { body }),
    sessions: () => http.call(e.sessions),
    endOtherSessions: () => http.call(e.endOtherSessions),
    endSession: (id) => http.call(e.endSession, { params: { id } }),
    storySummary: (userId) => http.call(e.storySummary, { params: { id: userId } }),
  };
}
