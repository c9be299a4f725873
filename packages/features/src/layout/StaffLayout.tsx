import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AppShell,
  type AppShellContentWidth,
  type AppShellLayout,
  BottomNav,
  type BottomNavOption,
  type BottomNavVariant,
  Box,
  Flex,
  Menu,
  ScrollToTop,
  Text,
  ToastProvider,
  useIntlLocale,
} from '@atrium/ui';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { BrandMark } from '../app/BrandMark.tsx';
import { useSession } from '../app/SessionProvider.tsx';
import { PreferenceSwitches, type Theme } from '../auth/PreferenceSwitches.tsx';
import { formatNumber, type Language } from '../i18n/languages.ts';
import { BOTTOM_NAV_AREAS, bottomNavIcons, buildStaffMenu, STAFF_PATHS } from './staffMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The layout preferences the app keeps in cookies (spec sections 4 and 9). */
export interface StaffLayoutPreferences {
  layout: AppShellLayout;
  navCollapsed: boolean;
  navbarBlur: boolean;
  contentWidth: AppShellContentWidth;
  bottomNav: BottomNavVariant;
  language: Language;
  theme: Theme;
}

export interface StaffLayoutProps {
  /** The current location's path; the menu and the bottom navigation follow it. */
  currentPath: string;
  /** Go to a path of the app (the app's router). */
  onNavigate: (path: string, options?: { replace?: boolean }) => void;
  preferences: StaffLayoutPreferences;
  onPreferenceChange: <K extends keyof StaffLayoutPreferences>(
    key: K,
    value: StaffLayoutPreferences[K],
  ) => void;
  onSignOut: () => void;
  isSigningOut?: boolean;
  /** Navbar widgets of other features, in this order before the user menu. */
  search?: ReactNode;
  attendanceControl?: ReactNode;
  elevationIndicator?: ReactNode;
  notificationBell?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The signed-in layout (spec section 2, "Layout"): vertical or horizontal navigation by
 * preference, the menu filtered by the user's abilities, a navbar with the language and theme
 * switches, attendance, notifications and the user menu, and the bottom navigation on phones.
 */
export function StaffLayout({
  currentPath,
  onNavigate,
  preferences,
  onPreferenceChange,
  onSignOut,
  isSigningOut = false,
  search,
  attendanceControl,
  elevationIndicator,
  notificationBell,
  children,
}: StaffLayoutProps) {
  const { t } = useTranslation('layout');
  const locale = useIntlLocale();
  const { user } = useSession();
  const ability = useAppAbility();
  const superAdmin = user?.role === 'super_admin';
  const menu = useMemo(() => buildStaffMenu(t, { superAdmin }), [t, superAdmin]);
  const can = (action: string, subject: string) =>
    ability.can(action as 'manage', subject as Parameters<typeof ability.can>[1]);

  const bottomOptions: BottomNavOption[] = BOTTOM_NAV_AREAS.map((area) => ({
    id: area,
    icon: bottomNavIcons[area],
    title: t(`menu.${area}`),
    path: STAFF_PATHS[area],
  }));

  return (
    // Toasts of the signed-in app (spec section 9: 5000 ms, at most 20, top right; pushes at
    // the bottom right): one provider for every page and for the live notification events.
    <ToastProvider
      dismissLabel={t('toasts.dismiss')}
      regionLabels={{ 'top-end': t('toasts.topEnd'), 'bottom-end': t('toasts.bottomEnd') }}
    >
      <AppShell
        labels={{
          skipToContent: t('shell.skipToContent'),
          navigation: t('shell.navigation'),
          openNavigation: t('shell.openNavigation'),
          closeNavigation: t('shell.closeNavigation'),
          collapseNavigation: t('shell.collapseNavigation'),
          expandNavigation: t('shell.expandNavigation'),
        }}
        layout={preferences.layout}
        navCollapsed={preferences.navCollapsed}
        onNavCollapsedChange={(collapsed) => onPreferenceChange('navCollapsed', collapsed)}
        navbarBlur={preferences.navbarBlur}
        navbarSticky
        contentWidth={preferences.contentWidth}
        brand={<BrandMark size="sm" />}
        menu={
          <Menu
            items={menu}
            currentPath={currentPath}
            can={can}
            onNavigate={(path) => onNavigate(path)}
          />
        }
        navbarActions={
          <Flex align="center" gap="3">
            {search}
            {attendanceControl}
            {elevationIndicator}
            {/* Not on phones, where the navbar has no room for them (they wrapped into a tall,
                overlapping stack): there they are in Account settings → Preferences. */}
            <Box display={{ initial: 'none', sm: 'block' }}>
              <PreferenceSwitches
                language={preferences.language}
                onLanguageChange={(language) => onPreferenceChange('language', language)}
                theme={preferences.theme}
                onThemeChange={(theme) => onPreferenceChange('theme', theme)}
              />
            </Box>
            {notificationBell}
            {user ? (
              <UserMenu
                user={user}
                onOpenAccountSettings={() => onNavigate(STAFF_PATHS.account)}
                onSignOut={onSignOut}
                isSigningOut={isSigningOut}
              />
            ) : null}
          </Flex>
        }
        footer={
          <Text as="p" size="1" color="gray">
            {/* The year in the reader's digits, like every other number and date on the page. */}
            {t('footer', {
              year: formatNumber(new Date().getFullYear(), locale, {
                useGrouping: false,
              }),
            })}
          </Text>
        }
        bottomNav={
          <BottomNav
            label={t('shell.quickNavigation')}
            options={bottomOptions}
            variant={preferences.bottomNav}
            currentPath={currentPath}
            onNavigate={(path) => {
              if (typeof path === 'string') onNavigate(path);
            }}
          />
        }
      >
        {children}
        <ScrollToTop label={t('scrollToTop')} />
      </AppShell>
    </ToastProvider>
  );
}
