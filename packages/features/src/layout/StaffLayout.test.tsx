import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@atrium/api';
import { createFakeApi, fakeProfile } from '@atrium/api/testing';
import { createSessionStore } from '../app/sessionStore.ts';
import type { Language } from '../i18n/languages.ts';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { StaffLayout, type StaffLayoutPreferences } from './StaffLayout.tsx';

function profileOf(role: Profile['role'], permissions: string[]): Profile {
  return fakeProfile({ email: 'layla@example.com', role, is_available: true, permissions });
}

const preferences: StaffLayoutPreferences = {
  layout: 'vertical',
  navCollapsed: false,
  navbarBlur: true,
  contentWidth: 'boxed',
  bottomNav: 'curved',
  language: 'en',
  theme: 'light',
};

function renderLayout({
  role = 'user',
  permissions = [],
  language = 'en',
  currentPath = '/main/home',
}: {
  role?: Profile['role'];
  permissions?: string[];
  language?: Language;
  currentPath?: string;
} = {}) {
  const session = createSessionStore({ storage: undefined });
  session.signIn(profileOf(role, permissions));
  const onNavigate = vi.fn();
  const onPreferenceChange = vi.fn();
  const onSignOut = vi.fn();
  render(
    <FeatureHarness api={createFakeApi()} session={session} language={language}>
      <StaffLayout
        currentPath={currentPath}
        onNavigate={onNavigate}
        preferences={{ ...preferences, language }}
        onPreferenceChange={onPreferenceChange}
        onSignOut={onSignOut}
      >
        <h1>Page content</h1>
      </StaffLayout>
    </FeatureHarness>,
  );
  return { onNavigate, onPreferenceChange, onSignOut };
}

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const menuLinks = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());

describe('StaffLayout', () => {
  it('shows a plain member of staff only what every signed-in user may open', () => {
    renderLayout();
    expect(menuLinks()).toEqual(['Home', 'Latest Attendance']);
    expect(within(navigation()).queryByText('Report')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  });

  it('adds the areas a permission grants, in the spec’s order', async () => {
    renderLayout({ permissions: ['Users Management', 'Drive', 'Reports', 'Unknown name'] });
    expect(menuLinks()).toEqual(['Home', 'Drive', 'Users Management', 'Latest Attendance']);
    // the three reports sit in the Report group, which opens in place
    const report = within(navigation()).getByRole('button', { name: /Report/ });
    await userEvent.click(report);
    expect(menuLinks()).toEqual([
      'Home',
      'Drive',
      'Story Report',
      'User Report',
      'Users List Report',
      'Users Management',
      'Latest Attendance',
    ]);
  });

  it('gives a super admin every area, the Video Editor included (ADR 0011)', () => {
    renderLayout({ role: 'super_admin' });
    const links = menuLinks();
    expect(links).toContain('Template Category Management');
    expect(links).toContain('Team Management');
    expect(links).toContain('Teams');
    expect(links).toContain('Video Editor');
  });

  it('marks the current area and navigates through the app’s router', async () => {
    const { onNavigate } = renderLayout({
      permissions: ['Users Management'],
      currentPath: '/main/user/42',
    });
    const users = within(navigation()).getByRole('link', { name: 'Users Management' });
    expect(users).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(navigation()).getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledWith('/main/home');
  });

  it('opens account settings and signs out from the user menu', async () => {
    const { onNavigate, onSignOut } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layla Haddad' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Account settings' }, { timeout: 15_000 }),
    );
    expect(onNavigate).toHaveBeenCalledWith('/account-settings/account');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layla Haddad' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Sign out' }, { timeout: 15_000 }),
    );
    expect(onSignOut).toHaveBeenCalledTimes(1);
  }, 20_000); // the first open loads the menu's lazy chunk

  it('hands language changes to the app (which keeps them in a cookie)', async () => {
    const { onPreferenceChange } = renderLayout();
    await userEvent.click(screen.getByRole('radio', { name: 'العربية' }));
    expect(onPreferenceChange).toHaveBeenCalledWith('language', 'ar');
  });

  it('speaks Arabic right to left', () => {
    renderLayout({ language: 'ar', permissions: ['Users Management'] });
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(within(nav).getByRole('link', { name: 'إدارة المستخدمين' })).toBeInTheDocument();
    expect(nav.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('names the product "Atrium" in the footer and writes the year in the language’s digits', () => {
    const year = new Date().getFullYear();
    renderLayout({ language: 'ar' });
    const arabicYear = new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: false }).format(year);
    expect(screen.getByText(`© ${arabicYear} Atrium`)).toBeInTheDocument();
  });

  it('writes the footer year with Western digits in English', () => {
    renderLayout();
    expect(screen.getByText(`© ${new Date().getFullYear()} Atrium`)).toBeInTheDocument();
  });
});
