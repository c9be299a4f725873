import type { ReactNode } from 'react';
import type { ApiClient } from '@atrium/api';
import { ToastProvider, type Appearance } from '@atrium/ui';
import type { SessionStore } from '../../app/sessionStore.ts';
import type { Language } from '../../i18n/languages.ts';
import { FeatureHarness } from '../../testing/FeatureHarness.tsx';

/** FeatureHarness plus the ToastProvider the app's layout puts above every page. */
export function AttendanceHarness({
  api,
  session,
  language = 'en',
  theme = 'light',
  children,
}: {
  api: ApiClient;
  session?: SessionStore;
  language?: Language;
  theme?: Appearance;
  children: ReactNode;
}) {
  return (
    <FeatureHarness api={api} language={language} theme={theme} {...(session ? { session } : {})}>
      <ToastProvider
        dismissLabel="Dismiss"
        regionLabels={{ 'top-end': 'Notifications', 'bottom-end': 'Push notifications' }}
      >
        {children}
      </ToastProvider>
    </FeatureHarness>
  );
}
