import { forwardRef, type ComponentPropsWithoutRef, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../../utils/cx';
import {
  SPACING_PROPS,
  takeSpacing,
  type ThemesSpacingProps,
} from '../../utils/themesMarkup/spacing';

type FlexDirection = 'row' | 'column' | 'row-reverse' | 'column-reverse';
type Breakpoint = 'initial' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Radix Themes' direction classes: `rt-r-fd-column`, and `sm:rt-r-fd-row` for a breakpoint. */
function directionClasses(direction: FlexProps['direction']): string | undefined {
  if (direction === undefined) return undefined;
  if (typeof direction === 'string') return `rt-r-fd-${direction}`;
  return cx(
    ...Object.entries(direction).map(([breakpoint, value]) =>
      breakpoint === 'initial' ? `rt-r-fd-${value}` : `${breakpoint}:rt-r-fd-${value}`,
    ),
  );
}

export interface FlexProps extends ComponentPropsWithoutRef<'div'>, ThemesSpacingProps {
  /**
   * The element: `div` (default), `span`, or a list or list item (`ul`, `ol`, `li`) laid out as
   * a flex box. Radix Themes reaches the lists with `asChild`; an element name does it without
   * Radix's Slot, which would otherwise be on the sign-in page's path (~1 kB gzip).
   */
  as?: 'div' | 'span' | 'ul' | 'ol' | 'li';
  display?: 'none' | 'inline-flex' | 'flex';
  /**
   * `row` follows the reading direction: it runs right to left in Arabic. Per breakpoint as
   * `{ initial: 'column', sm: 'row' }` (Radix Themes' breakpoints), e.g. stacked on a phone.
   */
  direction?: FlexDirection | Partial<Record<Breakpoint, FlexDirection>>;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** `start`/`end` are logical (inline start and end), so they mirror in Arabic. */
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: 'nowrap' | 'wrap' | 'wrap-reverse';
  /** Radix Themes' space scale step between the children, '0' to '9'. */
  gap?: '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
  /** As a flex item itself: whether it shrinks ('0' keeps its size) or grows. */
  flexShrink?: '0' | '1';
  flexGrow?: '0' | '1';
}

/**
 * A flex box on Radix Themes' space scale; the same props and output as Radix Themes' Flex (its
 * margin and padding props included; not its width and position props: style those with a
 * class), without its prop engine (ADR 0009).
 */
export const Flex = forwardRef<HTMLDivElement, FlexProps>(function Flex(props, ref) {
  const [spacing, others] = takeSpacing(props, SPACING_PROPS);
  const {
    as: Element = 'div',
    display,
    direction,
    align,
    justify,
    wrap,
    gap,
    flexShrink,
    flexGrow,
    className,
    ...rest
  } = others;
  return (
    <Element
      // The handlers are typed for a div; they receive the list or item element just the same.
      {...(rest as HTMLAttributes<HTMLElement>)}
      ref={ref as Ref<never>}
      className={cx(
        'rt-Flex',
        display && `rt-r-display-${display}`,
        directionClasses(direction),
        align && `rt-r-ai-${align}`,
        justify && `rt-r-jc-${justify === 'between' ? 'space-between' : justify}`,
        wrap && `rt-r-fw-${wrap}`,
        gap && `rt-r-gap-${gap}`,
        spacing,
        flexShrink && `rt-r-fs-${flexShrink}`,
        flexGrow && `rt-r-fg-${flexGrow}`,
        className,
      )}
    />
  );
});
Flex.displayName = 'Flex';
