import { forwardRef, type ComponentPropsWithoutRef, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { takeClasses, type TableProps } from '../../utils/themesMarkup/propTable';
import { flexProps } from './Flex.props';

export interface FlexProps extends ComponentPropsWithoutRef<'div'>, TableProps<typeof flexProps> {
  /**
   * The element: `div` (default), `span`, or a list or list item (`ul`, `ol`, `li`) laid out as
   * a flex box. Radix Themes reaches the lists with `asChild`; an element name does it without
   * Radix's Slot, which would otherwise be on the sign-in page's path (~1 kB gzip).
   */
  as?: 'div' | 'span' | 'ul' | 'ol' | 'li';
}

/**
 * A flex box on Radix Themes' space scale; the same props and output as Radix Themes' Flex (its
 * margin and padding props included; not its width and position props: style those with a
 * class), without its prop engine (ADR 0009). The class props are in Flex.props.ts.
 */
export const Flex = forwardRef<HTMLDivElement, FlexProps>(function Flex(
  { as: Element = 'div', className, ...props },
  ref,
) {
  const [classes, rest] = takeClasses(flexProps, props);
  return (
    <Element
      // The handlers are typed for a div; they receive the list or item element just the same.
      {...(rest as HTMLAttributes<HTMLElement>)}
      ref={ref as Ref<never>}
      className={cx('rt-Flex', classes, className)}
    />
  );
});
Flex.displayName = 'Flex';
