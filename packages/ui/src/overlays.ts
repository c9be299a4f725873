/**
 * `@atrium/ui/overlays`: the parts of the app shell its first paint does without — the phone
 * drawer, the menu's flyouts and tooltips, the toast layer, the dropdown menus' Radix parts — and
 * the attendance dialog, which features load with the first prompt. The components load this
 * entry themselves (`lazyWhenIdle`: once the page is idle, or at once on first use), so the parts
 * arrive together, as one file; an app names this entry to place that file in its build
 * (apps/web/firstLoad.ts), never the modules behind it.
 */
export { AppShellDrawer } from './components/AppShell/AppShellDrawer';
export { MenuFlyout } from './components/Menu/MenuFlyout';
export { MenuTooltip, MenuTooltipProvider } from './components/Menu/MenuTooltip';
export { ToastLayer } from './components/Toast/ToastLayer';
export * as DropdownMenuParts from './components/DropdownMenu/DropdownMenuParts';
export {
  AttendanceDialog,
  attendanceCountdownMs,
  attendanceRefreshMs,
  type AttendanceDialogProps,
} from './components/AttendanceDialog';
