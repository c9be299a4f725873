import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ToastProvider } from '@atrium/ui';
import { FeatureProviders } from '../../app/FeatureProviders.tsx';
import { isLanguage } from '../../i18n/languages.ts';
import { createAttendanceFake, type AttendanceFakeOptions } from './attendanceFake.ts';

function AttendanceStoryProviders({
  options,
  language,
  children,
}: {
  options: AttendanceFakeOptions;
  language: string;
  children: ReactNode;
}) {
  // One fake (API and session) per story render, and a fresh SWR cache.
  const [fake] = useState(() => createAttendanceFake(options));
  return (
    <FeatureProviders
      api={fake.api}
      session={fake.session}
      language={isLanguage(language) ? language : 'en'}
      swr={{ provider: () => new Map(), refreshInterval: 0 }}
    >
      {children}
    </FeatureProviders>
  );
}

/**
 * The app's ToastProvider, once per story (a story-level fake decorator adds a second provider
 * tree, and two sets of toast regions would repeat their landmarks).
 */
export const withToasts: Decorator = (Story) => (
  <ToastProvider
    dismissLabel="Dismiss"
    regionLabels={{ 'top-end': 'Notifications', 'bottom-end': 'Push notifications' }}
  >
    <Story />
  </ToastProvider>
);

/** Attendance stories: the pinned fixtures, signed in as Layla (add `withToasts` once in meta). */
export function withAttendanceFake(options: AttendanceFakeOptions = {}): Decorator {
  return function AttendanceDecorator(Story, context) {
    return (
      <AttendanceStoryProviders options={options} language={String(context.globals.locale ?? 'en')}>
        <Story />
      </AttendanceStoryProviders>
    );
  };
}
