import { ERROR_DETAILS, isApiError, MASTER_PASSWORD_NOT_SET } from '@atrium/api';

/** The 403 a protected call answers when the master-key token is missing, expired or foreign. */
export function isMasterKeyRequired(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 403 &&
    error.detail === ERROR_DETAILS.masterPasswordRequired
  );
}

/** Thrown by `withMasterKey` when the person closes the master-password dialog. */
export class MasterKeyCancelledError extends Error {
  constructor() {
    super('The master password was not entered');
    this.name = 'MasterKeyCancelledError';
  }
}

export function isMasterKeyCancelled(error: unknown): error is MasterKeyCancelledError {
  return error instanceof MasterKeyCancelledError;
}

/** How long the server pauses the checks after too many wrong master passwords (its lockout). */
export const MASTER_KEY_LOCKOUT_MINUTES = 15;

/** Which message the dialog shows for a failed check (masterKey namespace keys). */
export function masterKeyFailure(error: unknown): 'invalid' | 'locked' | 'notSet' | null {
  if (!isApiError(error)) return null;
  if (error.detail === ERROR_DETAILS.invalidMasterPassword) return 'invalid';
  if (error.status === 429) return 'locked';
  if (error.status === 409 && error.detail === MASTER_PASSWORD_NOT_SET) return 'notSet';
  return null;
}
