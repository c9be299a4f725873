import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { Profile, Session } from '@atrium/api';
import { createFakeApi, type FakeApi, type FakeApiOptions, fakeProfile } from '@atrium/api/testing';
import { FeatureProviders } from '../app/FeatureProviders.tsx';
import { createSessionStore } from '../app/sessionStore.ts';
import { isLanguage } from '../i18n/languages.ts';
import { MasterKeyProvider } from '../masterKey/MasterKeyProvider.tsx';

export const storyProfile: Profile = fakeProfile({
  username: 'admin',
  email: 'layla@example.com',
  phone: '+971 50 123 4567',
  job_title: 'People Operations Lead',
  time_zone: 'Asia/Dubai',
  role: 'super_admin',
  is_available: true,
});

/** Three devices, as browsers send them: this one, a phone and one without a user agent. */
export const storySessions: Session[] = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    created_at: '2026-11-20T08:00:00.000Z',
    last_seen_at: '2026-11-24T09:30:00.000Z',
    user_agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ip: '10.0.0.12',
    current: true,
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    created_at: '2026-11-18T07:15:00.000Z',
    last_seen_at: '2026-11-23T18:05:00.000Z',
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ip: '10.0.0.40',
    current: false,
  },
  {
    id: '00000000-0000-4000-8000-00000000a003',
    created_at: '2026-11-02T12:00:00.000Z',
    last_seen_at: '2026-11-10T12:00:00.000Z',
    user_agent: null,
    ip: null,
    current: false,
  },
];

/** Gives the fake API these devices (the fake itself knows only the current one). */
function withSessions(api: FakeApi, initial: Session[]) {
  let list = [...initial];
  const page = () => ({ items: [...list], total: list.length, page: 1, size: -1 });
  api.user.sessions = () => api.user.profile().then(page);
  api.user.endSession = async (id) => {
    await api.user.profile();
    list = list.filter((session) => session.id !== id);
    return { ended: 1 };
  };
  api.user.endOtherSessions = async () => {
    await api.user.profile();
    const ended = list.filter((session) => !session.current).length;
    list = list.filter((session) => session.current);
    return { ended };
  };
}

function Providers({
  api: apiOptions,
  sessions,
  language,
  children,
}: {
  api: FakeApiOptions;
  sessions: Session[] | undefined;
  language: string;
  children: ReactNode;
}) {
  const [api] = useState(() => {
    const fake = createFakeApi({ signedInAs: 'admin', ...apiOptions });
    if (sessions) withSessions(fake, sessions);
    return fake;
  });
  const [session] = useState(() => {
    const store = createSessionStore({ storage: undefined });
    store.signIn(storyProfile);
    return store;
  });
  return (
    <FeatureProviders
      api={api}
      session={session}
      language={isLanguage(language) ? language : 'en'}
      swr={{ provider: () => new Map() }}
    >
      {/* As in the app: the security tab's master password card uses the elevation. */}
      <MasterKeyProvider>{children}</MasterKeyProvider>
    </FeatureProviders>
  );
}

/** Signed in as a super admin, with a fake API; `sessions` replaces the fake's device list. */
export function withAccountProviders(
  api: FakeApiOptions = {},
  sessions: Session[] | undefined = storySessions,
): Decorator {
  return function AccountProvidersDecorator(Story, context) {
    return (
      <Providers api={api} sessions={sessions} language={String(context.globals.locale ?? 'en')}>
        <Story />
      </Providers>
    );
  };
}
