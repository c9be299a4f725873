import { describe, expect, it } from 'vitest';
import { ERROR_DETAILS } from '../contracts/common.ts';
import { DRIVE_LINK_MESSAGES } from '../contracts/driveLinks.ts';
import { createFakeApi } from './createFakeApi.ts';

const drive = {
  folders: [['Client', 'Drafts']],
  files: [
    { name: 'brief.pdf', mime_type: 'application/pdf', size: 2048, path: ['Client'] },
    { name: 'draft.txt', mime_type: 'text/plain', size: 12, path: ['Client', 'Drafts'] },
    { name: 'private.txt', mime_type: 'text/plain', size: 5 },
  ],
};

describe('the fake share links', () => {
  it('opens a seeded folder link signed out, inside the folder only', async () => {
    const api = createFakeApi({
      drive,
      sharedLinks: [{ token: 'T'.repeat(32), kind: 'item', path: ['Client'] }],
    });
    const link = await api.shared.open('T'.repeat(32));
    expect(link).toMatchObject({ kind: 'item', unlocked: true, root: { name: 'Client' } });
    const page = await api.shared.list('T'.repeat(32));
    expect(page.items.map((item) => item.name)).toEqual(['Drafts', 'brief.pdf']);
    await expect(api.shared.open('U'.repeat(32))).rejects.toMatchObject({ status: 404 });
  });

  it('asks for the password, and answers every link that does not open with one 404', async () => {
    const api = createFakeApi({
      drive,
      sharedLinks: [
        { token: 'P'.repeat(32), kind: 'item', path: ['Client'], password: 'sesame' },
        { token: 'R'.repeat(32), kind: 'item', path: ['Client'], state: 'revoked' },
      ],
    });
    expect(await api.shared.open('P'.repeat(32))).toMatchObject({ unlocked: false, root: null });
    await expect(api.shared.list('P'.repeat(32))).rejects.toMatchObject({ status: 401 });
    await expect(api.shared.unlock('P'.repeat(32), 'nope')).rejects.toMatchObject({
      status: 400,
      fieldErrors: { password: [DRIVE_LINK_MESSAGES.wrongPassword] },
    });
    expect(await api.shared.unlock('P'.repeat(32), 'sesame')).toMatchObject({ unlocked: true });
    await expect(api.shared.open('R'.repeat(32))).rejects.toMatchObject({
      status: 404,
      detail: ERROR_DETAILS.notFound,
    });
  });

  it('lets the signed-in owner make, list and revoke links', async () => {
    const api = createFakeApi({ drive, signedInAs: 'admin' });
    const root = await api.drive.list();
    const client = root.items.find((item) => item.name === 'Client');
    if (!client) throw new Error('no Client folder');
    const link = await api.driveLinks.create({ kind: 'item', item_id: client.id, label: 'Client' });
    expect(link).toMatchObject({ state: 'active', item: { name: 'Client' } });
    expect((await api.driveLinks.list()).items.map((entry) => entry.id)).toEqual([link.id]);
    expect((await api.driveLinks.revoke(link.id)).state).toBe('revoked');
    await expect(api.shared.open(link.token)).rejects.toMatchObject({ status: 404 });
  });
});
