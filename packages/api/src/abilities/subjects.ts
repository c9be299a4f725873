/**
 * The spec's super-admin list (section 6, in its order). It omits ImageEditor, VideoEditor and
 * External, so a super admin could not open those screens: the super admin gets every subject
 * instead (ADR 0011, `buildAbilityRules`). Kept as the spec's text for reference.
 */
export const SUPER_ADMIN_SUBJECTS = [
  'Announcement',
  'Home',
  'UserHome',
  'Calendar',
  'Timesheet',
  'User',
  'Team',
  'Project',
  'Role',
  'Drive',
  'Voice Over',
  'Script Control',
  'PHO Template Category',
  'PHO Template Editor',
  'Brand',
  'PHO Image Tool',
  'Report',
] as const;

/** Every subject a route or menu item can name (spec sections 2 and 6); a super admin manages them all (ADR 0011). */
export const SUBJECTS = [
  ...SUPER_ADMIN_SUBJECTS,
  'ImageEditor',
  'VideoEditor',
  'External',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const ACTIONS = ['manage'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Permission name → subject granted (spec section 6). The first twelve are the spec's table;
 * the rest name the subjects the spec leaves unmapped (Announcement, Brand, Report, Role,
 * PHO Template Category, Voice Over, Script Control). Any other name grants nothing.
 */
export const PERMISSION_SUBJECTS = {
  'Users Management': 'User',
  'Teams Management': 'Team',
  'Task Management': 'Project',
  'Image Editing': 'ImageEditor',
  'Video Editing': 'VideoEditor',
  'Working Times': 'Calendar',
  External: 'External',
  Home: 'UserHome',
  Drive: 'Drive',
  'PHO Template Editor': 'PHO Template Editor',
  'PHO Image Tool': 'PHO Image Tool',
  Timesheet: 'Timesheet',
  Announcements: 'Announcement',
  Brands: 'Brand',
  Reports: 'Report',
  Roles: 'Role',
  'PHO Template Category': 'PHO Template Category',
  'Voice Over': 'Voice Over',
  'Script Control': 'Script Control',
} as const satisfies Record<string, Subject>;
export type PermissionName = keyof typeof PERMISSION_SUBJECTS;
export const PERMISSION_NAMES = Object.keys(PERMISSION_SUBJECTS) as PermissionName[];
