import { ERROR_DETAILS } from '../contracts/common.constants.ts';

export type ApiErrorKind =
  /** The server answered with `{errors: {field: [..]}}`. */
  | 'validation'
  /** The server answered with `{detail}` or with a body we could not read. */
  | 'detail'
  /** The request never got an answer (network down, server gone, CORS). */
  | 'no-response'
  /** The answer did not match the contract: a bug on one side, never the user's fault. */
  | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  url: string;
  detail?: string;
  fieldErrors?: Record<string, string[]>;
  /** The answer's Retry-After, in seconds (429, 503). */
  retryAfterSeconds?: number;
  /**
   * The whole answer, as sent, for the answers that carry more than `{detail}`: a stale story's
   * 409 has the story as it is now (`StoryConflict`).
   */
  body?: unknown;
  cause?: unknown;
}

/** The one error type the client throws (spec section 8's catalogue is built on it). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when there was no response. */
  readonly status: number;
  readonly url: string;
  readonly detail: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  /** How long the server asked to wait before trying again (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;
  /** The answer's body (see `ApiErrorInit.body`); undefined when there was none. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? firstFieldError(init.fieldErrors) ?? defaultMessage(init.kind), {
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.url = init.url;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
  }

  /** 4xx with detail "Invalid Token": the session is gone and the client must sign out. */
  get isInvalidToken(): boolean {
    return this.status >= 400 && this.status < 500 && this.detail === ERROR_DETAILS.invalidToken;
  }

  /** 504 is passed through silently (spec section 8). */
  get isSilent(): boolean {
    return this.status === 504;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** Every message a user should see, in catalogue order: each field message, else the detail. */
  get messages(): string[] {
    const fieldMessages = Object.values(this.fieldErrors).flat();
    if (fieldMessages.length > 0) return fieldMessages;
    return [this.message];
  }
}

function firstFieldError(errors: Record<string, string[]> | undefined): string | undefined {
  if (!errors) return undefined;
  for (const messages of Object.values(errors)) {
    if (messages[0]) return messages[0];
  }
  return undefined;
}

function defaultMessage(kind: ApiErrorKind): string {
  return kind === 'no-response' ? ERROR_DETAILS.noResponse : ERROR_DETAILS.generic;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
