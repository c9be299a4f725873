import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cx } from '../../utils/cx';
import * as styles from './Dialog.css';
import { ThemedLayer } from './ThemedLayer';
import { overlayZIndex, type DialogSize } from './dialogVariants';

export type DialogRootProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Root>;
export type DialogTriggerProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Trigger>;
export type DialogCloseProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Close>;

export interface DialogContentProps extends ComponentPropsWithoutRef<
  typeof DialogPrimitive.Content
> {
  /**
   * Cannot be dismissed by clicking outside or pressing Escape: only the dialog's own buttons close it
   * (session prompts, unsaved work).
   */
  persistent?: boolean;
  /** Width: 1 = 360px, 2 = 480px (default), 3 = 640px. */
  size?: DialogSize;
  /** aria-label of the × button in the corner; without it there is no × button. */
  closeLabel?: string;
  /** Stacking order; defaults to the dialog layer (2400). A dialog over a dialog takes the next step of 10. */
  zIndex?: number;
  /** Where the dialog is portalled to (defaults to document.body). */
  container?: HTMLElement | null;
}

const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    persistent = false,
    size = 2,
    closeLabel,
    zIndex = overlayZIndex.dialog,
    container,
    className,
    children,
    onEscapeKeyDown,
    onPointerDownOutside,
    onInteractOutside,
    ...rest
  },
  ref,
) {
  return (
    <DialogPrimitive.Portal container={container}>
      <ThemedLayer>
        <DialogPrimitive.Overlay className={styles.overlay} style={{ zIndex }}>
          <DialogPrimitive.Content
            ref={ref}
            className={cx(styles.content({ size }), className)}
            data-persistent={persistent || undefined}
            data-size={size}
            onEscapeKeyDown={(event) => {
              if (persistent) event.preventDefault();
              onEscapeKeyDown?.(event);
            }}
            onPointerDownOutside={(event) => {
              if (persistent) event.preventDefault();
              onPointerDownOutside?.(event);
            }}
            onInteractOutside={(event) => {
              if (persistent) event.preventDefault();
              onInteractOutside?.(event);
            }}
            {...rest}
          >
            {children}
            {closeLabel ? (
              <DialogPrimitive.Close className={styles.closeButton} aria-label={closeLabel}>
                <X size={18} aria-hidden="true" />
              </DialogPrimitive.Close>
            ) : null}
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </ThemedLayer>
    </DialogPrimitive.Portal>
  );
});
DialogContent.displayName = 'Dialog.Content';

export interface DialogTitleProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Title> {
  children?: ReactNode;
}
const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { className, ...rest },
  ref,
) {
  return <DialogPrimitive.Title ref={ref} className={cx(styles.title, className)} {...rest} />;
});
DialogTitle.displayName = 'Dialog.Title';

export type DialogDescriptionProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Description>;
const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(
  function DialogDescription({ className, ...rest }, ref) {
    return (
      <DialogPrimitive.Description
        ref={ref}
        className={cx(styles.description, className)}
        {...rest}
      />
    );
  },
);
DialogDescription.displayName = 'Dialog.Description';

/** Buttons row at the end of the dialog (end-aligned, wraps long labels). */
const DialogActions = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function DialogActions({ className, ...rest }, ref) {
    return <div ref={ref} className={cx(styles.actions, className)} {...rest} />;
  },
);
DialogActions.displayName = 'Dialog.Actions';

/**
 * Modal dialog over Radix's unstyled Dialog primitive (focus trap, Escape, aria-modal, labelled by its
 * Title and described by its Description). Compose it:
 *
 * ```tsx
 * <Dialog.Root>
 *   <Dialog.Trigger asChild><Button>Edit</Button></Dialog.Trigger>
 *   <Dialog.Content closeLabel={t('close')}>
 *     <Dialog.Title>…</Dialog.Title>
 *     <Dialog.Description>…</Dialog.Description>
 *     <Dialog.Actions><Dialog.Close asChild><Button>Done</Button></Dialog.Close></Dialog.Actions>
 *   </Dialog.Content>
 * </Dialog.Root>
 * ```
 *
 * `persistent` content ignores outside clicks and Escape.
 */
export const Dialog = {
  Root: DialogPrimitive.Root,
  Trigger: DialogPrimitive.Trigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Actions: DialogActions,
  Close: DialogPrimitive.Close,
};
