// Test and story fixtures of the projects area (not exported): a fake API whose signed-in person
// (Rana) leads three projects with stories, members and labels.
import type { ApiError, ProjectDetail, ProjectHealth, ProjectStatus } from '@atrium/api';
import {
  createFakeApi,
  type FakeApi,
  type FakeApiOptions,
  type FakeProjectSeed,
} from '@atrium/api/testing';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';

const PASSWORD = 'correct horse battery';
/** The organisation's master password (archiving or deleting a project with stories). */
export const MASTER_PASSWORD = 'master of projects';

export const PEOPLE = [
  { username: 'rana', full_name: 'Rana Mansour' },
  { username: 'huda', full_name: 'Huda Saleh' },
  { username: 'omar', full_name: 'Omar Haddad' },
  { username: 'lina', full_name: 'Lina Nasser' },
];
export const PEOPLE_AR = [
  { username: 'rana', full_name: 'رنا منصور' },
  { username: 'huda', full_name: 'هدى صالح' },
  { username: 'omar', full_name: 'عمر حداد' },
  { username: 'lina', full_name: 'لينا ناصر' },
];

/** A project of the fixture, with what the seed cannot say. */
export interface ProjectFixture extends FakeProjectSeed {
  status?: ProjectStatus;
  health?: ProjectHealth;
  health_note?: string;
  target_date?: string;
  description?: string;
  labels?: { name: string; color: string }[];
}

export const PROJECTS: ProjectFixture[] = [
  {
    key: 'WEB',
    name: 'Website relaunch',
    description: 'New site for the spring launch: pages, copy and the press kit.',
    members: ['huda', 'omar'],
    status: 'active',
    health: 'at_risk',
    health_note: 'The copy is a week late.',
    target_date: '2026-12-18',
    labels: [
      { name: 'Design', color: '#8b5cf6' },
      { name: 'Copy', color: '#0ea5e9' },
    ],
    stories: [
      { title: 'Home page layout', group: 'completed', assignees: ['huda'] },
      { title: 'About page copy', group: 'started', priority: 'high', assignees: ['omar'] },
      { title: 'Press kit', group: 'review', priority: 'medium' },
      { title: 'Contact form', group: 'unstarted' },
    ],
  },
  {
    key: 'SPR',
    name: 'Spring campaign',
    members: ['lina'],
    content_pipeline: true,
    status: 'planned',
    health: 'on_track',
    stories: [{ title: 'Launch video script', group: 'started', assignees: ['lina'] }],
  },
  {
    key: 'APP',
    name: 'Mobile app',
    members: ['huda'],
    status: 'paused',
    health: 'off_track',
    health_note: 'Waiting for the new API.',
    target_date: '2027-02-01',
  },
];

export const PROJECTS_AR: ProjectFixture[] = [
  {
    key: 'WEB',
    name: 'إعادة إطلاق الموقع',
    description: 'موقع جديد لإطلاق الربيع: الصفحات والنصوص والملف الصحفي.',
    members: ['huda', 'omar'],
    status: 'active',
    health: 'at_risk',
    health_note: 'النصوص متأخرة أسبوعًا.',
    target_date: '2026-12-18',
    labels: [{ name: 'تصميم', color: '#8b5cf6' }],
    stories: [
      { title: 'تخطيط الصفحة الرئيسية', group: 'completed' },
      { title: 'نص صفحة من نحن', group: 'started' },
    ],
  },
  { key: 'SPR', name: 'حملة الربيع', members: ['lina'], content_pipeline: true },
];

export interface ProjectsFakeOptions {
  projects?: ProjectFixture[];
  language?: 'en' | 'ar';
  /** Sign in as someone who leads nothing (Huda: a member of two projects). */
  signedInAs?: string;
  latencyMs?: number;
  failWith?: ApiError;
  /**
   * Adds Website relaunch stories with due dates around today, three assigned to Rana (one
   * overdue, one due in three days, one without a date) and one to Huda in ten days: "My stories"
   * and the calendar.
   */
  dueWork?: boolean;
}

/** `YYYY-MM-DD`, days from today (local). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const DUE_WORK = {
  en: ['Launch checklist', 'Press release', 'Sitemap', 'Photo shoot'],
  ar: ['قائمة الإطلاق', 'البيان الصحفي', 'خريطة الموقع', 'جلسة التصوير'],
} as const;

export interface ProjectsFake {
  api: FakeApi;
  session: SessionStore;
  userIds: Map<string, string>;
  /** The seeded projects by key. */
  projects: Map<string, ProjectDetail>;
  project(key: string): ProjectDetail;
}

export async function createProjectsFake(options: ProjectsFakeOptions = {}): Promise<ProjectsFake> {
  const arabic = options.language === 'ar';
  const people = arabic ? PEOPLE_AR : PEOPLE;
  const fixtures = options.projects ?? (arabic ? PROJECTS_AR : PROJECTS);
  const fakeOptions: FakeApiOptions = {
    // The first user leads the seeded projects.
    users: people.map((person, index) => ({
      ...person,
      password: PASSWORD,
      role: index === 0 ? ('admin' as const) : ('user' as const),
      permissions: ['Task Management'],
      language: arabic ? ('ar' as const) : ('en' as const),
    })),
    signedInAs: 'rana',
    projects: fixtures,
    masterPassword: MASTER_PASSWORD,
  };
  const api = createFakeApi(fakeOptions);
  const everyone = await api.user.listMinimal({ size: -1 });
  const userIds = new Map(everyone.items.map((user) => [user.username, user.id]));
  const projects = new Map<string, ProjectDetail>();
  const listed = await api.projects.list({ size: -1 });
  for (const fixture of fixtures) {
    const found = listed.items.find((project) => project.key === fixture.key);
    if (!found) continue;
    for (const label of fixture.labels ?? []) await api.projects.createLabel(found.id, label);
    const detail = await api.projects.update(found.id, {
      status: fixture.status ?? 'active',
      health: fixture.health ?? 'on_track',
      health_note: fixture.health_note ?? '',
      description: fixture.description ?? '',
      target_date: fixture.target_date ?? null,
    });
    projects.set(fixture.key, detail);
  }
  const web = projects.get('WEB');
  if (options.dueWork && web) {
    const [overdue, soon, undated, later] = DUE_WORK[arabic ? 'ar' : 'en'];
    const rana = [userIds.get('rana') ?? ''];
    const add = (title: string, extra: object) =>
      api.stories.create({ project_id: web.id, title, ...extra });
    await add(overdue, { assignee_ids: rana, due_date: dayFromToday(-2), priority: 'urgent' });
    await add(soon, { assignee_ids: rana, due_date: dayFromToday(3) });
    await add(undated, { assignee_ids: rana });
    await add(later, { assignee_ids: [userIds.get('huda') ?? ''], due_date: dayFromToday(10) });
  }
  if (options.signedInAs) {
    await api.user.login({ username: options.signedInAs, password: PASSWORD });
  }
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  api.calls.length = 0;
  // createFakeApi reads these on every call, so they apply from here on.
  if (options.latencyMs !== undefined) fakeOptions.latencyMs = options.latencyMs;
  if (options.failWith) fakeOptions.failWith = options.failWith;
  return {
    api,
    session,
    userIds,
    projects,
    project(key) {
      const found = projects.get(key);
      if (!found) throw new Error(`No project ${key} in the fixture`);
      return found;
    },
  };
}
