import { createContext, useContext } from 'react';
import type {
  Appearance,
  Digits,
  Direction,
  Language,
  ResolvedAppearance,
  Skin,
} from './uiOptions';

export interface UiContextValue {
  language: Language;
  dir: Direction;
  /** The digits of numbers and dates: the person's choice, else the language's (see `useIntlLocale`). */
  digits: Digits;
  /** What was asked for ('system' included). */
  appearance: Appearance;
  /** What is shown: 'system' resolved through prefers-color-scheme. */
  resolvedAppearance: ResolvedAppearance;
  /** The primary colour in use (`#rrggbb`), or null when a Radix palette is used as is. */
  primaryColor: string | null;
  skin: Skin;
}

export const UiContext = createContext<UiContextValue | null>(null);

/** Language, direction, digits, appearance, primary colour and skin of the nearest UiProvider. */
export function useUi(): UiContextValue {
  const value = useContext(UiContext);
  if (!value) throw new Error('useUi must be used inside <UiProvider>');
  return value;
}
