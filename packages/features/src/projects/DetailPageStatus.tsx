import type { ReactNode } from 'react';
import { isApiError } from '@atrium/api';
import { Button, Container, EmptyState, FullPageLoader } from '@atrium/ui';

export interface DetailPageStatusLabels {
  loading: string;
  notFoundTitle: string;
  notFoundText: string;
  backToList: string;
  errorTitle: string;
  retry: string;
}

export interface DetailPageStatusProps {
  /** Nothing to show yet: the page loader. */
  loading: boolean;
  /** Why it failed (a 404 reads as "not found", anything else offers a retry). */
  error: unknown;
  /** The failure in the reader's words (shown for anything but a 404). */
  errorText: string;
  icon: ReactNode;
  labels: DetailPageStatusLabels;
  onBack: () => void;
  onRetry: () => void;
}

/**
 * What a project's or a story's page shows instead of itself: the loader while it is fetched,
 * "not found" (with the way back to the list) for an unknown or hidden one, else the failure
 * with a retry.
 */
export function DetailPageStatus({
  loading,
  error,
  errorText,
  icon,
  labels,
  onBack,
  onRetry,
}: DetailPageStatusProps) {
  if (loading) return <FullPageLoader label={labels.loading} />;
  const missing = isApiError(error) && error.status === 404;
  return (
    <Container size="2" px="4" py="8">
      <EmptyState
        titleAs="h2"
        icon={icon}
        title={missing ? labels.notFoundTitle : labels.errorTitle}
        text={missing ? labels.notFoundText : errorText}
        action={
          missing ? (
            <Button onClick={onBack}>{labels.backToList}</Button>
          ) : (
            <Button onClick={onRetry}>{labels.retry}</Button>
          )
        }
      />
    </Container>
  );
}
