export {
  UiProvider,
  defaultAccentColor,
  type UiProviderProps,
  type AccentColor,
} from './UiProvider';
export { useUi, type UiContextValue } from './useUi';
export { intlLocale, useIntlLocale, withDigits } from './intlLocale';
export {
  languages,
  appearances,
  skins,
  contentWidths,
  navigationLayouts,
  defaultPrimaryColor,
  directionOf,
  digitSystems,
  digitsPreferences,
  defaultDigits,
  resolveDigits,
  type Digits,
  type DigitsPreference,
  type Language,
  type Appearance,
  type ResolvedAppearance,
  type Skin,
  type ContentWidth,
  type NavigationLayout,
  type Direction,
} from './uiOptions';
