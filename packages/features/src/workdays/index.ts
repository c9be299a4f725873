export { WorkdaysPage, type WorkdaysPageProps } from './WorkdaysPage.tsx';
export { CalendarPage, type CalendarPageProps } from './CalendarPage.tsx';
export { HolidaysPanel, type HolidaysPanelProps } from './HolidaysPanel.tsx';
export {
  DEFAULT_WORKDAYS_VIEW,
  parseWorkdaysSearch,
  workdaysSearchString,
  parseCalendarSearch,
  calendarSearchString,
  type WorkdaysView,
  type CalendarView,
} from './workdaysView.ts';
export {
  workingTimeErrorMessage,
  workingTimeErrorMessages,
  workingTimeFieldError,
  workingTimeMessageText,
  onlyWorkingTimeFieldErrors,
} from './workingTimeErrors.ts';
export { workdaysKeys } from './workdaysKeys.ts';
