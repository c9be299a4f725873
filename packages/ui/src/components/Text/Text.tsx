import {
  cloneElement,
  forwardRef,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type Ref,
} from 'react';
import { cx } from '../../utils/cx';
import type { ThemesAlign, ThemesColor, ThemesSize, ThemesWeight } from '../../utils/themesMarkup';
import {
  MARGIN_PROPS,
  takeSpacing,
  type ThemesMarginProps,
} from '../../utils/themesMarkup/spacing';

/**
 * Classes of Radix Themes' typography props, in the order its prop definitions produce them.
 * Text and Heading render Radix Themes' markup without its React components (ADR 0009).
 */
function typographyClasses(props: {
  size?: ThemesSize | undefined;
  weight?: ThemesWeight | undefined;
  align?: ThemesAlign | undefined;
  truncate?: boolean | undefined;
  highContrast?: boolean | undefined;
}): string {
  return cx(
    props.size && `rt-r-size-${props.size}`,
    props.weight && `rt-r-weight-${props.weight}`,
    props.align && `rt-r-ta-${props.align}`,
    props.truncate && 'rt-truncate',
    props.highContrast && 'rt-high-contrast',
  );
}

export interface TextProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'color'>, ThemesMarginProps {
  /** The element: `span` (default), `p`, `div`, `label` or `legend` (a fieldset's title). */
  as?: 'span' | 'p' | 'div' | 'label' | 'legend';
  /** Radix Themes' type scale step, '1' (12 px) to '9'. Inherits the surrounding size when unset. */
  size?: ThemesSize | undefined;
  weight?: ThemesWeight | undefined;
  /** `left`/`right` follow Radix Themes (physical); prefer `center`, or leave unset to follow the direction. */
  align?: ThemesAlign | undefined;
  /** An accent colour (`gray` for secondary text, `red` for errors). */
  color?: ThemesColor | undefined;
  /** Step 12 of the colour instead of step 11, for more contrast. */
  highContrast?: boolean | undefined;
  /** With `as="label"`: the labelled control's id. */
  htmlFor?: string | undefined;
  /** One line, cut with an ellipsis (give it a bounded width). */
  truncate?: boolean | undefined;
}

/** Body text with Radix Themes' type scale; the same props and output as Radix Themes' Text, without its JS. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(props, ref) {
  const [margin, others] = takeSpacing(props, MARGIN_PROPS);
  const {
    as: Element = 'span',
    size,
    weight,
    align,
    truncate,
    color,
    highContrast,
    className,
    ...rest
  } = others;
  return (
    <Element
      data-accent-color={color}
      {...rest}
      ref={ref as Ref<never>}
      className={cx(
        'rt-Text',
        typographyClasses({ size, weight, align, truncate, highContrast }),
        margin,
        className,
      )}
    />
  );
});
Text.displayName = 'Text';

export interface HeadingProps
  extends Omit<ComponentPropsWithoutRef<'h1'>, 'color'>, ThemesMarginProps {
  /** The heading level: `h1` (default) to `h6`. Pick it for the outline, `size` for the look. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  /** Default '6', as in Radix Themes. */
  size?: ThemesSize;
  weight?: ThemesWeight | undefined;
  align?: ThemesAlign | undefined;
  color?: ThemesColor | undefined;
  highContrast?: boolean | undefined;
  /** One line, cut with an ellipsis (give it a bounded width). */
  truncate?: boolean | undefined;
}

/** A heading with Radix Themes' type scale; the same props and output as Radix Themes' Heading, without its JS. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(props, ref) {
  const [margin, others] = takeSpacing(props, MARGIN_PROPS);
  const {
    as: Tag = 'h1',
    size = '6',
    weight,
    align,
    truncate,
    color,
    highContrast,
    className,
    ...rest
  } = others;
  return (
    <Tag
      data-accent-color={color}
      {...rest}
      ref={ref}
      className={cx(
        'rt-Heading',
        typographyClasses({ size, weight, align, truncate, highContrast }),
        margin,
        className,
      )}
    />
  );
});
Heading.displayName = 'Heading';

/**
 * A text link: Radix Themes' Link classes (underline on hover, accent colour, focus ring) put on
 * the given element — a router link or an `<a>` — as Radix Themes' `<Link asChild>` does.
 */
export function textLink(
  child: ReactElement<{ className?: string }>,
  props: { size?: ThemesSize; weight?: ThemesWeight },
): ReactElement {
  const className = cx(
    'rt-Text',
    'rt-reset',
    'rt-Link',
    props.size && `rt-r-size-${props.size}`,
    props.weight && `rt-r-weight-${props.weight}`,
    'rt-underline-auto',
  );
  return isValidElement(child)
    ? cloneElement(child, {
        'data-accent-color': '',
        className: cx(className, child.props.className),
      } as { className: string })
    : child;
}
