// Public API of @atrium/ui. Explicit named exports only: index.test.ts snapshots this list.
export {
  UiProvider,
  useUi,
  defaultAccentColor,
  languages,
  appearances,
  directionOf,
  type UiProviderProps,
  type UiContextValue,
  type AccentColor,
  type Language,
  type Appearance,
  type ResolvedAppearance,
  type Direction,
} from './UiProvider';
export {
  createPreferencesStore,
  usePreferences,
  defaultPreferences,
  type Preferences,
  type PreferenceKey,
  type PreferencesStore,
  type PreferencesStoreOptions,
  type UsePreferencesResult,
} from './preferences';
export { vars, fontStacks } from './theme';

export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout';
export {
  Button,
  buttonVariants,
  buttonTones,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonTone,
  type ButtonSize,
} from './components/Button';
export { FullPageLoader, type FullPageLoaderProps } from './components/FullPageLoader';
export {
  LanguageSwitch,
  languageEndonyms,
  type LanguageSwitchProps,
} from './components/LanguageSwitch';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export {
  SegmentedToggle,
  segmentedToggleSizes,
  type SegmentedToggleProps,
  type SegmentedToggleOption,
  type SegmentedToggleSize,
} from './components/SegmentedToggle';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export {
  TextField,
  textFieldSizes,
  type TextFieldProps,
  type TextFieldSize,
} from './components/TextField';
export { ThemeSwitch, type ThemeSwitchProps } from './components/ThemeSwitch';
