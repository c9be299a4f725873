import type { PropTable } from '../../utils/themesMarkup/propTable';
import { marginProps, paddingProps, spaceValues } from '../../utils/themesMarkup/spacing.props';

/**
 * Flex's class props: Radix Themes' flex.props.tsx, plus the margin, padding, flexShrink and
 * flexGrow entries its Flex takes from the margin and layout tables. Only `direction` is
 * responsive here, though Radix allows it on most of these: a breakpoint object elsewhere would
 * be new API, and each responsive class must be in radix.generated.css.
 */
export const flexProps = {
  display: { type: 'enum', className: 'rt-r-display', values: ['none', 'inline-flex', 'flex'] },
  /**
   * `row` follows the reading direction: it runs right to left in Arabic. Per breakpoint as
   * `{ initial: 'column', sm: 'row' }` (Radix Themes' breakpoints), e.g. stacked on a phone.
   */
  direction: {
    type: 'enum',
    className: 'rt-r-fd',
    values: ['row', 'column', 'row-reverse', 'column-reverse'],
    responsive: true,
  },
  align: {
    type: 'enum',
    className: 'rt-r-ai',
    values: ['start', 'center', 'end', 'baseline', 'stretch'],
  },
  /** `start`/`end` are logical (inline start and end), so they mirror in Arabic. */
  justify: {
    type: 'enum',
    className: 'rt-r-jc',
    values: ['start', 'center', 'end', 'between'],
    classValues: { between: 'space-between' },
  },
  wrap: { type: 'enum', className: 'rt-r-fw', values: ['nowrap', 'wrap', 'wrap-reverse'] },
  /** Radix Themes' space scale step between the children, '0' to '9'. */
  gap: { type: 'enum', className: 'rt-r-gap', values: spaceValues },
  ...marginProps,
  ...paddingProps,
  /** As a flex item itself: whether it shrinks ('0' keeps its size). */
  flexShrink: { type: 'enum', className: 'rt-r-fs', values: ['0', '1'] },
  /** As a flex item itself: whether it grows into the free space. */
  flexGrow: { type: 'enum', className: 'rt-r-fg', values: ['0', '1'] },
} as const satisfies PropTable;
