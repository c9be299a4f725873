import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@atrium/api';
import { createFakeApi, type FakeApi } from '@atrium/api/testing';
import {
  createPreferencesStore,
  usePreferences,
  type Preferences,
  type PreferencesStore,
} from '@atrium/ui';
import { createSessionStore, type SessionStore } from '../app/sessionStore.ts';
import { StaffLayout } from '../layout/StaffLayout.tsx';
import { MasterKeyProvider } from '../masterKey/MasterKeyProvider.tsx';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { AccountSettingsPage } from './AccountSettingsPage.tsx';
import type { AccountTab } from './accountTabs.ts';

/** A cookie jar as the browser keeps one: what was written is read back. */
function cookieJar(initial: string) {
  const cookies = new Map(initial.split('; ').map((pair) => pair.split('=') as [string, string]));
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [name = '', value = ''] = line.split(';')[0]!.split('=');
      cookies.set(name, value);
    },
  };
}

const LAST_SEEN = '2026-11-24T09:30:00.000Z';
const device: Session = {
  id: '00000000-0000-4000-8000-00000000a001',
  created_at: '2026-11-20T08:00:00.000Z',
  last_seen_at: LAST_SEEN,
  user_agent: null,
  ip: null,
  current: true,
};

/** What the web app does: preferences from cookies feed the UI, the layout and the settings page. */
function App({
  store,
  api,
  session,
}: {
  store: PreferencesStore;
  api: FakeApi;
  session: SessionStore;
}) {
  const { preferences, setPreference } = usePreferences(store);
  const [tab, setTab] = useState<AccountTab>('preferences');
  const change = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    setPreference(key, value);
  return (
    <FeatureHarness
      api={api}
      session={session}
      language={preferences.language}
      theme={preferences.theme}
      digits={preferences.digits}
    >
      <MasterKeyProvider>
        <StaffLayout
          currentPath="/account-settings/preferences"
          onNavigate={() => undefined}
          preferences={preferences}
          onPreferenceChange={(key, value) => change(key, value as Preferences[typeof key])}
          onSignOut={() => undefined}
        >
          <AccountSettingsPage
            tab={tab}
            onTabChange={setTab}
            preferences={preferences}
            onPreferenceChange={change}
          />
        </StaffLayout>
      </MasterKeyProvider>
    </FeatureHarness>
  );
}

async function renderApp(jar: ReturnType<typeof cookieJar>) {
  const api = createFakeApi({ signedInAs: 'admin' });
  vi.spyOn(api.user, 'sessions').mockResolvedValue({
    items: [device],
    total: 1,
    page: 1,
    size: -1,
  });
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  const store = createPreferencesStore({ appTitle: 'Atrium', cookieJar: jar });
  const view = render(<App store={store} api={api} session={session} />);
  return { store, view, user: userEvent.setup() };
}

const year = new Date().getFullYear();
const footerYear = (locale: string) =>
  `© ${new Intl.NumberFormat(locale, { useGrouping: false }).format(year)} Atrium`;
const lastSeen = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(LAST_SEEN),
  );

describe('the digits preference', { timeout: 30_000 }, () => {
  it('switches every number and date of the page, the footer year included, and is kept in a cookie', async () => {
    const jar = cookieJar('Atrium-language=ar; Atrium-theme=dark');
    const { store, view, user } = await renderApp(jar);

    // Nothing chosen yet: Arabic-Indic, the Arabic default, shown as the choice.
    const digits = () => within(screen.getByRole('radiogroup', { name: 'الأرقام' }));
    expect(digits().getByRole('radio', { name: 'عربية هندية (١٢٣)' })).toBeChecked();
    expect(screen.getByText(footerYear('ar-u-nu-arab'))).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'الأمان' }));
    expect(await screen.findByText(/آخر نشاط/)).toHaveTextContent(lastSeen('ar-u-nu-arab'));

    // Western digits: the footer and the devices' dates follow at once.
    await user.click(screen.getByRole('tab', { name: 'التفضيلات' }));
    await user.click(digits().getByRole('radio', { name: 'غربية (123)' }));
    expect(digits().getByRole('radio', { name: 'غربية (123)' })).toBeChecked();
    expect(screen.getByText(footerYear('ar-u-nu-latn'))).toBeInTheDocument();
    expect(screen.getByText(`© ${year} Atrium`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'الأمان' }));
    const details = await screen.findByText(/آخر نشاط/);
    expect(details).toHaveTextContent(lastSeen('ar-u-nu-latn'));
    expect(details.textContent).not.toMatch(/[\u0660-\u0669]/);

    // Kept like the theme: in the <app>-digits cookie, read back on the next visit.
    expect(store.get('digits')).toBe('latn');
    expect(jar.cookie).toContain('Atrium-digits=latn');
    view.unmount();
    const next = await renderApp(jar);
    expect(next.store.getSnapshot()).toMatchObject({
      language: 'ar',
      theme: 'dark',
      digits: 'latn',
    });
    expect(screen.getByText(`© ${year} Atrium`)).toBeInTheDocument();
    expect(digits().getByRole('radio', { name: 'غربية (123)' })).toBeChecked();
  });

  it('gives English the Arabic-Indic digits when chosen', async () => {
    const jar = cookieJar('Atrium-language=en');
    const { store, user } = await renderApp(jar);
    const digits = within(screen.getByRole('radiogroup', { name: 'Digits' }));
    expect(digits.getByRole('radio', { name: 'Western (123)' })).toBeChecked();
    expect(screen.getByText(`© ${year} Atrium`)).toBeInTheDocument();

    await user.click(digits.getByRole('radio', { name: 'Arabic-Indic (١٢٣)' }));
    expect(store.get('digits')).toBe('arab');
    expect(screen.getByText(footerYear('en-GB-u-nu-arab'))).toBeInTheDocument();
    expect(screen.getByText(footerYear('en-GB-u-nu-arab'))).toHaveTextContent(/© [٠-٩]{4} Atrium/);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(await screen.findByText(/last active/)).toHaveTextContent(lastSeen('en-GB-u-nu-arab'));
  });
});
