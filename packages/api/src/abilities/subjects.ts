/** What a super admin manages (spec section 6, in the spec's order). */
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

/** Every subject a route or menu item can name (spec sections 2 and 6): the super admin's plus those only permission names grant. */
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
