import type { ApiErrorFeed } from '@atrium/features';
import { keepOnlyStoryEvents } from './sentryFilter.ts';
import { reportStoryApiErrors } from './storyApiReports.ts';

export interface SentryOptions {
  dsn: string;
  /** Deployment name shown in reports (Vite's mode by default). */
  environment?: string;
  release?: string;
  /** The app's failed calls: failed story calls are reported (spec section 7). */
  errors?: ApiErrorFeed;
}

/** What a started Sentry gives the rest of the app. */
export interface StartedSentry {
  captureMessage(message: string): void;
  flush(timeoutMs?: number): Promise<boolean>;
}

/**
 * Loads and starts `@sentry/react` (spec section 7; issue 5: replay on, tracing off). The SDK is a
 * dynamic import so it is its own chunk and never on the sign-in path; the app calls
 * `startSentryAfterFirstPaint` (./startSentryAfterFirstPaint.ts), which loads this module too.
 */
export async function startSentry({
  dsn,
  environment,
  release,
  errors,
}: SentryOptions): Promise<StartedSentry> {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment,
    release,
    // Replay records the session, and is sent only with an event the filter keeps.
    integrations: [Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
    // Tracing off: no tracesSampleRate, no browserTracingIntegration.
    beforeSend: keepOnlyStoryEvents,
  });
  if (errors) reportStoryApiErrors(errors, (message) => void Sentry.captureMessage(message));
  return {
    captureMessage: (message) => void Sentry.captureMessage(message),
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}
