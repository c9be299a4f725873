import '../styles/base.css';
import '../theme/global.css';
import '../theme/accessibleAccents.css';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Theme, type ThemeProps } from '@radix-ui/themes';
import { Direction as DirectionPrimitive } from 'radix-ui';
import { UiContext, type UiContextValue } from './useUi';
import { useSystemAppearance } from './useSystemAppearance';
import { directionOf, type Appearance, type Language } from './uiOptions';

export type AccentColor = NonNullable<ThemeProps['accentColor']>;

/** Radix's `blue` is the nearest scale to the spec's primary #2c8be9; its solid steps are darkened for AA in theme/accessibleAccents.css.ts. */
export const defaultAccentColor: AccentColor = 'blue';

export interface UiProviderProps {
  language: Language;
  appearance: Appearance;
  accentColor?: AccentColor;
  /** Also set `dir` and `lang` on <html> (the web app wants `<html dir="rtl">`). */
  syncDocument?: boolean;
  children?: ReactNode;
}

/**
 * Root of every Atrium screen: Radix Theme (appearance, accent), direction from the language, fonts.
 * Radix's Theme forces `ltr` on its DirectionProvider, so we set `dir` on the Theme root and provide our own
 * direction inside it for Radix primitives (menus, sliders, roving focus).
 */
export function UiProvider({
  language,
  appearance,
  accentColor = defaultAccentColor,
  syncDocument = false,
  children,
}: UiProviderProps) {
  const dir = directionOf(language);
  const system = useSystemAppearance(appearance === 'system');
  const resolvedAppearance = appearance === 'system' ? system : appearance;

  useEffect(() => {
    if (!syncDocument) return;
    const root = document.documentElement;
    root.dir = dir;
    root.lang = language;
    root.style.colorScheme = resolvedAppearance;
  }, [syncDocument, dir, language, resolvedAppearance]);

  const value = useMemo<UiContextValue>(
    () => ({ language, dir, appearance, resolvedAppearance }),
    [language, dir, appearance, resolvedAppearance],
  );

  return (
    <UiContext.Provider value={value}>
      <Theme
        asChild
        appearance={resolvedAppearance}
        accentColor={accentColor}
        grayColor="slate"
        radius="medium"
      >
        <div dir={dir} lang={language} data-atrium-root="">
          <DirectionPrimitive.Provider dir={dir}>{children}</DirectionPrimitive.Provider>
        </div>
      </Theme>
    </UiContext.Provider>
  );
}
