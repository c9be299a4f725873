import { forwardRef } from 'react';
import { DropdownMenu as Primitive } from 'radix-ui';
import { PortalTheme } from '../../UiProvider/PortalTheme';
import { useUi } from '../../UiProvider/useUi';
import { cx } from '../../utils/cx';
import * as styles from './DropdownMenu.css';
import type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuLabelProps,
  DropdownMenuRootProps,
  DropdownMenuSeparatorProps,
  DropdownMenuTriggerProps,
} from './DropdownMenu';

/** Holds the open state (controlled with `open`/`onOpenChange`, or not). Direction comes from UiProvider. */
function Root(props: DropdownMenuRootProps) {
  const { dir } = useUi();
  return <Primitive.Root dir={dir} {...props} />;
}
Root.displayName = 'DropdownMenu.Root';

/** The control that opens the menu; use `asChild` to make a Button (or IconButton) the trigger. */
const Trigger = forwardRef<HTMLButtonElement, DropdownMenuTriggerProps>(
  function DropdownMenuTrigger(props, ref) {
    return <Primitive.Trigger ref={ref} {...props} />;
  },
);
Trigger.displayName = 'DropdownMenu.Trigger';

/** The menu panel. Aligns to the trigger's start edge by default (the right edge in RTL). */
const Content = forwardRef<HTMLDivElement, DropdownMenuContentProps>(function DropdownMenuContent(
  { className, sideOffset = 4, align = 'start', children, ...rest },
  ref,
) {
  const { language } = useUi();
  return (
    <Primitive.Portal>
      <PortalTheme>
        <Primitive.Content
          ref={ref}
          lang={language}
          sideOffset={sideOffset}
          align={align}
          collisionPadding={8}
          className={cx(styles.content, className)}
          {...rest}
        >
          {children}
        </Primitive.Content>
      </PortalTheme>
    </Primitive.Portal>
  );
});
Content.displayName = 'DropdownMenu.Content';

/** One action. `onSelect` runs on click, Enter or Space; the menu then closes. */
const Item = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function DropdownMenuItem(
  { tone = 'neutral', icon, className, children, ...rest },
  ref,
) {
  return (
    <Primitive.Item
      ref={ref}
      className={cx(styles.item({ tone }), className)}
      data-tone={tone}
      {...rest}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </Primitive.Item>
  );
});
Item.displayName = 'DropdownMenu.Item';

/** A non-interactive heading for a group of items. */
const Label = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(function DropdownMenuLabel(
  { className, ...rest },
  ref,
) {
  return <Primitive.Label ref={ref} className={cx(styles.label, className)} {...rest} />;
});
Label.displayName = 'DropdownMenu.Label';

/** A divider between groups of items. */
const Separator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator({ className, ...rest }, ref) {
    return <Primitive.Separator ref={ref} className={cx(styles.separator, className)} {...rest} />;
  },
);
Separator.displayName = 'DropdownMenu.Separator';

const Group = Primitive.Group;

/** The Radix parts behind DropdownMenu; DropdownMenu.tsx loads this module lazily. */
export { Root, Trigger, Content, Item, Label, Separator, Group };
