import { useState, type ReactNode, type Ref, type RefObject } from 'react';
import { ChevronRight } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useHandoffRef, type TriggerHandoff } from '../../utils/lazyMenuTrigger';
import { CloseDropdownContext, ItemContent, ItemLink, type Shared } from './menuParts';
import type { MenuItem } from './menuModel';
import * as styles from './Menu.css';

/** A DropdownMenu whose open state we own, so following a link closes it. */
function Dropdown({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <CloseDropdownContext.Provider value={() => setOpen(false)}>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
        {children}
      </DropdownMenu.Root>
    </CloseDropdownContext.Provider>
  );
}

/** Horizontal and collapsed modes: the items of a dropdown (sub-menus as nested dropdowns). */
function DropdownEntries({ items, shared }: { items: readonly MenuItem[]; shared: Shared }) {
  return (
    <>
      {items.map((item) =>
        item.children ? (
          <DropdownMenu.Sub key={item.id}>
            <DropdownMenu.SubTrigger
              className={styles.dropdownItem}
              data-active-trail={shared.trail.has(item.id) || undefined}
            >
              <ItemContent item={item} depth={1} />
              <ChevronRight size={16} aria-hidden className={styles.subChevron} />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.SubContent className={styles.dropdown} sideOffset={4}>
              <DropdownEntries items={item.children} shared={shared} />
            </DropdownMenu.SubContent>
          </DropdownMenu.Sub>
        ) : (
          <DropdownMenu.Item key={item.id} asChild>
            <ItemLink item={item} className={styles.dropdownItem} shared={shared}>
              <ItemContent item={item} depth={1} />
            </ItemLink>
          </DropdownMenu.Item>
        ),
      )}
    </>
  );
}

export interface MenuFlyoutProps {
  shared: Shared;
  /** The entries of the dropdown. */
  items: readonly MenuItem[];
  /** A heading at the top of the dropdown (collapsed mode: the group's title). */
  heading?: ReactNode;
  /** Where the dropdown opens. */
  side?: 'left' | 'right';
  sideOffset: number;
  /** The trigger's content. */
  children: ReactNode;
  /** The stand-in trigger's hand-off (see lazyMenuTrigger). */
  handoffRef: RefObject<TriggerHandoff>;
  forwardedRef: Ref<HTMLButtonElement>;
  /** Trigger props: class, data attributes, and what a Tooltip.Trigger around it passes down. */
  [prop: string]: unknown;
}

/**
 * A collapsed group's or a horizontal section's dropdown (Radix DropdownMenu with nested
 * sub-menus). Menu loads this module lazily and shows a stand-in trigger until then.
 */
export function MenuFlyout({
  shared,
  items,
  heading,
  side,
  sideOffset,
  children,
  handoffRef,
  forwardedRef,
  ...trigger
}: MenuFlyoutProps) {
  const ref = useHandoffRef(handoffRef, forwardedRef);
  return (
    <Dropdown>
      <DropdownMenu.Trigger ref={ref} {...trigger}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        side={side}
        align="start"
        sideOffset={sideOffset}
        className={styles.dropdown}
      >
        {heading !== undefined ? (
          <DropdownMenu.Label className={styles.dropdownLabel}>{heading}</DropdownMenu.Label>
        ) : null}
        <DropdownEntries items={items} shared={shared} />
      </DropdownMenu.Content>
    </Dropdown>
  );
}
