export { CalendarView, type CalendarViewProps, type CalendarViewLabels } from './CalendarView';
export type { CalendarEvent } from './layout';
export {
  calendarViews,
  calendarEventTones,
  type CalendarViewKind,
  type CalendarEventTone,
} from './calendarViewVariants';
