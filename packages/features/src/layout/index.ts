export { StaffLayout, type StaffLayoutProps, type StaffLayoutPreferences } from './StaffLayout.tsx';
export { UserMenu, type UserMenuProps } from './UserMenu.tsx';
export {
  UnavailablePage,
  UNAVAILABLE_AREAS,
  isUnavailableArea,
  type UnavailablePageProps,
  type UnavailableArea,
} from './UnavailablePage.tsx';
export { buildStaffMenu, STAFF_PATHS, BOTTOM_NAV_AREAS, type StaffArea } from './staffMenu.tsx';
