import { forwardRef, useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { ThemedLayer } from '../Dialog/ThemedLayer';
import { overlayZIndex } from '../Dialog/dialogVariants';
import * as styles from './ConfirmDialog.css';
import type { ConfirmDialogTone } from './confirmDialogVariants';

export interface ConfirmDialogProps {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** What will happen; the dialog's accessible description. */
  message: ReactNode;
  /** Label of the confirming button ("Delete"). */
  confirmLabel: string;
  /** Label of the cancelling button ("Cancel"); it has focus when the dialog opens. */
  cancelLabel: string;
  /** `danger` paints the confirming button red for destructive actions. */
  tone?: ConfirmDialogTone;
  /**
   * Called on confirm. Return a promise to keep the dialog open with a busy confirm button until it settles:
   * it closes when the promise resolves and stays open (with `error`, if you set it) when it rejects.
   */
  onConfirm: () => unknown;
  /** Called when the dialog is cancelled (button or Escape). */
  onCancel?: () => void;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered with asChild, so pass a Button). */
  trigger?: ReactNode;
  /** Error text shown in the dialog, e.g. after a failed confirm. */
  error?: ReactNode;
  /** Class on the dialog content. */
  className?: string;
}

/**
 * Asks before an action, over Radix's AlertDialog primitive (role="alertdialog": no dismissal by an outside
 * click, focus starts on Cancel). Async-aware: while `onConfirm`'s promise is pending, the confirm button is
 * busy and Escape and Cancel are disabled, so the action cannot be abandoned half-way or sent twice.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    title,
    message,
    confirmLabel,
    cancelLabel,
    tone = 'accent',
    onConfirm,
    onCancel,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    trigger,
    error,
    className,
    ...rest
  },
  ref,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const cancel = () => {
    if (pending) return;
    onCancel?.();
    setOpen(false);
  };

  const confirm = async () => {
    if (pending) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // stays open: the caller reports the failure through `error`
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : cancel())}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <ThemedLayer>
          <AlertDialog.Overlay
            className={dialogStyles.overlay}
            style={{ zIndex: overlayZIndex.dialog }}
          >
            <AlertDialog.Content
              ref={ref}
              className={cx(dialogStyles.content({ size: 1 }), className)}
              data-tone={tone}
              aria-busy={pending || undefined}
              onEscapeKeyDown={(event) => {
                if (pending) event.preventDefault();
              }}
              {...rest}
            >
              <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
              <AlertDialog.Description className={dialogStyles.description}>
                {message}
              </AlertDialog.Description>
              {error ? (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              ) : null}
              <div className={dialogStyles.actions}>
                <AlertDialog.Cancel asChild>
                  <Button variant="soft" tone="neutral" disabled={pending}>
                    {cancelLabel}
                  </Button>
                </AlertDialog.Cancel>
                <Button
                  tone={tone === 'danger' ? 'danger' : 'accent'}
                  loading={pending}
                  onClick={() => void confirm()}
                >
                  {confirmLabel}
                </Button>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Overlay>
        </ThemedLayer>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
});
ConfirmDialog.displayName = 'ConfirmDialog';
