/** A business rule said no; the routes turn it into the HTTP answer. */
export class WorkingTimeError extends Error {
  constructor(
    readonly kind: 'conflict' | 'not_found' | 'forbidden' | 'invalid',
    message: string,
    /** For `invalid`: the field the message belongs to. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'WorkingTimeError';
  }
}

/** Unknown and not-yours look the same from outside (the routes send the generic 404). */
export const notFound = () => new WorkingTimeError('not_found', 'Not found');
export const invalid = (field: string, message: string) =>
  new WorkingTimeError('invalid', message, field);
