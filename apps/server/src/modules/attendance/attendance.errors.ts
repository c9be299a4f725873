/** The messages the routes send back; the e2e switch in modules/testing reuses `notWorking`. */
export const ATTENDANCE_ERRORS = {
  notWorking: 'You have no open attendance session',
  sessionEnded: 'Your attendance session has already ended',
  otherUserForbidden: "You do not have permission to view other users' attendance",
  ownCorrection: 'You cannot review your own correction request',
  alreadyDecided: 'This correction request has already been decided',
  sessionOpen: 'Finish the session before correcting it',
  overlap: 'The corrected times overlap another session',
  future: 'Times cannot be in the future',
} as const;

/** A business rule said no; the routes turn it into the HTTP answer. */
export class AttendanceError extends Error {
  constructor(
    readonly kind: 'conflict' | 'not_found' | 'forbidden' | 'invalid',
    message: string,
    /** For `invalid`: the field the message belongs to. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AttendanceError';
  }
}

/** Unknown and not-yours look the same from outside (the routes send the generic 404). */
export const notFound = () => new AttendanceError('not_found', 'Not found');
