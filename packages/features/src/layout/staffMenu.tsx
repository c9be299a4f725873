import {
  BarChart3,
  Bell,
  CalendarCheck,
  CalendarDays,
  CalendarOff,
  Clapperboard,
  ClipboardList,
  Clock,
  FolderKanban,
  HardDrive,
  House,
  Image,
  LayoutTemplate,
  Megaphone,
  ScrollText,
  Shapes,
  ShieldCheck,
  Tags,
  UserRoundCog,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Subject } from '@atrium/api';
import type { MenuEntry, MenuItem } from '@atrium/ui';

/** Where each area of the staff app lives (spec section 2). */
export const STAFF_PATHS = {
  home: '/main/home',
  notifications: '/main/notification',
  accountSettings: '/account-settings',
  drive: '/main/drive',
  storyReport: '/main/report/story',
  userReport: '/main/report/user',
  usersListReport: '/main/report/users',
  imageTool: '/photo/image-tool',
  templateEditor: '/photo/template',
  templateCategories: '/photo/template-category',
  announcements: '/main/announcement',
  brands: '/main/brand',
  users: '/main/user',
  teamManagement: '/main/role',
  audit: '/main/audit',
  teams: '/main/team',
  stories: '/main/story',
  projects: '/main/project',
  timesheet: '/main/timesheet',
  workdays: '/main/calendar',
  daysOff: '/main/calendar/days-off',
  videoEditor: '/video/project',
  latestAttendance: '/main/attendance',
  account: '/account-settings/account',
} as const;
export type StaffArea = keyof typeof STAFF_PATHS;

const ICON_SIZE = 18;

interface ItemSpec {
  id: StaffArea;
  icon: ReactNode;
  /** `manage` on this subject shows the item (spec section 6); none: every signed-in user. */
  subject?: Subject;
  /** Only for super admins: the spec names no subject for it, and its API checks the role. */
  superAdminOnly?: true;
}

/** The menu of spec section 2 ("Menu labels"), in its order, with the subject each area needs. */
const ITEMS: readonly (ItemSpec | { id: 'report'; icon: ReactNode; children: ItemSpec[] })[] = [
  { id: 'home', icon: <House size={ICON_SIZE} aria-hidden /> },
  { id: 'drive', icon: <HardDrive size={ICON_SIZE} aria-hidden />, subject: 'Drive' },
  {
    id: 'report',
    icon: <BarChart3 size={ICON_SIZE} aria-hidden />,
    children: [
      { id: 'storyReport', icon: null, subject: 'Report' },
      { id: 'userReport', icon: null, subject: 'Report' },
      { id: 'usersListReport', icon: null, subject: 'Report' },
    ],
  },
  {
    id: 'imageTool',
    icon: <Image size={ICON_SIZE} aria-hidden />,
    subject: 'PHO Image Tool',
  },
  {
    id: 'templateEditor',
    icon: <LayoutTemplate size={ICON_SIZE} aria-hidden />,
    subject: 'PHO Template Editor',
  },
  {
    id: 'templateCategories',
    icon: <Shapes size={ICON_SIZE} aria-hidden />,
    subject: 'PHO Template Category',
  },
  {
    id: 'announcements',
    icon: <Megaphone size={ICON_SIZE} aria-hidden />,
    subject: 'Announcement',
  },
  { id: 'brands', icon: <Tags size={ICON_SIZE} aria-hidden />, subject: 'Brand' },
  { id: 'users', icon: <UserRoundCog size={ICON_SIZE} aria-hidden />, subject: 'User' },
  {
    id: 'teamManagement',
    icon: <ShieldCheck size={ICON_SIZE} aria-hidden />,
    subject: 'Role',
  },
  { id: 'audit', icon: <ScrollText size={ICON_SIZE} aria-hidden />, superAdminOnly: true },
  { id: 'stories', icon: <ClipboardList size={ICON_SIZE} aria-hidden />, subject: 'Project' },
  { id: 'projects', icon: <FolderKanban size={ICON_SIZE} aria-hidden />, subject: 'Project' },
  { id: 'timesheet', icon: <Clock size={ICON_SIZE} aria-hidden />, subject: 'Timesheet' },
  { id: 'workdays', icon: <CalendarDays size={ICON_SIZE} aria-hidden />, subject: 'Calendar' },
  { id: 'daysOff', icon: <CalendarOff size={ICON_SIZE} aria-hidden />, subject: 'Calendar' },
  {
    id: 'videoEditor',
    icon: <Clapperboard size={ICON_SIZE} aria-hidden />,
    subject: 'VideoEditor',
  },
  { id: 'latestAttendance', icon: <CalendarCheck size={ICON_SIZE} aria-hidden /> },
  { id: 'teams', icon: <UsersRound size={ICON_SIZE} aria-hidden />, subject: 'Team' },
];

function toMenuItem(spec: ItemSpec, t: TFunction<'layout'>): MenuItem {
  return {
    id: spec.id,
    title: t(`menu.${spec.id}`),
    path: STAFF_PATHS[spec.id],
    ...(spec.icon ? { icon: spec.icon } : {}),
    ...(spec.subject ? { action: 'manage', subject: spec.subject } : {}),
  };
}

/**
 * The staff app's menu, translated. Items carry `manage` + subject, so `<Menu can={…}>` hides
 * what the signed-in user may not open (and the Report group when all its reports are hidden).
 */
export function buildStaffMenu(
  t: TFunction<'layout'>,
  { superAdmin = false }: { superAdmin?: boolean } = {},
): MenuEntry[] {
  const items = ITEMS.filter((item) => superAdmin || !('superAdminOnly' in item));
  return items.map((item) =>
    'children' in item
      ? {
          id: item.id,
          title: t(`menu.${item.id}`),
          icon: item.icon,
          children: item.children.map((child) => toMenuItem(child, t)),
        }
      : toMenuItem(item, t),
  );
}

/** The bottom navigation's options on a phone: the areas a member of staff uses every day. */
export const BOTTOM_NAV_AREAS = ['home', 'latestAttendance', 'notifications', 'account'] as const;
export const bottomNavIcons: Record<(typeof BOTTOM_NAV_AREAS)[number], ReactNode> = {
  home: <House size={22} aria-hidden />,
  latestAttendance: <CalendarCheck size={22} aria-hidden />,
  notifications: <Bell size={22} aria-hidden />,
  account: <UserRound size={22} aria-hidden />,
};
