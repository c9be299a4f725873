export * from './zonedDates.ts';
export * from './calendarRules.ts';
export * from './leaveDays.ts';
export * from './availability.ts';
export * from './timesheetWeek.ts';
