import {
  forwardRef,
  useCallback,
  useRef,
  type ComponentPropsWithoutRef,
  type Ref,
  type RefObject,
} from 'react';
import { Slot } from 'radix-ui';

/**
 * Lazy menus (see lazyWhenIdle): until a menu's Radix code has loaded, its trigger is this
 * stand-in — the same element, classes and ARIA as a closed Radix `DropdownMenu.Trigger`
 * (`aria-haspopup="menu"`, `aria-expanded="false"`, `data-state="closed"`). Hovering it is a
 * hint (`onApproach`: load the code now); focusing or pressing it asks for the real trigger
 * (`onDemand`). A press is recorded and replayed on the real trigger when it mounts, so the menu
 * opens exactly as if Radix had been there all along (keyboard opening still focuses the first
 * item). Focus moves to the real trigger if the stand-in had it.
 */
export interface TriggerHandoff {
  /** The press to replay on the real trigger, if the user pressed the stand-in. */
  activation: { type: 'pointerdown' } | { type: 'keydown'; key: string } | null;
  /** The stand-in had focus when it was replaced. */
  focused: boolean;
}

export function useTriggerHandoff(): RefObject<TriggerHandoff> {
  return useRef<TriggerHandoff>({ activation: null, focused: false });
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** The keys that open a Radix DropdownMenu from its trigger. */
const openKeys = ['Enter', ' ', 'ArrowDown'];

export interface MenuTriggerStandInProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
  handoffRef: RefObject<TriggerHandoff>;
  /** Render the real trigger as soon as the code is there (the stand-in was focused or pressed). */
  onDemand: () => void;
  /**
   * The pointer came over the stand-in: the user may be about to use the menu. Without it, this
   * is a demand too. A menu that keeps its stand-in until it is used (DropdownMenu) only loads its
   * code here: swapping the element under the pointer would leave a test's press, which targets
   * an element rather than a point, on the detached stand-in.
   */
  onApproach?: () => void;
}

export const MenuTriggerStandIn = forwardRef<HTMLButtonElement, MenuTriggerStandInProps>(
  function MenuTriggerStandIn(
    {
      asChild,
      handoffRef,
      onDemand,
      onApproach = onDemand,
      disabled,
      onPointerEnter,
      onFocus,
      onBlur,
      onPointerDown,
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
        data-state="closed"
        data-disabled={disabled ? '' : undefined}
        disabled={disabled}
        {...rest}
        ref={ref}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          if (!event.defaultPrevented) onApproach();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          if (event.defaultPrevented) return;
          handoffRef.current.focused = true;
          onDemand();
        }}
        onBlur={(event) => {
          onBlur?.(event);
          handoffRef.current.focused = false;
        }}
        onPointerDown={(event) => {
          onPointerDown?.(event);
          // like Radix: the primary button without Ctrl opens, and focus stays where it is
          if (event.defaultPrevented || disabled || event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          handoffRef.current.activation = { type: 'pointerdown' };
          onDemand();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented || disabled || !openKeys.includes(event.key)) return;
          event.preventDefault();
          handoffRef.current.activation = { type: 'keydown', key: event.key };
          onDemand();
        }}
      />
    );
  },
);

/**
 * A ref for the real trigger that finishes the hand-off: it takes the stand-in's focus, and a
 * press made on the stand-in is dispatched again on it (after the menu root's effects have run,
 * so Radix sees a keyboard press as one).
 */
export function useHandoffRef<T extends HTMLElement>(
  handoffRef: RefObject<TriggerHandoff>,
  forwarded: Ref<T> | undefined,
): (element: T | null) => void {
  return useCallback(
    (element: T | null) => {
      assignRef(forwarded, element);
      if (!element) return;
      const { activation, focused } = handoffRef.current;
      handoffRef.current = { activation: null, focused: false };
      if (focused || activation?.type === 'keydown') element.focus();
      if (!activation) return;
      window.setTimeout(() => {
        if (!element.isConnected) return;
        const event =
          activation.type === 'keydown'
            ? new window.KeyboardEvent('keydown', {
                key: activation.key,
                bubbles: true,
                cancelable: true,
              })
            : new window.MouseEvent('pointerdown', { button: 0, bubbles: true, cancelable: true });
        element.dispatchEvent(event);
      }, 0);
    },
    [handoffRef, forwarded],
  );
}
