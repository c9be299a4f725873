import { describe, expect, it } from 'vitest';
import { ERROR_DETAILS } from '../contracts/common.ts';
import { DRIVE_MESSAGES } from '../contracts/drive.constants.ts';
import { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';

const users = [
  FAKE_ADMIN,
  { username: 'maya', password: 'pw-maya-123', full_name: 'Maya', permissions: ['Drive'] },
  { username: 'omar', password: 'pw-omar-123', full_name: 'Omar', permissions: ['Drive'] },
  { username: 'plain', password: 'pw-plain-123' },
];

describe('createFakeApi: drive', () => {
  it('starts with the given folders and files, folders first', async () => {
    const api = createFakeApi({
      users,
      signedInAs: 'maya',
      drive: {
        folders: [['Projects', 'Logos']],
        files: [{ name: 'brief.pdf', mime_type: 'application/pdf', size: 2048 }],
      },
    });
    const root = await api.drive.list();
    expect(root.items.map((item) => [item.kind, item.name])).toEqual([
      ['folder', 'Projects'],
      ['file', 'brief.pdf'],
    ]);
    const projects = root.items[0]!;
    const logos = (await api.drive.list({ parent_id: projects.id })).items[0]!;
    expect((await api.drive.get(logos.id)).breadcrumbs).toEqual([
      { id: projects.id, name: 'Projects' },
    ]);
    expect((await api.drive.usage()).used_bytes).toBe(2048);
  });

  it('keeps the server rules: unique names, revisions, no move into itself, the trash', async () => {
    const api = createFakeApi({ users, signedInAs: 'maya' });
    const a = await api.drive.createFolder({ name: 'A' });
    await expect(api.drive.createFolder({ name: 'a' })).rejects.toMatchObject({
      status: 409,
      detail: DRIVE_MESSAGES.nameTaken,
    });
    const b = await api.drive.createFolder({ name: 'B', parent_id: a.id });
    await expect(api.drive.update(a.id, { parent_id: b.id, revision: 1 })).rejects.toMatchObject({
      status: 409,
      detail: DRIVE_MESSAGES.moveIntoItself,
    });
    await api.drive.update(a.id, { name: 'Renamed', revision: 1 });
    await expect(api.drive.update(a.id, { name: 'Other', revision: 1 })).rejects.toMatchObject({
      status: 409,
      detail: DRIVE_MESSAGES.changedMeanwhile,
    });
    await api.drive.trash(a.id);
    expect((await api.drive.list()).total).toBe(0);
    expect((await api.drive.list({ view: 'trash' })).items.map((item) => item.name)).toEqual([
      'Renamed',
    ]);
    await api.drive.restore(a.id);
    expect((await api.drive.list({ q: 'b' })).items.map((item) => item.name)).toEqual(['B']);
  });

  it('hides what is not shared and refuses the area without the Drive permission', async () => {
    const api = createFakeApi({ users, signedInAs: 'maya' });
    const folder = await api.drive.createFolder({ name: 'Private' });
    await api.user.logout();
    await api.user.login({ username: 'omar', password: 'pw-omar-123' });
    await expect(api.drive.get(folder.id)).rejects.toMatchObject({ status: 404 });
    await api.user.logout();
    await api.user.login({ username: 'plain', password: 'pw-plain-123' });
    await expect(api.drive.list()).rejects.toMatchObject({
      status: 403,
      detail: ERROR_DETAILS.forbidden,
    });
  });
});

describe('the fake drive: versions', () => {
  it("lists a file's versions newest first and restores an earlier one as a new version", async () => {
    const api = createFakeApi({
      signedInAs: 'admin',
      drive: {
        files: [
          { name: 'plan.pdf', mime_type: 'application/pdf', size: 1000, earlier_versions: 2 },
        ],
      },
    });
    const file = (await api.drive.list()).items.find((item) => item.name === 'plan.pdf');
    if (!file) throw new Error('no plan.pdf');
    const before = await api.drive.versions(file.id);
    expect(before.items.map((version) => version.current)).toEqual([true, false, false]);
    const oldest = before.items[2];
    if (!oldest) throw new Error('no oldest version');
    const restored = await api.drive.restoreVersion(file.id, oldest.id);
    expect(restored.size).toBe(oldest.size);
    const after = await api.drive.versions(file.id);
    expect(after.items).toHaveLength(4);
    expect(after.items[0]).toMatchObject({ current: true, size: oldest.size });
  });
});
