import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import type { DropdownMenu as Primitive } from 'radix-ui';
import { lazyWhenIdle } from '../../utils/lazyWhenIdle';
import {
  focusFirstItemIfOpenedByKeyboard,
  PendingMenuTrigger,
  useMenuOnUse,
  type MenuOnUse,
} from '../../utils/menuOnUse';
import type { DropdownMenuItemTone } from './dropdownMenuVariants';

export type DropdownMenuRootProps = ComponentPropsWithoutRef<typeof Primitive.Root>;

export type DropdownMenuTriggerProps = ComponentPropsWithoutRef<typeof Primitive.Trigger>;

export interface DropdownMenuContentProps extends ComponentPropsWithoutRef<
  typeof Primitive.Content
> {
  /** Rendered in a portal at the end of <body>, inside a Theme so tokens, appearance and direction follow. */
  children?: ReactNode;
}

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof Primitive.Item> {
  /** `danger` for destructive actions (delete, deactivate). Default `neutral`. */
  tone?: DropdownMenuItemTone;
  /** A decorative icon before the label (hidden from assistive tech). */
  icon?: ReactNode;
}

export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof Primitive.Label>;

export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof Primitive.Separator>;

export type DropdownMenuGroupProps = ComponentPropsWithoutRef<typeof Primitive.Group>;

/**
 * The Radix menu (popper, focus management, typeahead, dismissable layer) is only needed once the
 * menu opens, and loading it with the app shell would more than double the shell's @atrium/ui
 * JavaScript (see menuOnUse). So it is fetched after the first paint — on idle, or at once when the
 * trigger is hovered or focused — and mounted, open, when the menu is first opened. Until then the
 * trigger is a plain button with a closed menu trigger's ARIA, busy with a spinner if it is pressed
 * before the code is there (see PendingMenuTrigger), and a closed menu renders nothing else.
 * Mounting every menu of the page (the navbar's user menu and notifications bell, each table row's
 * actions) as soon as the code arrived was main-thread work while the page settled, for menus
 * nobody had touched.
 */
const radixParts = lazyWhenIdle(() =>
  import('../../overlays').then((overlays) => overlays.DropdownMenuParts),
);

type Parts = NonNullable<typeof radixParts.current>;

const RootContext = createContext<MenuOnUse<Parts> | null>(null);

function useRoot(part: string): MenuOnUse<Parts> {
  const state = useContext(RootContext);
  if (!state) throw new Error(`${part} must be used inside <DropdownMenu.Root>`);
  return state;
}

/** Holds the open state (controlled with `open`/`onOpenChange`, or not). Direction comes from UiProvider. */
function Root({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: DropdownMenuRootProps) {
  // Ours rather than Radix's: a press before Radix's menu is mounted opens it too.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : uncontrolledOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const menu = useMenuOnUse(radixParts, open, setOpen);
  const { parts } = menu;
  return (
    <RootContext.Provider value={menu}>
      {parts ? <parts.Root {...props} open={open} onOpenChange={setOpen} /> : props.children}
    </RootContext.Provider>
  );
}
Root.displayName = 'DropdownMenu.Root';

/** The control that opens the menu; use `asChild` to make a Button (or IconButton) the trigger. */
const Trigger = forwardRef<HTMLButtonElement, DropdownMenuTriggerProps>(
  function DropdownMenuTrigger(props, ref) {
    const { parts, triggerProps } = useRoot('DropdownMenu.Trigger');
    if (parts) return <parts.Trigger ref={ref} {...props} />;
    return <PendingMenuTrigger ref={ref} {...triggerProps} {...props} />;
  },
);
Trigger.displayName = 'DropdownMenu.Trigger';

/** The menu panel. Aligns to the trigger's start edge by default (the right edge in RTL). */
const Content = forwardRef<HTMLDivElement, DropdownMenuContentProps>(function DropdownMenuContent(
  { onFocus, ...props },
  ref,
) {
  // a closed Radix menu renders nothing either; the menu cannot be open before its code loaded
  const { parts, openedByKeyboard } = useRoot('DropdownMenu.Content');
  if (!parts) return null;
  return (
    <parts.Content
      ref={ref}
      {...props}
      onFocus={(event) => {
        onFocus?.(event);
        focusFirstItemIfOpenedByKeyboard(event, openedByKeyboard);
      }}
    />
  );
});
Content.displayName = 'DropdownMenu.Content';

/** The loaded parts, for the parts that only ever render inside an open Content. */
function useLoadedParts(part: string): Parts {
  const { parts } = useRoot(part);
  if (!parts) throw new Error(`${part} must be used inside <DropdownMenu.Content>`);
  return parts;
}

/** One action. `onSelect` runs on click, Enter or Space; the menu then closes. */
const Item = forwardRef<HTMLDivElement, DropdownMenuItemProps>(
  function DropdownMenuItem(props, ref) {
    const parts = useLoadedParts('DropdownMenu.Item');
    return <parts.Item ref={ref} {...props} />;
  },
);
Item.displayName = 'DropdownMenu.Item';

/** A non-interactive heading for a group of items. */
const Label = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(
  function DropdownMenuLabel(props, ref) {
    const parts = useLoadedParts('DropdownMenu.Label');
    return <parts.Label ref={ref} {...props} />;
  },
);
Label.displayName = 'DropdownMenu.Label';

/** A divider between groups of items. */
const Separator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator(props, ref) {
    const parts = useLoadedParts('DropdownMenu.Separator');
    return <parts.Separator ref={ref} {...props} />;
  },
);
Separator.displayName = 'DropdownMenu.Separator';

/** Groups related items (pair with a Label). */
const Group = forwardRef<HTMLDivElement, DropdownMenuGroupProps>(
  function DropdownMenuGroup(props, ref) {
    const parts = useLoadedParts('DropdownMenu.Group');
    return <parts.Group ref={ref} {...props} />;
  },
);
Group.displayName = 'DropdownMenu.Group';

/**
 * Menu of actions on radix-ui's unstyled primitives, styled with theme tokens:
 * `DropdownMenu.Root`, `.Trigger`, `.Content`, `.Item`, `.Label`, `.Separator`, `.Group`.
 * Keyboard: arrows move, typeahead, Escape closes and returns focus to the trigger; RTL from UiProvider.
 */
export const DropdownMenu = { Root, Trigger, Content, Item, Label, Separator, Group };
