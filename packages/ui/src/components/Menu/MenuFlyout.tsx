import type { ReactNode, Ref } from 'react';
import { ChevronRight } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { focusFirstItemIfOpenedByKeyboard } from '../../utils/menuOnUse';
import { CloseDropdownContext, ItemContent, ItemLink, type Shared } from './menuParts';
import type { MenuItem } from './menuModel';
import * as styles from './Menu.css';

/** A DropdownMenu whose open state Menu owns, so following a link closes it. */
function Dropdown({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <CloseDropdownContext.Provider value={() => onOpenChange(false)}>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
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
  /** Whether the dropdown is open: Menu keeps it (see menuOnUse). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the press that opened it first was a key: then the first item takes the focus. */
  openedByKeyboard: () => boolean;
  forwardedRef: Ref<HTMLButtonElement>;
  /** Trigger props: class, data attributes, and what a Tooltip.Trigger around it passes down. */
  [prop: string]: unknown;
}

/**
 * A collapsed group's or a horizontal section's dropdown (Radix DropdownMenu with nested
 * sub-menus). Menu loads this module lazily and mounts it, open, when the dropdown is first opened.
 */
export function MenuFlyout({
  shared,
  items,
  heading,
  side,
  sideOffset,
  children,
  open,
  onOpenChange,
  openedByKeyboard,
  forwardedRef,
  ...trigger
}: MenuFlyoutProps) {
  return (
    <Dropdown open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={forwardedRef} {...trigger}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        side={side}
        align="start"
        sideOffset={sideOffset}
        className={styles.dropdown}
        onFocus={(event) => focusFirstItemIfOpenedByKeyboard(event, openedByKeyboard)}
      >
        {heading !== undefined ? (
          <DropdownMenu.Label className={styles.dropdownLabel}>{heading}</DropdownMenu.Label>
        ) : null}
        <DropdownEntries items={items} shared={shared} />
      </DropdownMenu.Content>
    </Dropdown>
  );
}
