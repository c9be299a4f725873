export { TimesheetPage, type TimesheetPageProps } from './TimesheetPage.tsx';
export {
  DEFAULT_TIMESHEET_VIEW,
  parseTimesheetSearch,
  timesheetSearchString,
  type TimesheetView,
  type TimesheetTab,
} from './timesheetView.ts';
export { timesheetKeys } from './timesheetKeys.ts';
