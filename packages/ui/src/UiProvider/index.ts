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
  directionOf,
  type Language,
  type Appearance,
  type ResolvedAppearance,
  type Direction,
} from './uiOptions';
