export {
  AttendanceDialog,
  attendanceCountdownMs,
  attendanceRefreshMs,
  type AttendanceDialogProps,
} from './AttendanceDialog';
