import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type FocusEvent,
} from 'react';
import { Slot } from 'radix-ui';
import { cx } from './cx';
import { useLazyPart, type LazyPart } from './lazyWhenIdle';
import * as styles from './menuOnUse.css';

/**
 * Menus whose Radix code loads on first use (DropdownMenu, Menu's flyouts). Radix's menu stack
 * (popper and Floating UI, focus scope, dismissable layer, scroll lock) is ~34 kB gzip: with it,
 * the app shell's @atrium/ui JavaScript would be ~55 kB instead of ~20 (budget 40, `npm run bench`).
 * So its code is fetched after the first paint (or when the trigger is hovered or focused), and
 * Radix's menu is mounted only when the menu is opened:
 *
 * - until then the trigger is a plain button with a closed menu trigger's ARIA
 *   (`aria-haspopup="menu"`, `aria-expanded="false"`);
 * - pressing it (pointer, Enter, Space or ArrowDown, as with Radix's trigger) sets the menu's open
 *   state; Radix's menu then mounts open, at once when its code is there;
 * - if the code is still downloading, the trigger is pending meanwhile: `aria-busy="true"`, a
 *   spinner and a progress cursor; Escape gives up; a failed download closes the menu again
 *   (the next press retries).
 *
 * Nothing is replayed: the open state is the owner's (DropdownMenu's root, Menu), so it also
 * survives the trigger being remounted while the code loads.
 */
export interface MenuOnUse<T> {
  /** The loaded module once the menu has been opened (then it stays), else undefined. */
  parts: T | undefined;
  /** Open and the code not there yet. */
  pending: boolean;
  /** Whether the trigger was pressed from the keyboard: the first item is focused on opening. */
  openedByKeyboard: () => boolean;
  /** For PendingMenuTrigger. */
  triggerProps: Pick<
    PendingMenuTriggerProps,
    'pending' | 'onOpenRequest' | 'onCancel' | 'onIntent'
  >;
}

/**
 * The lazy part behind a menu: prefetched after the first paint, rendered from the first time
 * `open` is true. `setOpen` is the owner's; it is called with false when the download fails.
 */
export function useMenuOnUse<T>(
  part: LazyPart<T>,
  open: boolean,
  setOpen: (open: boolean) => void,
): MenuOnUse<T> {
  const parts = useLazyPart(part, open ? 'now' : 'prefetch');
  const pending = open && !parts;
  const keyboardRef = useRef(false);

  // The download failed (offline): the menu closes, and the next press tries again.
  useEffect(() => {
    if (!pending) return undefined;
    let current = true;
    part.load().catch(() => {
      if (current) setOpen(false);
    });
    return () => {
      current = false;
    };
  }, [part, pending, setOpen]);

  const onOpenRequest = useCallback(
    (keyboard: boolean) => {
      if (open) return;
      keyboardRef.current = keyboard;
      setOpen(true);
    },
    [open, setOpen],
  );
  const onCancel = useCallback(() => setOpen(false), [setOpen]);
  const onIntent = useCallback(() => {
    part.load().catch(() => undefined); // a failed download: the press retries
  }, [part]);
  const openedByKeyboard = useCallback(() => {
    const keyboard = keyboardRef.current;
    keyboardRef.current = false;
    return keyboard;
  }, []);
  return useMemo(
    () => ({
      parts,
      pending,
      openedByKeyboard,
      triggerProps: { pending, onOpenRequest, onCancel, onIntent },
    }),
    [parts, pending, openedByKeyboard, onOpenRequest, onCancel, onIntent],
  );
}

/**
 * For the menu content's `onFocus`: Radix focuses the content when it mounts, and moves on to the
 * first item when the menu was opened from the keyboard, which it tracks from key presses seen
 * while mounted. The press that opened a menu mounted on use came before, so this does it.
 */
export function focusFirstItemIfOpenedByKeyboard(
  event: FocusEvent<HTMLElement>,
  openedByKeyboard: () => boolean,
) {
  if (event.target !== event.currentTarget || !openedByKeyboard()) return;
  const first = event.currentTarget.querySelector<HTMLElement>(
    '[role^="menuitem"]:not([data-disabled])',
  );
  first?.focus();
}

/** The keys that open a Radix DropdownMenu from its trigger. */
const openKeys = ['Enter', ' ', 'ArrowDown'];

export interface PendingMenuTriggerProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
  /** The menu has been asked for and its code is loading: busy, with a spinner. */
  pending: boolean;
  /** Pressed: open the menu (`keyboard`: by Enter, Space or ArrowDown). */
  onOpenRequest: (keyboard: boolean) => void;
  /** Escape while pending: the menu is not wanted any more. */
  onCancel: () => void;
  /** Hovered or focused: the user may be about to open the menu (load its code). */
  onIntent: () => void;
}

/** A menu's trigger until its Radix menu is first opened (see useMenuOnUse). */
export const PendingMenuTrigger = forwardRef<HTMLButtonElement, PendingMenuTriggerProps>(
  function PendingMenuTrigger(
    {
      asChild,
      pending,
      onOpenRequest,
      onCancel,
      onIntent,
      disabled,
      className,
      onPointerEnter,
      onFocus,
      onClick,
      onKeyDown,
      ...rest
    },
    ref,
  ) {
    const Component = asChild ? Slot.Root : 'button';
    return (
      <Component
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-busy={pending || undefined}
        data-state="closed"
        data-pending={pending ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        disabled={disabled}
        className={cx(className, pending && styles.pending) || undefined}
        {...rest}
        ref={ref}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          if (!event.defaultPrevented) onIntent();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          if (!event.defaultPrevented) onIntent();
        }}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || disabled) return;
          onOpenRequest(false);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented || disabled) return;
          if (event.key === 'Escape' && pending) {
            onCancel();
          } else if (openKeys.includes(event.key)) {
            event.preventDefault(); // no click after it
            onOpenRequest(true);
          }
        }}
      />
    );
  },
);
