import type { ReactNode } from 'react';
import { Alert, Button, Dialog, Flex, type DialogSize } from '@atrium/ui';

export interface FormDialogRootProps {
  open: boolean;
  onClose: () => void;
  /** The form: mounted only while open, so each opening starts from its initial values. */
  children: ReactNode;
}

/** A dialog around a form that closes on Escape, the × or outside, and forgets it when closed. */
export function FormDialogRoot({ open, onClose, children }: FormDialogRootProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? children : null}
    </Dialog.Root>
  );
}

export interface FormDialogContentProps {
  size?: DialogSize;
  title: ReactNode;
  description: ReactNode;
  /** The × button's name, the Cancel and the submit button's texts. */
  closeLabel: string;
  cancelLabel: string;
  submitLabel: string;
  /** While sending: the dialog is busy, Cancel waits and the submit button spins. */
  saving: boolean;
  /** A refusal not shown beside a field: an alert above the fields (absent: none). */
  failure?: { title: string; message: string } | null;
  /** The form was submitted (Enter or the submit button); the page does not reload. */
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  /** The fields, between the alert and the buttons. */
  children: ReactNode;
}

/**
 * The body of a form dialog: title, description, then a form (the browser's own checks off: the
 * form says what is missing itself) with the refusal alert, the fields, Cancel and submit.
 */
export function FormDialogContent({
  size = 2,
  title,
  description,
  closeLabel,
  cancelLabel,
  submitLabel,
  saving,
  failure,
  onSubmit,
  onCancel,
  children,
}: FormDialogContentProps) {
  return (
    <Dialog.Content size={size} closeLabel={closeLabel} aria-busy={saving || undefined}>
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>{description}</Dialog.Description>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        <Flex direction="column" gap="4" mt="4">
          {failure ? (
            <Alert tone="danger" title={failure.title}>
              {failure.message}
            </Alert>
          ) : null}
          {children}
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={saving} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
