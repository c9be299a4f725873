import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import type { DropdownMenu as Primitive } from 'radix-ui';
import { lazyWhenIdle, useLazyPart } from '../../utils/lazyWhenIdle';
import {
  MenuTriggerStandIn,
  useHandoffRef,
  useTriggerHandoff,
  type TriggerHandoff,
} from '../../utils/lazyMenuTrigger';
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
 * menu opens, so it is fetched after the first paint — on idle, or at once when the trigger is
 * hovered, focused or pressed — and mounted only when the trigger is focused or pressed (or the
 * menu is opened from outside). Until then the trigger is a stand-in with the same markup and ARIA
 * (see lazyMenuTrigger), and a closed menu renders nothing else. Mounting every menu of the page
 * (the navbar's user menu and notifications bell, each table row's actions) as soon as the code
 * arrived was main-thread work while the page settled, for menus nobody had touched.
 */
const radixParts = lazyWhenIdle(() => import('./DropdownMenuParts'));

type Parts = NonNullable<typeof radixParts.current>;

interface RootState {
  /** The Radix parts once loaded; the other parts render stand-ins (or nothing) until then. */
  parts: Parts | undefined;
  handoffRef: RefObject<TriggerHandoff>;
  demand: () => void;
}

function loadRadixParts() {
  radixParts.load().catch(() => undefined); // a failed download: the next hover or press retries
}

const RootContext = createContext<RootState | null>(null);

function useRoot(part: string): RootState {
  const state = useContext(RootContext);
  if (!state) throw new Error(`${part} must be used inside <DropdownMenu.Root>`);
  return state;
}

/** Holds the open state (controlled with `open`/`onOpenChange`, or not). Direction comes from UiProvider. */
function Root(props: DropdownMenuRootProps) {
  const [demanded, setDemanded] = useState(false);
  const parts = useLazyPart(
    radixParts,
    demanded || props.open || props.defaultOpen ? 'now' : 'prefetch',
  );
  const handoffRef = useTriggerHandoff();
  const state = useMemo<RootState>(
    () => ({ parts, handoffRef, demand: () => setDemanded(true) }),
    [parts, handoffRef],
  );
  return (
    <RootContext.Provider value={state}>
      {parts ? <parts.Root {...props} /> : props.children}
    </RootContext.Provider>
  );
}
Root.displayName = 'DropdownMenu.Root';

function RadixTrigger({
  parts,
  handoffRef,
  forwarded,
  ...props
}: DropdownMenuTriggerProps & {
  parts: Parts;
  handoffRef: RefObject<TriggerHandoff>;
  forwarded: Ref<HTMLButtonElement>;
}) {
  return <parts.Trigger ref={useHandoffRef(handoffRef, forwarded)} {...props} />;
}

/** The control that opens the menu; use `asChild` to make a Button (or IconButton) the trigger. */
const Trigger = forwardRef<HTMLButtonElement, DropdownMenuTriggerProps>(
  function DropdownMenuTrigger(props, ref) {
    const { parts, handoffRef, demand } = useRoot('DropdownMenu.Trigger');
    if (parts)
      return <RadixTrigger parts={parts} handoffRef={handoffRef} forwarded={ref} {...props} />;
    return (
      <MenuTriggerStandIn
        ref={ref}
        handoffRef={handoffRef}
        onDemand={demand}
        onApproach={loadRadixParts}
        {...props}
      />
    );
  },
);
Trigger.displayName = 'DropdownMenu.Trigger';

/** The menu panel. Aligns to the trigger's start edge by default (the right edge in RTL). */
const Content = forwardRef<HTMLDivElement, DropdownMenuContentProps>(
  function DropdownMenuContent(props, ref) {
    // a closed Radix menu renders nothing either; the menu cannot be open before its code loaded
    const { parts } = useRoot('DropdownMenu.Content');
    return parts ? <parts.Content ref={ref} {...props} /> : null;
  },
);
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
