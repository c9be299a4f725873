import { useState, type ComponentProps } from 'react';
import {
  Bell,
  CalendarDays,
  ChartColumn,
  Clapperboard,
  FolderKanban,
  HardDrive,
  House,
  Image,
  LayoutTemplate,
  Megaphone,
  Users,
} from 'lucide-react';
import type { Language } from '../../UiProvider/uiOptions';
import { Menu } from './Menu';
import type { MenuCan, MenuEntry } from './menuModel';

const icon = (Icon: typeof House) => <Icon size={20} aria-hidden />;

const labels = {
  en: {
    home: 'Home',
    notifications: 'Notifications',
    work: 'Work',
    projects: 'Projects',
    stories: 'Stories',
    timesheet: 'Timesheet',
    teams: 'Team Management',
    users: 'Users Management',
    drive: 'Drive',
    report: 'Report',
    storyReport: 'Story Report',
    userReport: 'User Report',
    usersListReport: 'Users List Report',
    media: 'Media',
    imageTool: 'Image Tool',
    templateEditor: 'Template Editor',
    templateCategory: 'Template Category Management',
    videoEditor: 'Video Editor',
    announcements: 'Announcements',
    calendar: 'Workdays',
  },
  ar: {
    home: 'الرئيسية',
    notifications: 'الإشعارات',
    work: 'العمل',
    projects: 'المشاريع',
    stories: 'القصص',
    timesheet: 'سجل الدوام',
    teams: 'إدارة الفرق',
    users: 'إدارة المستخدمين',
    drive: 'المستندات',
    report: 'التقارير',
    storyReport: 'تقرير القصص',
    userReport: 'تقرير المستخدم',
    usersListReport: 'تقرير قائمة المستخدمين',
    media: 'الوسائط',
    imageTool: 'أداة الصور',
    templateEditor: 'محرر القوالب',
    templateCategory: 'إدارة تصنيفات القوالب',
    videoEditor: 'محرر الفيديو',
    announcements: 'الإعلانات',
    calendar: 'أيام العمل',
  },
} satisfies Record<Language, Record<string, string>>;

/** A menu shaped like Atrium's (spec §2 menu labels), for stories and tests. */
export function sampleMenu(language: Language = 'en'): MenuEntry[] {
  const t = labels[language];
  return [
    { id: 'home', title: t.home, icon: icon(House), path: '/main/home' },
    {
      id: 'notifications',
      title: t.notifications,
      icon: icon(Bell),
      path: '/main/notification',
      badge: 3,
    },
    {
      id: 'work',
      heading: t.work,
      children: [
        {
          id: 'projects',
          title: t.projects,
          icon: icon(FolderKanban),
          children: [
            {
              id: 'project-list',
              title: t.projects,
              path: '/main/project',
              action: 'manage',
              subject: 'Project',
            },
            {
              id: 'stories',
              title: t.stories,
              path: '/main/story',
              action: 'manage',
              subject: 'Project',
            },
          ],
        },
        {
          id: 'timesheet',
          title: t.timesheet,
          icon: icon(CalendarDays),
          path: '/main/timesheet',
          action: 'manage',
          subject: 'Timesheet',
        },
        {
          id: 'teams',
          title: t.teams,
          icon: icon(Users),
          path: '/main/team',
          action: 'manage',
          subject: 'Team',
        },
        {
          id: 'users',
          title: t.users,
          icon: icon(Users),
          path: '/main/user',
          action: 'manage',
          subject: 'User',
        },
        {
          id: 'drive',
          title: t.drive,
          icon: icon(HardDrive),
          path: '/main/drive',
          action: 'manage',
          subject: 'Drive',
        },
        {
          id: 'report',
          title: t.report,
          icon: icon(ChartColumn),
          badge: 'New',
          children: [
            {
              id: 'story-report',
              title: t.storyReport,
              path: '/main/report/story',
              action: 'manage',
              subject: 'Report',
            },
            {
              id: 'user-report',
              title: t.userReport,
              path: '/main/report/user',
              action: 'manage',
              subject: 'Report',
            },
            {
              id: 'users-report',
              title: t.usersListReport,
              path: '/main/report/users',
              action: 'manage',
              subject: 'Report',
            },
          ],
        },
      ],
    },
    {
      id: 'media',
      heading: t.media,
      children: [
        {
          id: 'photo',
          title: t.imageTool,
          icon: icon(Image),
          children: [
            {
              id: 'image-tool',
              title: t.imageTool,
              path: '/photo/image-tool',
              action: 'manage',
              subject: 'PHO Image Tool',
            },
            {
              id: 'templates',
              title: t.templateEditor,
              icon: icon(LayoutTemplate),
              children: [
                {
                  id: 'template',
                  title: t.templateEditor,
                  path: '/photo/template',
                  action: 'manage',
                  subject: 'PHO Template Editor',
                },
                {
                  id: 'template-category',
                  title: t.templateCategory,
                  path: '/photo/template-category',
                  action: 'manage',
                  subject: 'PHO Template Editor',
                },
              ],
            },
          ],
        },
        {
          id: 'video',
          title: t.videoEditor,
          icon: icon(Clapperboard),
          path: '/video/project',
          action: 'manage',
          subject: 'Video',
        },
        {
          id: 'announcements',
          title: t.announcements,
          icon: icon(Megaphone),
          path: '/main/announcement',
          action: 'manage',
          subject: 'Announcement',
        },
        {
          id: 'calendar',
          title: t.calendar,
          icon: icon(CalendarDays),
          path: '/main/calendar',
          action: 'manage',
          subject: 'Calendar',
        },
      ],
    },
  ];
}

/** A user who may manage only these subjects. */
export function canOnly(...subjects: string[]): MenuCan {
  return (action, subject) => action === 'manage' && subjects.includes(subject);
}

/** Long labels in both languages, to check wrapping. */
export function longLabelMenu(language: Language = 'en'): MenuEntry[] {
  const long =
    language === 'ar'
      ? {
          section: 'التقارير الشهرية والسنوية لجميع الفرق والمشاريع',
          item: 'تقرير ساعات العمل المفصّل لكل موظف في جميع الفرق',
          child: 'تقرير قائمة المستخدمين مع حالة الحضور الحالية',
        }
      : {
          section: 'Monthly and yearly reports for every team and project',
          item: 'Detailed working-hours report for every member of every team',
          child: 'Users list report with their current attendance status',
        };
  return [
    {
      id: 'reports',
      heading: long.section,
      children: [
        {
          id: 'hours',
          title: long.item,
          icon: icon(ChartColumn),
          path: '/main/report/user',
          badge: 12,
        },
        {
          id: 'lists',
          title: long.item,
          icon: icon(Users),
          children: [{ id: 'users-list', title: long.child, path: '/main/report/users' }],
        },
      ],
    },
  ];
}

/** Keeps `currentPath` in state, as a router would. */
export function RoutedMenu(props: ComponentProps<typeof Menu>) {
  const [path, setPath] = useState(props.currentPath);
  return (
    <div
      style={{
        maxInlineSize:
          props.mode === 'horizontal' ? undefined : props.mode === 'collapsed' ? 72 : 280,
      }}
    >
      <Menu
        {...props}
        currentPath={path}
        onNavigate={(next, item) => {
          setPath(next);
          props.onNavigate?.(next, item);
        }}
      />
    </div>
  );
}
