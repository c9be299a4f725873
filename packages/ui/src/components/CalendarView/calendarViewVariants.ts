export { tones as calendarEventTones, type Tone as CalendarEventTone } from '../Badge/tones.css';

/** `month`: weeks of the month with all-day bars; `week`: seven days with hour rows. */
export const calendarViews = ['month', 'week'] as const;
export type CalendarViewKind = (typeof calendarViews)[number];
