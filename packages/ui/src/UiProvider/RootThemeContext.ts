import { createContext, type Context, type ContextType } from 'react';
import type { ThemeContext } from '@radix-ui/themes';

/** What Radix Themes' `ThemeContext` holds: appearance, colours, radius, scaling, change handlers. */
export type RootTheme = NonNullable<ContextType<typeof ThemeContext>>;

/**
 * The root theme's values, in a context of our own. Radix's `ThemeContext` lives in the module that
 * defines its `Theme` component, and importing it keeps that component (and the tooltip provider it
 * installs) in the bundle; so the root provides this one, and PortalTheme hands it to Radix where a
 * portal re-enters the theme, in modules that import Radix's `Theme` anyway.
 */
// Annotated so the published declarations name `RootTheme` (Radix does not export its value type).
export const RootThemeContext: Context<RootTheme | undefined> = createContext<
  RootTheme | undefined
>(undefined);
