import { useState, type ComponentProps } from 'react';
import { Bell, CircleUserRound, Hexagon, Languages, Moon } from 'lucide-react';
import type { Language } from '../../UiProvider/uiOptions';
import { Menu } from '../Menu/Menu';
import { sampleMenu } from '../Menu/menuStory';
import { AppShell, type AppShellLabels } from './AppShell';

export const shellCopy = {
  en: {
    labels: {
      skipToContent: 'Skip to content',
      navigation: 'Main navigation',
      openNavigation: 'Open navigation',
      closeNavigation: 'Close navigation',
      collapseNavigation: 'Collapse navigation',
      expandNavigation: 'Expand navigation',
    },
    brand: 'Atrium',
    language: 'Language',
    theme: 'Dark theme',
    notifications: 'Notifications',
    account: 'Account',
    title: 'Users Management',
    body: 'Manage the staff accounts of your organisation, their roles and teams.',
    footer: '© 2026 Atrium. All rights reserved.',
    footerLink: 'Privacy policy',
  },
  ar: {
    labels: {
      skipToContent: 'انتقل إلى المحتوى',
      navigation: 'التنقل الرئيسي',
      openNavigation: 'افتح قائمة التنقل',
      closeNavigation: 'أغلق قائمة التنقل',
      collapseNavigation: 'طيّ قائمة التنقل',
      expandNavigation: 'وسّع قائمة التنقل',
    },
    brand: 'أتريوم',
    language: 'اللغة',
    theme: 'المظهر الداكن',
    notifications: 'الإشعارات',
    account: 'الحساب',
    title: 'إدارة المستخدمين',
    body: 'أدر حسابات موظفي مؤسستك وأدوارهم وفرقهم.',
    footer: '© 2026 أتريوم. جميع الحقوق محفوظة.',
    footerLink: 'سياسة الخصوصية',
  },
} satisfies Record<Language, { labels: AppShellLabels } & Record<string, unknown>>;

export function ShellBrand({ language }: { language: Language }) {
  return (
    <>
      <Hexagon size={24} aria-hidden />
      <span>{shellCopy[language].brand}</span>
    </>
  );
}

export function ShellActions({ language }: { language: Language }) {
  const t = shellCopy[language];
  const button = {
    type: 'button' as const,
    style: { display: 'inline-flex', padding: 8, border: 0, background: 'none', color: 'inherit' },
  };
  return (
    <>
      <button {...button} aria-label={t.language}>
        <Languages size={20} aria-hidden />
      </button>
      <button {...button} aria-label={t.theme}>
        <Moon size={20} aria-hidden />
      </button>
      <button {...button} aria-label={t.notifications}>
        <Bell size={20} aria-hidden />
      </button>
      <button {...button} aria-label={t.account}>
        <CircleUserRound size={24} aria-hidden />
      </button>
    </>
  );
}

export function ShellPage({
  language,
  paragraphs = 3,
}: {
  language: Language;
  paragraphs?: number;
}) {
  const t = shellCopy[language];
  return (
    <>
      <h1 style={{ marginBlock: 0 }}>{t.title}</h1>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>{t.body}</p>
      ))}
    </>
  );
}

export function ShellFooter({ language }: { language: Language }) {
  const t = shellCopy[language];
  return (
    <>
      <span>{t.footer}</span>
      <a href="/privacy-policy" style={{ color: 'inherit' }}>
        {t.footerLink}
      </a>
    </>
  );
}

/** A complete shell with a routed Menu and a collapse toggle kept in state, as the app wires it. */
export function DemoShell({
  language = 'en',
  currentPath = '/main/user',
  ...props
}: Partial<ComponentProps<typeof AppShell>> & { language?: Language; currentPath?: string }) {
  const [collapsed, setCollapsed] = useState(props.navCollapsed ?? false);
  const [path, setPath] = useState(currentPath);
  return (
    <AppShell
      labels={shellCopy[language].labels}
      brand={<ShellBrand language={language} />}
      navbarActions={<ShellActions language={language} />}
      menu={<Menu items={sampleMenu(language)} currentPath={path} onNavigate={setPath} />}
      footer={<ShellFooter language={language} />}
      {...props}
      navCollapsed={collapsed}
      onNavCollapsedChange={(next) => {
        setCollapsed(next);
        props.onNavCollapsedChange?.(next);
      }}
    >
      {props.children ?? <ShellPage language={language} />}
    </AppShell>
  );
}
