/**
 * What the story module asks the timesheet before it writes a time entry (ADR 0024): every entry
 * of a person is one model, so a story's manual entry or timer follows the same week locks and
 * local dates as the timesheet grid.
 */
export interface TimeEntryGuard {
  /** The person's local date of an instant, in their working calendar's zone. */
  localDate(userId: string, at: Date): Promise<string>;
  /** Why this person's entries on this date may not change now (a submitted or approved week). */
  lockedReason(userId: string, date: string): Promise<string | undefined>;
}
