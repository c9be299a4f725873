import { cx } from '../cx';

/** Radix Themes' space scale step. */
export type ThemesSpace = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

/*
 * Radix Themes' margin and padding props, block and both-sides forms only: the inline-start and
 * inline-end ones (`ml`, `mr`, `pl`, `pr`) are physical in Radix Themes, so they are left out
 * (style a logical property with a class instead).
 */
export const MARGIN_PROPS = ['m', 'mx', 'my', 'mt', 'mb'] as const;
export const SPACING_PROPS = [...MARGIN_PROPS, 'p', 'px', 'py', 'pt', 'pb'] as const;

/** Margin props: every Radix Themes layout and typography component takes them. */
export type ThemesMarginProps = {
  [Name in (typeof MARGIN_PROPS)[number]]?: ThemesSpace | undefined;
};
/** Margin and padding props: the layout components (Box, Flex, Grid) take both. */
export type ThemesSpacingProps = {
  [Name in (typeof SPACING_PROPS)[number]]?: ThemesSpace | undefined;
};

/**
 * Takes the given spacing props off `props` and turns them into Radix Themes' classes
 * (`rt-r-mt-2`, `rt-r-py-5`…), so they never reach the DOM as attributes.
 */
export function takeSpacing<Props extends ThemesSpacingProps>(
  props: Props,
  names: readonly (typeof SPACING_PROPS)[number][],
): [classes: string, rest: Omit<Props, keyof ThemesSpacingProps>] {
  const taken = new Set<string>(names);
  const rest = Object.fromEntries(Object.entries(props).filter(([name]) => !taken.has(name)));
  const classes = cx(...names.map((name) => props[name] && `rt-r-${name}-${props[name]}`));
  return [classes, rest as Omit<Props, keyof ThemesSpacingProps>];
}
