/** A timesheet rule said no; the routes turn it into the HTTP answer. */
export class TimesheetError extends Error {
  constructor(
    /** `invalid`: 400 field error; `unprocessable`: 422 field error (a rule over saved data). */
    readonly kind: 'invalid' | 'unprocessable' | 'forbidden' | 'not_found' | 'conflict',
    message: string,
    /** For `invalid` and `unprocessable`: the field the message belongs to. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'TimesheetError';
  }
}

/** Unknown and not-yours look the same from outside (the routes send the generic 404). */
export const notFound = () => new TimesheetError('not_found', 'Not found');
export const invalid = (field: string, message: string) =>
  new TimesheetError('invalid', message, field);
export const unprocessable = (field: string, message: string) =>
  new TimesheetError('unprocessable', message, field);
export const conflict = (message: string) => new TimesheetError('conflict', message);
export const forbidden = (message: string) => new TimesheetError('forbidden', message);
