import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../utils/cx';
import { RootThemeContext, type RootTheme } from './RootThemeContext';

export interface ThemeRootProps extends ComponentPropsWithoutRef<'div'> {
  /** Resolved appearance: a root theme always sets the `light` or `dark` class. */
  appearance: 'light' | 'dark';
  accentColor: RootTheme['accentColor'];
  /** A named gray: resolving `auto` would need Radix's matching table, which we do not use. */
  grayColor: Exclude<RootTheme['grayColor'], 'auto'>;
  radius?: RootTheme['radius'];
  panelBackground?: RootTheme['panelBackground'];
  scaling?: RootTheme['scaling'];
}

// The props drive every value (UiProvider is controlled by the preferences), so the change
// handlers Radix's ThemePanel would call do nothing, as they do in a nested Radix Theme.
const ignoreChange = () => {};

/**
 * The root Radix theme without Radix's `Theme` component, whose root wraps everything in a
 * `Tooltip.Provider`: that kept @radix-ui/react-tooltip and what it imports on every page, /login
 * included, although only our Tooltip shows tips and it brings its own provider. This renders what
 * Radix's ThemeRoot/ThemeImpl render for a root (the `radix-themes` element with its classes and
 * data attributes) and provides the value ThemeImpl would put in Radix's `ThemeContext` through
 * RootThemeContext (see there why not Radix's own); PortalTheme passes it on to the `<Theme asChild>`
 * of portalled content. Radix's root also forces an `ltr` DirectionProvider; UiProvider provides
 * the real direction itself.
 */
export const ThemeRoot = forwardRef<HTMLDivElement, ThemeRootProps>(function ThemeRoot(
  {
    appearance,
    accentColor,
    grayColor,
    radius = 'medium',
    panelBackground = 'translucent',
    scaling = '100%',
    className,
    ...rest
  },
  ref,
) {
  const value = useMemo<RootTheme>(
    () => ({
      appearance,
      accentColor,
      grayColor,
      resolvedGrayColor: grayColor,
      panelBackground,
      radius,
      scaling,
      onAppearanceChange: ignoreChange,
      onAccentColorChange: ignoreChange,
      onGrayColorChange: ignoreChange,
      onPanelBackgroundChange: ignoreChange,
      onRadiusChange: ignoreChange,
      onScalingChange: ignoreChange,
    }),
    [appearance, accentColor, grayColor, panelBackground, radius, scaling],
  );
  return (
    <RootThemeContext.Provider value={value}>
      <div
        data-is-root-theme="true"
        data-accent-color={accentColor}
        data-gray-color={grayColor}
        data-has-background="true"
        data-panel-background={panelBackground}
        data-radius={radius}
        data-scaling={scaling}
        ref={ref}
        {...rest}
        className={cx('radix-themes', appearance, className)}
      />
    </RootThemeContext.Provider>
  );
});
ThemeRoot.displayName = 'ThemeRoot';
