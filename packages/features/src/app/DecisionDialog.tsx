import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, Flex, Textarea } from '@atrium/ui';
import { useDialogAction } from './useDialogAction.ts';

export type Decision = 'approve' | 'reject';

export interface DecisionDialogLabels {
  close: string;
  cancel: string;
  approve: string;
  reject: string;
  comment: string;
  /** Under the comment field (e.g. who reads it). */
  commentHint?: string;
  errorTitle: string;
}

export interface DecisionDialogContentProps {
  title: ReactNode;
  description: ReactNode;
  /** What is being decided (the request's details), above the comment. */
  children: ReactNode;
  labels: DecisionDialogLabels;
  /** A refusal in the reader's words. */
  errorText: (failure: unknown) => string;
  /** Sends the decision with the comment (trimmed, possibly empty); a refusal stays here. */
  onDecide: (decision: Decision, comment: string) => Promise<unknown>;
  onClose: () => void;
  /** False: the details only, closed with one button (a request the reader may not decide). */
  canDecide?: boolean;
  size?: 2 | 3;
  gap?: '3' | '4';
}

/**
 * The inside of an approve / reject dialog (put it in a `Dialog.Root`, rendered only while a
 * request is chosen so the comment starts empty): the request's details, an optional comment
 * and Cancel, Reject and Approve. Shared by leave requests and attendance corrections.
 */
export function DecisionDialogContent({
  title,
  description,
  children,
  labels,
  errorText,
  onDecide,
  onClose,
  canDecide = true,
  size = 2,
  gap = '3',
}: DecisionDialogContentProps) {
  const [comment, setComment] = useState('');
  const { running, failure, run } = useDialogAction<Decision>(onClose);
  const submit = (decision: Decision) => run(decision, () => onDecide(decision, comment.trim()));
  return (
    <Dialog.Content size={size} closeLabel={labels.close} aria-busy={running !== null || undefined}>
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>{description}</Dialog.Description>
      <Flex direction="column" gap={gap} mt="4">
        {failure ? (
          <Alert tone="danger" title={labels.errorTitle}>
            {errorText(failure)}
          </Alert>
        ) : null}
        {children}
        {canDecide ? (
          <>
            <Textarea
              label={labels.comment}
              {...(labels.commentHint ? { hint: labels.commentHint } : {})}
              rows={3}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <Dialog.Actions>
              <Button variant="soft" tone="neutral" disabled={running !== null} onClick={onClose}>
                {labels.cancel}
              </Button>
              <Button
                variant="soft"
                tone="danger"
                loading={running === 'reject'}
                disabled={running === 'approve'}
                onClick={() => void submit('reject')}
              >
                {labels.reject}
              </Button>
              <Button
                loading={running === 'approve'}
                disabled={running === 'reject'}
                onClick={() => void submit('approve')}
              >
                {labels.approve}
              </Button>
            </Dialog.Actions>
          </>
        ) : (
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" onClick={onClose}>
              {labels.close}
            </Button>
          </Dialog.Actions>
        )}
      </Flex>
    </Dialog.Content>
  );
}
