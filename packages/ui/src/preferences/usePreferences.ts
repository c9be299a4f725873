import { useCallback, useSyncExternalStore } from 'react';
import {
  defaultPreferences,
  type PreferenceKey,
  type Preferences,
  type PreferencesStore,
} from './createPreferencesStore';

export interface UsePreferencesResult {
  preferences: Preferences;
  setPreference: <K extends PreferenceKey>(key: K, value: Preferences[K]) => void;
}

/** Current preferences from a store, re-rendering when any of them changes. */
export function usePreferences(store: PreferencesStore): UsePreferencesResult {
  const preferences = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    () => defaultPreferences,
  );
  const setPreference = useCallback(
    <K extends PreferenceKey>(key: K, value: Preferences[K]) => store.set(key, value),
    [store],
  );
  return { preferences, setPreference };
}
