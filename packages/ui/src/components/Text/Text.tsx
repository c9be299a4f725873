import {
  cloneElement,
  forwardRef,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type Ref,
} from 'react';
import { cx } from '../../utils/cx';
import type { ThemesColor } from '../../utils/themesMarkup';
import { takeClasses, type TableProps } from '../../utils/themesMarkup/propTable';
import { headingProps, linkProps, textProps } from './Text.props';

/*
 * Text, Heading and textLink render Radix Themes' markup without its React components (ADR 0009);
 * their class props are in Text.props.ts.
 */

export interface TextProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'color'>, TableProps<typeof textProps> {
  /** The element: `span` (default), `p`, `div`, `label` or `legend` (a fieldset's title). */
  as?: 'span' | 'p' | 'div' | 'label' | 'legend';
  /** An accent colour (`gray` for secondary text, `red` for errors). */
  color?: ThemesColor | undefined;
  /** With `as="label"`: the labelled control's id. */
  htmlFor?: string | undefined;
}

/** Body text with Radix Themes' type scale; the same props and output as Radix Themes' Text, without its JS. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Element = 'span', color, className, ...props },
  ref,
) {
  const [classes, rest] = takeClasses(textProps, props);
  return (
    <Element
      data-accent-color={color}
      {...rest}
      ref={ref as Ref<never>}
      className={cx('rt-Text', classes, className)}
    />
  );
});
Text.displayName = 'Text';

export interface HeadingProps
  extends Omit<ComponentPropsWithoutRef<'h1'>, 'color'>, TableProps<typeof headingProps> {
  /** The heading level: `h1` (default) to `h6`. Pick it for the outline, `size` for the look. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  color?: ThemesColor | undefined;
}

/** A heading with Radix Themes' type scale; the same props and output as Radix Themes' Heading, without its JS. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { as: Tag = 'h1', color, className, ...props },
  ref,
) {
  const [classes, rest] = takeClasses(headingProps, props);
  return (
    <Tag
      data-accent-color={color}
      {...rest}
      ref={ref}
      className={cx('rt-Heading', classes, className)}
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
  props: Omit<TableProps<typeof linkProps>, 'underline'>,
): ReactElement {
  const [classes] = takeClasses(linkProps, props);
  return isValidElement(child)
    ? cloneElement(child, {
        'data-accent-color': '',
        className: cx('rt-Text', 'rt-reset', 'rt-Link', classes, child.props.className),
      } as { className: string })
    : child;
}
