import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';

export interface FlexProps extends ComponentPropsWithoutRef<'div'> {
  /** The element: `div` (default) or `span`. */
  as?: 'div' | 'span';
  display?: 'none' | 'inline-flex' | 'flex';
  /** `row` follows the reading direction: it runs right to left in Arabic. */
  direction?: 'row' | 'column' | 'row-reverse' | 'column-reverse';
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** `start`/`end` are logical (inline start and end), so they mirror in Arabic. */
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: 'nowrap' | 'wrap' | 'wrap-reverse';
  /** Radix Themes' space scale step between the children, '0' to '9'. */
  gap?: '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
}

/**
 * A flex box on Radix Themes' space scale; the same props and output as Radix Themes' Flex (without
 * its layout props such as padding or width: style those with a class), without its JS (ADR 0009).
 */
export const Flex = forwardRef<HTMLDivElement, FlexProps>(function Flex(
  { as: Tag = 'div', display, direction, align, justify, wrap, gap, className, ...rest },
  ref,
) {
  return (
    <Tag
      {...rest}
      ref={ref}
      className={cx(
        'rt-Flex',
        display && `rt-r-display-${display}`,
        direction && `rt-r-fd-${direction}`,
        align && `rt-r-ai-${align}`,
        justify && `rt-r-jc-${justify === 'between' ? 'space-between' : justify}`,
        wrap && `rt-r-fw-${wrap}`,
        gap && `rt-r-gap-${gap}`,
        className,
      )}
    />
  );
});
Flex.displayName = 'Flex';
