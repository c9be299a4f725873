import '../styles/base.css';
import '../theme/global.css';
import '../theme/tokens.css';
import '../theme/defaultPrimary.css';
import '../theme/accessibleAccents.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ThemeProps } from '@radix-ui/themes';
// The barrel is side-effect free: naming only Direction keeps the other primitives out.
import { Direction as DirectionPrimitive } from 'radix-ui';
import { ThemeRoot } from './ThemeRoot';
import { accentKeyOf } from '../theme/primaryColor';
import { UiContext, type UiContextValue } from './useUi';
import { useSystemAppearance } from './useSystemAppearance';
import {
  defaultPrimaryColor,
  directionOf,
  resolveDigits,
  type Appearance,
  type DigitsPreference,
  type Language,
  type Skin,
} from './uiOptions';

export type AccentColor = NonNullable<ThemeProps['accentColor']>;

/** The Radix palette used when `primaryColor` is `null`. */
export const defaultAccentColor: AccentColor = 'blue';

const hexColor = /^#[0-9a-f]{6}$/i;

export interface UiProviderProps {
  /** Interface language; Arabic switches the direction to right-to-left. */
  language: Language;
  /**
   * Digits of numbers and dates: `latn` (0-9) or `arab` (٠-٩). `auto` (the default) follows the
   * language: Arabic-Indic in Arabic, Western in English. Read it with `useIntlLocale()`.
   */
  digits?: DigitsPreference;
  /** `light`, `dark`, or `system` (follows the OS setting live). */
  appearance: Appearance;
  /**
   * Primary colour as `#rrggbb` (spec default `#2c8be9`). 12-step light and dark accent scales are
   * generated from it (AA text on solid fills and for accent text) and reach portalled content too.
   * `null` uses the Radix palette named by `accentColor` instead. An invalid value falls back to the
   * default.
   */
  primaryColor?: string | null;
  /** Radix palette for the accent when `primaryColor` is `null`; ignored otherwise. */
  accentColor?: AccentColor;
  /** `bordered` gives cards and panels a visible border instead of a shadow. */
  skin?: Skin;
  /** Also set `dir` and `lang` on <html> (the web app wants `<html dir="rtl">`). */
  syncDocument?: boolean;
  /** The app or screen. */
  children?: ReactNode;
}

interface GeneratedPrimary {
  key: string;
  css: string;
}

/**
 * The stylesheet for a non-default primary colour. The generator (and its colour library) is loaded
 * on first use, so apps that keep the default primary never download it.
 */
function useGeneratedPrimary(primary: string | null): GeneratedPrimary | null {
  const [generated, setGenerated] = useState<GeneratedPrimary | null>(null);
  const wanted = primary && primary !== defaultPrimaryColor ? primary : null;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void import('../theme/primaryScale').then(({ primaryColorCss }) => {
      const key = accentKeyOf(wanted);
      if (current) setGenerated({ key, css: primaryColorCss(wanted, key) });
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return wanted && generated?.key === accentKeyOf(wanted) ? generated : null;
}

/**
 * Root of every Atrium screen: the Radix theme root (appearance, accent), direction from the language,
 * fonts, the primary colour's scale and the skin. The root is our ThemeRoot, not Radix's `Theme`: that
 * one installs a tooltip provider, and with it react-tooltip's code, on every page (/login included),
 * while our Tooltip brings its own. We set `dir` on the theme root and provide the direction inside it
 * for Radix primitives (menus, sliders, roving focus).
 */
export function UiProvider({
  language,
  digits: digitsPreference = 'auto',
  appearance,
  primaryColor = defaultPrimaryColor,
  accentColor = defaultAccentColor,
  skin = 'default',
  syncDocument = false,
  children,
}: UiProviderProps) {
  const dir = directionOf(language);
  const digits = resolveDigits(language, digitsPreference);
  const system = useSystemAppearance(appearance === 'system');
  const resolvedAppearance = appearance === 'system' ? system : appearance;
  const primary =
    primaryColor === null
      ? null
      : hexColor.test(primaryColor)
        ? primaryColor.toLowerCase()
        : defaultPrimaryColor;

  useEffect(() => {
    if (!syncDocument) return;
    const root = document.documentElement;
    root.dir = dir;
    root.lang = language;
    root.style.colorScheme = resolvedAppearance;
  }, [syncDocument, dir, language, resolvedAppearance]);

  const value = useMemo<UiContextValue>(
    () => ({ language, dir, digits, appearance, resolvedAppearance, primaryColor: primary, skin }),
    [language, dir, digits, appearance, resolvedAppearance, primary, skin],
  );
  const generated = useGeneratedPrimary(primary);
  // Until a run-time colour's scale is ready, the default primary shows (never an unstyled accent).
  const themeAccent = primary
    ? ((generated?.key ?? accentKeyOf(defaultPrimaryColor)) as AccentColor)
    : accentColor;

  return (
    <UiContext.Provider value={value}>
      <ThemeRoot
        appearance={resolvedAppearance}
        accentColor={themeAccent}
        grayColor="slate"
        radius="medium"
        dir={dir}
        lang={language}
        data-atrium-root=""
        data-skin={skin}
      >
        {generated ? <style data-atrium-primary={generated.key}>{generated.css}</style> : null}
        <DirectionPrimitive.Provider dir={dir}>{children}</DirectionPrimitive.Provider>
      </ThemeRoot>
    </UiContext.Provider>
  );
}
