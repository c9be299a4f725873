export * from './zonedDates.ts';
export * from './calendarRules.ts';
export * from './leaveDays.ts';
