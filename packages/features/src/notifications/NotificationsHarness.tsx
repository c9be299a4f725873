import type { ReactNode } from 'react';
import type { ApiClient } from '@atrium/api';
import { ToastProvider } from '@atrium/ui';
import type { Language } from '../i18n/languages.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';

/** FeatureHarness plus the ToastProvider the app puts under UiProvider (tests only). */
export function NotificationsHarness({
  api,
  language = 'en',
  children,
}: {
  api: ApiClient;
  language?: Language;
  children: ReactNode;
}) {
  return (
    <FeatureHarness api={api} language={language}>
      <ToastProvider
        dismissLabel="Dismiss"
        regionLabels={{ 'top-end': 'Notifications', 'bottom-end': 'Push notifications' }}
      >
        {children}
      </ToastProvider>
    </FeatureHarness>
  );
}
