import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
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

interface Overflow {
  start: boolean;
  end: boolean;
}

/** Which inline edges have tabs hidden past them; scrollLeft runs negative in RTL. */
function measureOverflow(list: HTMLElement): Overflow {
  const scrolled = Math.abs(list.scrollLeft);
  const hidden = list.scrollWidth - list.clientWidth;
  return { start: scrolled > 1, end: hidden - scrolled > 1 };
}

/** Scrolls the list sideways (not the page) just enough to show the active tab whole. */
function revealActive(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!tab) return;
  const outer = list.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  // leave room for the fade, so the revealed tab is not under it
  const margin = 24;
  // a physical delta moves the same way in LTR and RTL
  if (inner.left < outer.left) list.scrollLeft += inner.left - outer.left - margin;
  else if (inner.right > outer.right) list.scrollLeft += inner.right - outer.right + margin;
}

/**
 * The row of tabs (role=tablist). When the tabs do not fit it scrolls sideways and says so: the
 * edge with hidden tabs fades out (mirrored in RTL), and the active tab is scrolled into view.
 */
const List = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { className, ...rest },
  ref,
) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setOverflow((previous) => {
        const next = measureOverflow(list);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    revealActive(list);
    update();
    list.addEventListener('scroll', update, { passive: true });
    // the active tab changes (click, keys, a controlled value): keep it in view
    const mutations = new MutationObserver(() => {
      revealActive(list);
      update();
    });
    mutations.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resizes?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, []);

  return (
    <Primitive.List
      ref={setRefs}
      className={cx(styles.list, className)}
      data-overflow-start={overflow.start || undefined}
      data-overflow-end={overflow.end || undefined}
      {...rest}
    />
  );
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
