import { createContext, forwardRef, useContext, type ComponentPropsWithoutRef } from 'react';
import { Tabs as Primitive } from 'radix-ui';
import { useUi } from '../../UiProvider/useUi';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';
import type { TabsSize } from './tabsVariants';

const SizeContext = createContext<TabsSize>(2);

export interface TabsRootProps extends ComponentPropsWithoutRef<typeof Primitive.Root> {
  /** Trigger size: 1 (32 px) or 2 (40 px). Default 2. */
  size?: TabsSize;
}

/**
 * Holds the selected tab (`value`/`onValueChange`, or `defaultValue`). Direction comes from UiProvider,
 * so ArrowRight moves to the next tab in English and to the previous one in Arabic (the one on the right).
 */
const Root = forwardRef<HTMLDivElement, TabsRootProps>(function TabsRoot(
  { size = 2, className, ...rest },
  ref,
) {
  const { dir } = useUi();
  return (
    <SizeContext.Provider value={size}>
      <Primitive.Root
        ref={ref}
        dir={dir}
        className={cx(styles.root, className)}
        data-size={size}
        {...rest}
      />
    </SizeContext.Provider>
  );
});
Root.displayName = 'Tabs.Root';

export interface TabsListProps extends ComponentPropsWithoutRef<typeof Primitive.List> {
  /** Accessible name of the tab list, e.g. "Profile sections". */
  'aria-label'?: string;
}

/** The row of tabs (role=tablist); scrolls sideways when the tabs do not fit. */
const List = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { className, ...rest },
  ref,
) {
  return <Primitive.List ref={ref} className={cx(styles.list, className)} {...rest} />;
});
List.displayName = 'Tabs.List';

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof Primitive.Trigger> {
  /** The value of the panel this tab shows. */
  value: string;
}

/** One tab. Arrow keys move between tabs (mirrored in RTL), Home/End to the first/last. */
const Trigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  const size = useContext(SizeContext);
  return (
    <Primitive.Trigger ref={ref} className={cx(styles.trigger({ size }), className)} {...rest} />
  );
});
Trigger.displayName = 'Tabs.Trigger';

export interface TabsContentProps extends ComponentPropsWithoutRef<typeof Primitive.Content> {
  /** The value of the tab that shows this panel. */
  value: string;
}

/** The panel of one tab (role=tabpanel, labelled by its tab). */
const Content = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <Primitive.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});
Content.displayName = 'Tabs.Content';

/** Tabs on radix-ui's primitive: `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root, List, Trigger, Content };
