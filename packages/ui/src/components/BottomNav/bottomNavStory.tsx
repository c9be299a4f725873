import { Bell, CalendarDays, ChartColumn, HardDrive, House, UserRound, Users } from 'lucide-react';
import type { Language } from '../../UiProvider/uiOptions';
import type { BottomNavOption } from './bottomNavModel';

const labels = {
  en: {
    nav: 'Quick navigation',
    home: 'Home',
    drive: 'Drive',
    reports: 'Reports',
    storyReport: 'Story Report',
    userReport: 'User Report',
    calendar: 'Calendar',
    notifications: 'Notifications',
    account: 'Account',
    long: 'Working hours of every member of the team',
  },
  ar: {
    nav: 'التنقل السريع',
    home: 'الرئيسية',
    drive: 'المستندات',
    reports: 'التقارير',
    storyReport: 'تقرير القصص',
    userReport: 'تقرير المستخدم',
    calendar: 'التقويم',
    notifications: 'الإشعارات',
    account: 'الحساب',
    long: 'ساعات عمل جميع أعضاء الفريق',
  },
} satisfies Record<Language, Record<string, string>>;

export const navLabel = (language: Language) => labels[language].nav;

const size = 22;

/** Five options like the app's, the third with child items (curved pop-up). */
export function sampleOptions(language: Language = 'en', { long = false } = {}): BottomNavOption[] {
  const t = labels[language];
  return [
    { id: 'home', title: t.home, icon: <House size={size} />, path: '/main/home' },
    {
      id: 'drive',
      title: long ? t.long : t.drive,
      icon: <HardDrive size={size} />,
      path: '/main/drive',
    },
    {
      id: 'reports',
      title: t.reports,
      icon: <ChartColumn size={size} />,
      children: [
        {
          id: 'story-report',
          title: t.storyReport,
          icon: <ChartColumn size={18} />,
          path: '/main/report/story',
        },
        {
          id: 'user-report',
          title: t.userReport,
          icon: <Users size={18} />,
          path: '/main/report/user',
          badge: 2,
        },
      ],
    },
    {
      id: 'calendar',
      title: t.calendar,
      icon: <CalendarDays size={size} />,
      path: { name: 'calendar', query: { view: 'month' } },
    },
    {
      id: 'notifications',
      title: t.notifications,
      icon: <Bell size={size} />,
      path: '/main/notification',
      badge: 4,
    },
    {
      id: 'account',
      title: t.account,
      icon: <UserRound size={size} />,
      path: '/account-settings/account',
    },
  ];
}

/** Space above each bar for the raised icons and pop-ups (stories and visual tests). */
export const barFrame = { paddingBlockStart: 40, marginBlockEnd: 12 } as const;
