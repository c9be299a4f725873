// The scheduler only: Sentry's setup and its event filter (./sentry.ts) load with the SDK, after
// the first paint, so neither is on the sign-in path.
import type { ApiErrorFeed } from '@atrium/features';

/**
 * Starts Sentry once the first paint is done and the browser is idle, if a DSN is configured;
 * from then on the failed story calls of `errors` (the app's feed) are reported.
 */
export function startSentryAfterFirstPaint(
  dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN,
  errors?: ApiErrorFeed,
): void {
  if (!dsn) return;
  const start = () => {
    import('./sentry.ts')
      .then(({ startSentry }) =>
        startSentry({ dsn, environment: import.meta.env.MODE, ...(errors ? { errors } : {}) }),
      )
      .catch((error: unknown) => {
        // Reporting must never break the app it reports on.
        console.error('Failed to start error reporting', error);
      });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
