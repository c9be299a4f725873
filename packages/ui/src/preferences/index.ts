export {
  createPreferencesStore,
  defaultPreferences,
  type Preferences,
  type PreferenceKey,
  type PreferencesStore,
  type PreferencesStoreOptions,
} from './createPreferencesStore';
export { usePreferences, type UsePreferencesResult } from './usePreferences';
