import { lazy, Suspense } from 'react';
import { Button } from '@atrium/ui';

export interface WidgetErrorProps {
  /** What could not be loaded ("Your attendance could not be loaded"). */
  title: string;
  /** Why, in the user's language (errorMessage). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * The alert comes in its own small file, loaded when a widget first fails: the home page shows one
 * only when something went wrong, and in the files every first load shares (the sign-in page's
 * too) the alert with its icons cost ~0.6 kB gzip (`npm run bench`).
 */
const WidgetErrorAlert = lazy(() =>
  import('../errorAlerts.ts').then(
    (module) => ({ default: module.WidgetErrorAlert }),
    // The network that failed the widget may fail this download too: then the plain rendition.
    () => ({ default: PlainWidgetError }),
  ),
);

/**
 * A widget's failed load (the home page's cards): what failed, why, and a retry. If the alert's
 * file cannot be loaded (the network that failed the widget may fail it too), the same text and
 * button render plainly, as an alert for assistive technology. While it loads (a few
 * milliseconds, one round trip on a slow network) nothing shows: swapping a plain rendition for
 * the alert would move the card's content under the reader.
 */
export function WidgetError(props: WidgetErrorProps) {
  return (
    <Suspense fallback={null}>
      <WidgetErrorAlert {...props} />
    </Suspense>
  );
}

/** The same text and retry without ui's Alert, announced as an alert all the same. */
function PlainWidgetError({ title, message, retryLabel, onRetry }: WidgetErrorProps) {
  return (
    <div role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{message}</p>
      <Button size={1} variant="soft" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
