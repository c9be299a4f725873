import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_ADMIN, type FakeApi } from '@atrium/api/testing';
import {
  createMasterKeyStore,
  createSessionStore,
  FeatureProviders,
  MasterKeyProvider,
  type SessionStore,
} from '@atrium/features';
import { UiProvider } from '@atrium/ui';
import { discoverSignedInRoutes, routes } from '../routes.tsx';

async function signedInSession(): Promise<SessionStore> {
  const session = createSessionStore();
  session.signIn(await createFakeApi().user.login(FAKE_ADMIN));
  return session;
}

function renderApp(
  path: string,
  { session = createSessionStore(), api = createFakeApi() as FakeApi } = {},
) {
  // As the app's router: the signed-in pages are patched in when a navigation needs them.
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverSignedInRoutes(),
  });
  render(
    <UiProvider language="en" appearance="light">
      <FeatureProviders
        api={api}
        session={session}
        language="en"
        swr={{ provider: () => new Map() }}
      >
        <MasterKeyProvider store={createMasterKeyStore({ storage: undefined })}>
          <RouterProvider router={router} />
        </MasterKeyProvider>
      </FeatureProviders>
    </UiProvider>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, session, api, where };
}

describe('route guards (spec section 6)', () => {
  it('sends a signed-out user to /login with the target kept, then back to it after sign-in', async () => {
    const { where } = renderApp('/main/home');
    await screen.findByRole('heading', { name: 'Sign in to Atrium' });
    expect(where()).toBe('/login?to=%2Fmain%2Fhome');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), FAKE_ADMIN.username);
    await user.type(screen.getByLabelText(/^Password/), FAKE_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: /Welcome, Atrium Admin/ });
    expect(where()).toBe('/main/home');
  });

  it('ignores an unsafe `to` after sign-in', async () => {
    const { where } = renderApp('/login?to=%2F%2Fevil.example');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), FAKE_ADMIN.username);
    await user.type(screen.getByLabelText(/^Password/), FAKE_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(where()).toBe('/main/home');
  });

  it('sends a signed-in user away from /login to /main/home', async () => {
    const { where } = renderApp('/login', {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(where()).toBe('/main/home');
  });

  it('redirects / by session state', async () => {
    const signedOut = renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in to Atrium' });
    expect(signedOut.where()).toBe('/login');
  });

  it('signs out on "Invalid Token" from the profile refresh and lands on /login', async () => {
    // The stored user survives a reload, but the server session is gone.
    const session = await signedInSession();
    const api = createFakeApi();
    const { where } = renderApp('/main/home', { session, api });
    await waitFor(() => expect(api.calls).toContain('user.profile'));
    // The app's onError (services.ts) ends the session; here we do it the same way.
    session.signOut('expired');
    await screen.findByRole('heading', { name: 'Sign in to Atrium' });
    expect(where()).toBe('/login?to=%2Fmain%2Fhome');
  });

  it('signs out from home to a plain /login and clears the stored user', async () => {
    const { where } = renderApp('/main/home', {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for / }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Sign out' }, { timeout: 15_000 }),
    );
    await screen.findByRole('heading', { name: 'Sign in to Atrium' });
    expect(where()).toBe('/login');
    expect(window.localStorage.getItem('user')).toBeNull();
  }, 20_000);

  it('sends / to /main/home when the mobile app stored a push token', async () => {
    window.localStorage.setItem('mobile_fcm', 'token-from-the-mobile-app');
    const { where } = renderApp('/');
    // not signed in: home's own guard then asks for a login that leads back to it
    await screen.findByRole('heading', { name: 'Sign in to Atrium' });
    expect(where()).toBe('/login?to=%2Fmain%2Fhome');
  });

  it('sends a signed-in user without the subject to /not-authorized', async () => {
    const session = createSessionStore();
    const member = { username: 'omar', password: 'omar password 1', full_name: 'Omar Saleh' };
    const api = createFakeApi({ users: [member] });
    session.signIn(await api.user.login(member));
    const { where } = renderApp('/main/drive', { session, api });
    await screen.findByRole('heading', { name: 'Not authorized' });
    expect(where()).toBe('/not-authorized');
  });

  it('opens a subject route granted since the last visit once the profile refresh says so', async () => {
    const api = createFakeApi();
    const session = createSessionStore();
    // As stored at the last visit, before the right to the drive was given.
    session.signIn({ ...(await api.user.login(FAKE_ADMIN)), userAbilityRules: [] });
    const { where } = renderApp('/main/drive', { session, api });
    await screen.findByRole('heading', { level: 1, name: 'My drive' });
    expect(where()).toBe('/main/drive');
    expect(session.getSnapshot().user?.userAbilityRules.length).toBeGreaterThan(0);
  });

  it('keeps the target of a subject route for a signed-out user', async () => {
    const { where } = renderApp('/main/user/42?tab=history');
    await screen.findByRole('heading', { name: 'Sign in to Atrium' });
    expect(where()).toBe('/login?to=%2Fmain%2Fuser%2F42%3Ftab%3Dhistory');
  });

  it('shows an area that is not built yet honestly, inside the layout and behind its guard', async () => {
    renderApp('/main/announcement', {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Announcements is not available yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each([
    ['/main/user', 'Users'],
    ['/main/team', 'Teams'],
    ['/main/notification', 'Notifications'],
    ['/main/attendance', 'Latest Attendance'],
    ['/main/drive', 'My drive'],
  ])('opens %s inside the layout for a super admin', async (path, heading) => {
    renderApp(path, {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('keeps the drive’s folder in the path and its search in the query string', async () => {
    const api = createFakeApi({ signedInAs: 'admin', drive: { folders: [['Projects', 'Logos']] } });
    const { where } = renderApp('/main/drive?sort=name&order=desc', {
      session: await signedInSession(),
      api,
    });
    const user = userEvent.setup();
    const files = await screen.findByRole('grid', { name: 'Files and folders' });
    await user.click(await within(files).findByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(where()).toMatch(/^\/main\/drive\/[0-9a-f-]{36}\?sort=name&order=desc$/);
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('link', { name: 'My drive' })).toHaveAttribute(
      'href',
      '/main/drive?sort=name&order=desc',
    );
    await user.click(within(crumbs).getByRole('link', { name: 'My drive' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My drive' })).toBeInTheDocument();
    expect(where()).toBe('/main/drive?sort=name&order=desc');
  });

  it('reads a drive link as far as it is valid', async () => {
    const { where } = renderApp('/main/drive/not-a-folder?view=shared&size=7', {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared with me' }),
    ).toBeInTheDocument();
    expect(where()).toBe('/main/drive?view=shared');
  });

  it('opens account settings on its first tab, and keeps it behind sign-in', async () => {
    const signedOut = renderApp('/account-settings/security');
    await screen.findByRole('heading', { name: 'Sign in to Atrium' });
    expect(signedOut.where()).toBe('/login?to=%2Faccount-settings%2Fsecurity');
    signedOut.router.dispose();
  });

  it('sends /account-settings to its account tab for a signed-in user', async () => {
    const { where } = renderApp('/account-settings', {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeInTheDocument();
    expect(where()).toBe('/account-settings/account');
  });

  it('offers password recovery to signed-out users only', async () => {
    const signedOut = renderApp('/authentication/forgot-password');
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    signedOut.router.dispose();
    const signedIn = renderApp('/authentication/forgot-password', {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(signedIn.where()).toBe('/main/home');
  });

  it('shows public pages that are not built yet without signing in', async () => {
    const { where } = renderApp('/tutorials');
    expect(
      await screen.findByRole('heading', { name: 'Tutorials is not available yet' }),
    ).toBeInTheDocument();
    expect(where()).toBe('/tutorials');
  });

  it.each(['/main/shared/drive/xyz', '/drive/xyz', '/main/shared/material/xyz', '/material/xyz'])(
    'opens the share link page %s without signing in',
    async (path) => {
      const { where } = renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'This link is not available' }),
      ).toBeInTheDocument();
      expect(where()).toBe(path);
    },
  );

  it.each(['/no/such/page', '/pages/misc/not-found/404'])(
    'shows the 404 page for %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    },
  );

  it.each(['/no/such/page', '/main/no-such-area', '/main/user/42/more'])(
    'shows the 404 page for %s to a signed-in user',
    async (path) => {
      const { where } = renderApp(path, {
        session: await signedInSession(),
        api: createFakeApi({ signedInAs: 'admin' }),
      });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(where()).toBe(path);
    },
  );

  it('moves between signed-in pages and public pages with one router', async () => {
    const { router, where } = renderApp('/main/shared/drive/xyz', {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    await screen.findByRole('heading', { name: 'This link is not available' });
    await act(async () => {
      await router.navigate('/main/team');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/main/announcement');
    });
    expect(
      await screen.findByRole('heading', { name: 'Announcements is not available yet' }),
    ).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/nowhere');
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(where()).toBe('/nowhere');
  });

  it('shows the not-authorized page publicly', async () => {
    renderApp('/not-authorized');
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });

  it('opens an invitation link as a welcome to choose the first password', async () => {
    renderApp('/authentication/reset-password?token=abc&invite=1');
    expect(await screen.findByRole('heading', { name: 'Welcome to Atrium' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set my password' })).toBeInTheDocument();
  });
});

describe('a new password asked for by an administrator', () => {
  const TEMPORARY = 'temporary passphrase 1';
  const CHOSEN = 'my own passphrase 22';

  /** Signed in as `fresh`, whose password an administrator set with the box ticked. */
  async function mustChangeSession() {
    const fresh = { username: 'fresh', password: 'old passphrase 0', full_name: 'Fresh Start' };
    const api = createFakeApi({ users: [FAKE_ADMIN, fresh], signedInAs: FAKE_ADMIN.username });
    const id = (await api.user.list()).items.find((item) => item.username === 'fresh')?.id ?? '';
    await api.user.resetPassword({ user_id: id, password: TEMPORARY, must_change_password: true });
    const session = createSessionStore();
    session.signIn(await api.user.login({ username: 'fresh', password: TEMPORARY }));
    return { api, session };
  }

  it('sends every signed-in page to the choose-password page first, then back where they were going', async () => {
    const { api, session } = await mustChangeSession();
    expect(session.getSnapshot().user?.must_change_password).toBe(true);
    const { where } = renderApp('/main/notification', { api, session });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(where()).toBe('/authentication/choose-password?to=%2Fmain%2Fnotification');
    // No signed-in layout, and no call but the ones this page makes.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), TEMPORARY);
    await user.type(screen.getByLabelText(/^New password/), CHOSEN);
    await user.type(screen.getByLabelText(/^Confirm new password/), CHOSEN);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    expect(where()).toBe('/main/notification');
    expect(session.getSnapshot().user?.must_change_password).toBeUndefined();
    expect(api.calls).toContain('user.changePassword');
  });

  it('keeps the person on the page while the current password is wrong', async () => {
    const { api, session } = await mustChangeSession();
    const { where, router } = renderApp('/main/home', { api, session });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(where()).toBe('/authentication/choose-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'not it at all');
    await user.type(screen.getByLabelText(/^New password/), CHOSEN);
    await user.type(screen.getByLabelText(/^Confirm new password/), CHOSEN);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(where()).toBe('/authentication/choose-password');
    // Another signed-in page still leads back here.
    await act(async () => {
      await router.navigate('/main/user');
    });
    await waitFor(() => expect(where()).toBe('/authentication/choose-password?to=%2Fmain%2Fuser'));
  });

  it('sends someone with no new password due away from the page', async () => {
    const { where } = renderApp('/authentication/choose-password', {
      session: await signedInSession(),
      api: createFakeApi({ signedInAs: 'admin' }),
    });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(where()).toBe('/main/home');
  });

  it('signs out from the page to /login', async () => {
    const { api, session } = await mustChangeSession();
    const { where } = renderApp('/main/home', { api, session });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in to Atrium' });
    expect(where()).toBe('/login');
  });
});
