import { useContext, type ReactElement } from 'react';
import { Theme, ThemeContext } from '@radix-ui/themes';
import { RootThemeContext } from './RootThemeContext';

/**
 * `<Theme asChild>` for content portalled out of UiProvider's element: the child becomes a nested
 * Radix theme (tokens, appearance, accent). UiProvider's root does not provide Radix's
 * `ThemeContext` (importing it would bring Radix's root `Theme` and its tooltip provider onto every
 * page), so this provides it here from the root's values, unless a Radix Theme closer by already does.
 */
export function PortalTheme({ children }: { children: ReactElement }) {
  const radixTheme = useContext(ThemeContext);
  const rootTheme = useContext(RootThemeContext);
  const theme = <Theme asChild>{children}</Theme>;
  if (radixTheme || !rootTheme) return theme;
  return <ThemeContext.Provider value={rootTheme}>{theme}</ThemeContext.Provider>;
}
