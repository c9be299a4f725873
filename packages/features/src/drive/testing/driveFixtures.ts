// Test and story fixtures of the drive area (not exported): a fake API whose signed-in person
// (Rana) has folders and files, with folders Huda shared with her and teams to share with.
import type { DriveItem, DriveRole } from '@atrium/api';
import {
  createFakeApi,
  type FakeApi,
  type FakeApiOptions,
  type FakeDriveFile,
} from '@atrium/api/testing';
import { createSessionStore, type SessionStore } from '../../app/sessionStore.ts';

const PASSWORD = 'correct horse battery';
const KB = 1024;
const MB = 1024 * KB;

export interface DrivePerson {
  username: string;
  full_name: string;
}

export const OWNER: DrivePerson = { username: 'rana', full_name: 'Rana Mansour' };
export const PEOPLE: DrivePerson[] = [
  { username: 'huda', full_name: 'Huda Saleh' },
  { username: 'omar', full_name: 'Omar Haddad' },
  { username: 'lina', full_name: 'Lina Nasser' },
];
export const OWNER_AR: DrivePerson = { username: 'rana', full_name: 'رنا منصور' };
export const PEOPLE_AR: DrivePerson[] = [
  { username: 'huda', full_name: 'هدى صالح' },
  { username: 'omar', full_name: 'عمر حداد' },
  { username: 'lina', full_name: 'لينا ناصر' },
];

export const FOLDERS: string[][] = [['Projects', 'Logos'], ['Projects', 'Website'], ['Invoices']];
export const FILES: FakeDriveFile[] = [
  { name: 'Brand guidelines.pdf', mime_type: 'application/pdf', size: 2.4 * MB },
  {
    name: 'Budget 2026.xlsx',
    mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 48 * KB,
  },
  {
    name: 'Meeting notes.docx',
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 22 * KB,
  },
  { name: 'Team photo.jpg', mime_type: 'image/jpeg', size: 3.1 * MB },
  { name: 'Launch video.mp4', mime_type: 'video/mp4', size: 184 * MB, path: ['Projects'] },
  { name: 'Logo.svg', mime_type: 'image/svg+xml', size: 12 * KB, path: ['Projects', 'Logos'] },
  { name: 'index.html', mime_type: 'text/html', size: 3 * KB, path: ['Projects', 'Website'] },
  { name: 'March.pdf', mime_type: 'application/pdf', size: 180 * KB, path: ['Invoices'] },
];

export const FOLDERS_AR: string[][] = [
  ['المشاريع', 'الشعارات'],
  ['المشاريع', 'الموقع'],
  ['الفواتير'],
];
export const FILES_AR: FakeDriveFile[] = [
  { name: 'دليل الهوية.pdf', mime_type: 'application/pdf', size: 2.4 * MB },
  {
    name: 'ميزانية 2026.xlsx',
    mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 48 * KB,
  },
  {
    name: 'محضر الاجتماع.docx',
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 22 * KB,
  },
  { name: 'صورة الفريق.jpg', mime_type: 'image/jpeg', size: 3.1 * MB },
  { name: 'فيديو الإطلاق.mp4', mime_type: 'video/mp4', size: 184 * MB, path: ['المشاريع'] },
];

/** A folder Huda owns and shares with Rana, and the folders inside it. */
export interface SharedFolder {
  name: string;
  role: DriveRole;
  folders?: string[];
}

export const SHARED: SharedFolder[] = [
  { name: 'Brand kit', role: 'viewer', folders: ['Fonts'] },
  { name: 'Campaign 2026', role: 'editor' },
];
export const SHARED_AR: SharedFolder[] = [
  { name: 'هوية العلامة', role: 'viewer', folders: ['الخطوط'] },
  { name: 'حملة 2026', role: 'editor' },
];

export const TEAMS = ['Design', 'Marketing'];
export const TEAMS_AR = ['التصميم', 'التسويق'];

/** Who Rana's own folders are shared with: folder path → [username or `team:name`, role]. */
export const RANA_SHARES: Record<string, [string, DriveRole][]> = {
  // People only: the fake names a team entry by its id (the server by its name).
  Projects: [
    ['huda', 'editor'],
    ['lina', 'viewer'],
  ],
};

export interface DriveFakeOptions extends Pick<FakeApiOptions, 'latencyMs' | 'failWith'> {
  language?: 'en' | 'ar';
  folders?: string[][];
  files?: FakeDriveFile[];
  shared?: SharedFolder[];
  shares?: Record<string, [string, DriveRole][]>;
  teams?: string[];
  quotaBytes?: number | null;
  /** Paths of Rana's items moved to the trash after seeding. */
  trashed?: string[];
  /** Paths of items Rana starred. */
  starred?: string[];
  /** Rana's role; `admin` with Teams Management may list teams (the share dialog offers them). */
  canListTeams?: boolean;
  /** Share links Rana makes to her items (by path), opened `views` times signed out. */
  links?: FakeLinkSeed[];
}

export interface FakeLinkSeed {
  path: string;
  label?: string;
  password?: string;
  allow_download?: boolean;
  download_limit?: number;
  views?: number;
  revoked?: boolean;
}

/** Links on the shared Projects folder and a file: an active one opened a few times, a revoked one. */
export const LINKS: FakeLinkSeed[] = [
  { path: 'Projects', label: 'Client review', views: 3 },
  { path: 'Brand guidelines.pdf', label: 'Press kit', password: 'press', download_limit: 20 },
  { path: 'Budget 2026.xlsx', label: 'Old budget link', revoked: true },
];

export interface DriveFake {
  api: FakeApi;
  session: SessionStore;
  /** Rana's items by path (`Projects/Logos`), and Huda's shared ones by name. */
  items: Map<string, DriveItem>;
  userIds: Map<string, string>;
  teamIds: Map<string, string>;
  /** An item by path, failing loudly when the fixture has no such item. */
  item(path: string): DriveItem;
}

/** Every item under a folder of the signed-in person's drive, by path. */
async function walk(api: FakeApi, items: Map<string, DriveItem>, parent?: DriveItem, path = '') {
  const page = await api.drive.list({
    view: 'my',
    ...(parent ? { parent_id: parent.id } : {}),
    size: -1,
  });
  for (const item of page.items) {
    const at = path ? `${path}/${item.name}` : item.name;
    items.set(at, item);
    if (item.kind === 'folder') await walk(api, items, item, at);
  }
}

/**
 * Seeds through the fake's own calls: teams as a super admin, Rana's drive (the fake puts the
 * start content in the drive of whoever calls first), Huda's folders shared with Rana, and Rana's
 * own shares; then signs in as Rana, who has the Drive permission (not a super admin, who would
 * be an editor of everything).
 */
export async function createDriveFake(options: DriveFakeOptions = {}): Promise<DriveFake> {
  const arabic = options.language === 'ar';
  const owner = arabic ? OWNER_AR : OWNER;
  const people = arabic ? PEOPLE_AR : PEOPLE;
  const users = [
    { username: 'seeder', password: PASSWORD, role: 'super_admin' as const },
    {
      ...owner,
      password: PASSWORD,
      role: options.canListTeams === false ? ('user' as const) : ('admin' as const),
      permissions: options.canListTeams === false ? ['Drive'] : ['Drive', 'Teams Management'],
    },
    ...people.map((person) => ({ ...person, password: PASSWORD, permissions: ['Drive'] })),
  ];
  const fakeOptions: FakeApiOptions = {
    users,
    signedInAs: 'seeder',
    drive: {
      folders: options.folders ?? (arabic ? FOLDERS_AR : FOLDERS),
      files: options.files ?? (arabic ? FILES_AR : FILES),
      ...(options.quotaBytes !== undefined ? { quotaBytes: options.quotaBytes } : {}),
    },
  };
  const api = createFakeApi(fakeOptions);
  const everyone = await api.user.listMinimal({ size: -1 });
  const userIds = new Map(everyone.items.map((user) => [user.username, user.id]));
  const teamIds = new Map<string, string>();
  for (const name of options.teams ?? (arabic ? TEAMS_AR : TEAMS)) {
    teamIds.set(name, (await api.team.create({ name })).id);
  }
  const signIn = (username: string) => api.user.login({ username, password: PASSWORD });

  await signIn(owner.username);
  await api.drive.usage();

  await signIn('huda');
  const items = new Map<string, DriveItem>();
  for (const shared of options.shared ?? (arabic ? SHARED_AR : SHARED)) {
    const folder = await api.drive.createFolder({ name: shared.name });
    for (const inner of shared.folders ?? []) {
      await api.drive.createFolder({ name: inner, parent_id: folder.id });
    }
    await api.drive.setAccess(folder.id, [
      { principal_type: 'user', principal_id: userIds.get(owner.username)!, role: shared.role },
    ]);
    items.set(shared.name, folder);
  }

  await signIn(owner.username);
  await walk(api, items);
  const shares = options.shares ?? (arabic ? {} : RANA_SHARES);
  for (const [path, entries] of Object.entries(shares)) {
    const target = items.get(path);
    if (!target) continue;
    await api.drive.setAccess(
      target.id,
      entries.map(([who, role]) =>
        who.startsWith('team:')
          ? { principal_type: 'team', principal_id: teamIds.get(who.slice(5))!, role }
          : { principal_type: 'user', principal_id: userIds.get(who)!, role },
      ),
    );
  }
  for (const path of options.starred ?? []) {
    const target = items.get(path);
    if (target) await api.drive.star(target.id);
  }
  for (const seed of options.links ?? []) {
    const target = items.get(seed.path);
    if (!target) continue;
    const link = await api.driveLinks.create({
      kind: 'item',
      item_id: target.id,
      ...(seed.label ? { label: seed.label } : {}),
      ...(seed.password ? { password: seed.password } : {}),
      ...(seed.allow_download === false ? { allow_download: false } : {}),
      ...(seed.download_limit ? { download_limit: seed.download_limit } : {}),
    });
    for (let view = 0; view < (seed.views ?? 0); view += 1) await api.shared.open(link.token);
    if (seed.revoked) await api.driveLinks.revoke(link.id);
  }
  for (const path of options.trashed ?? []) {
    const target = items.get(path);
    if (target) await api.drive.trash(target.id);
  }
  // Read again as Rana: sharing marks items (and what they hold) as shared, and Huda's folders
  // are Rana's to view or edit, not to own.
  for (const [path, item] of items) items.set(path, await api.drive.get(item.id));
  const session = createSessionStore({ storage: undefined });
  session.signIn(await api.user.profile());
  api.calls.length = 0;
  // createFakeApi reads these on every call, so they apply from here on.
  if (options.latencyMs !== undefined) fakeOptions.latencyMs = options.latencyMs;
  if (options.failWith) fakeOptions.failWith = options.failWith;
  return {
    api,
    session,
    items,
    userIds,
    teamIds,
    item(path) {
      const found = items.get(path);
      if (!found) throw new Error(`No drive item at ${path}`);
      return found;
    },
  };
}
