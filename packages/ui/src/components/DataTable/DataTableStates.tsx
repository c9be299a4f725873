import type { ReactNode } from 'react';
import { VisuallyHidden } from '@radix-ui/themes';
import { CircleAlert, Inbox } from 'lucide-react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import type { DataTableLabels } from './dataTableLabels';

// The states of a DataTable that has no rows to show, for the grid and the cards alike; each
// layout places them (a full-width row, a block under the toolbar) and draws its own skeletons.

export interface DataTableErrorProps {
  labels: Pick<DataTableLabels, 'errorTitle' | 'errorText' | 'retry'>;
  /** Adds the retry button. */
  onRetry?: () => void;
}

/** The rows could not be loaded: what happened, and a retry button. */
export function DataTableError({ labels, onRetry }: DataTableErrorProps) {
  return (
    <EmptyState
      icon={<CircleAlert size={24} />}
      title={labels.errorTitle}
      text={labels.errorText}
      action={
        onRetry ? (
          <Button variant="soft" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : undefined
      }
    />
  );
}

export interface DataTableEmptyProps {
  labels: Pick<DataTableLabels, 'emptyTitle' | 'emptyText'>;
  /** The caller's own empty state (e.g. with a "clear filters" action), instead of the default. */
  empty?: ReactNode;
}

/** Nothing to show: the caller's empty state, else a generic one from the labels. */
export function DataTableEmpty({ labels, empty }: DataTableEmptyProps) {
  return (
    <>
      {empty ?? (
        <EmptyState icon={<Inbox size={24} />} title={labels.emptyTitle} text={labels.emptyText} />
      )}
    </>
  );
}

/** Tells assistive tech that rows are loading (the skeletons are only drawn). */
export function DataTableLoadingStatus({ labels }: { labels: Pick<DataTableLabels, 'loading'> }) {
  return <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>;
}
