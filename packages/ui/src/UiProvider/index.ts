export {
  UiProvider,
  defaultAccentColor,
  type UiProviderProps,
  type AccentColor,
} from './UiProvider';
export { useUi, type UiContextValue } from './useUi';
export {
  languages,
  appearances,
  skins,
  contentWidths,
  navigationLayouts,
  defaultPrimaryColor,
  directionOf,
  type Language,
  type Appearance,
  type ResolvedAppearance,
  type Skin,
  type ContentWidth,
  type NavigationLayout,
  type Direction,
} from './uiOptions';
