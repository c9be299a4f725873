export { HolidaysPanel, type HolidaysPanelProps } from './HolidaysPanel.tsx';
export {
  workingTimeErrorMessage,
  workingTimeErrorMessages,
  workingTimeFieldError,
  workingTimeMessageText,
  onlyWorkingTimeFieldErrors,
} from './workingTimeErrors.ts';
export { workdaysKeys } from './workdaysKeys.ts';
