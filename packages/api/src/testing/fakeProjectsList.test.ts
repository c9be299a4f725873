import { describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';

const users = [
  FAKE_ADMIN,
  { username: 'alice', password: 'pw-alice-123', permissions: ['Task Management'] },
  { username: 'bob', password: 'pw-bob-123', permissions: ['Task Management'] },
];

/** The same projects as the server's test (apps/server/src/modules/story/projectList.test.ts). */
async function seeded() {
  const api = createFakeApi({ users, signedInAs: 'admin' });
  const { items: people } = await api.user.list({ size: -1 });
  const id = (username: string) => people.find((user) => user.username === username)!.id;
  await api.projects.create({
    name: 'alpha',
    key: 'ALPHA',
    lead_id: id('alice'),
    member_ids: [id('bob')],
    target_date: '2026-12-20',
  });
  await api.projects.create({
    name: 'Beta',
    key: 'BETA',
    lead_id: id('bob'),
    target_date: '2026-12-01',
  });
  await api.projects.create({
    name: 'Gamma',
    key: 'GAMMA',
    lead_id: id('alice'),
    member_ids: [id('bob')],
  });
  const keys = async (query: Parameters<typeof api.projects.list>[0]) =>
    (await api.projects.list(query)).items.map((project) => project.key);
  return { api, id, keys };
}

describe('the fake projects list answers like the server', () => {
  it('sorts by name without case, and by date with the empty ones last either way', async () => {
    const { keys } = await seeded();
    expect(await keys({ sort: 'name' })).toEqual(['ALPHA', 'BETA', 'GAMMA']);
    expect(await keys({ sort: 'name', order: 'desc' })).toEqual(['GAMMA', 'BETA', 'ALPHA']);
    expect(await keys({ sort: 'target_date' })).toEqual(['BETA', 'ALPHA', 'GAMMA']);
    expect(await keys({ sort: 'target_date', order: 'desc' })).toEqual(['ALPHA', 'BETA', 'GAMMA']);
    expect(await keys({ sort: 'key', order: 'desc' })).toEqual(['GAMMA', 'BETA', 'ALPHA']);
  });

  it('filters by lead, health and membership', async () => {
    const { api, id, keys } = await seeded();
    expect(await keys({ lead_id: id('alice') })).toEqual(['ALPHA', 'GAMMA']);
    expect(await keys({ lead_id: id('bob') })).toEqual(['BETA']);
    expect(await keys({ health: ['at_risk'] })).toEqual([]);
    // As on the server, the creator is a member; Bob is in Alpha and Gamma, and leads Beta.
    expect(await keys({ mine: true })).toEqual(['ALPHA', 'BETA', 'GAMMA']);
    await api.user.login({ username: 'bob', password: 'pw-bob-123' });
    expect(await keys({ mine: true, sort: 'key', order: 'desc' })).toEqual([
      'GAMMA',
      'BETA',
      'ALPHA',
    ]);
  });
});

describe('the fake project removal answers like the server', () => {
  it('needs the master password for a project with stories, archives it, or deletes it for good', async () => {
    const api = createFakeApi({
      users,
      signedInAs: 'admin',
      masterPassword: 'master-pw-1',
      projects: [
        { key: 'ALPHA', name: 'Alpha', stories: [{ title: 'Teaser' }] },
        { key: 'BETA', name: 'Beta', stories: [{ title: 'Poster' }] },
        { key: 'EMPTY', name: 'Empty' },
      ],
    });
    const byKey = async (key: string) =>
      (await api.projects.list({ status: ['active', 'archived'] })).items.find(
        (project) => project.key === key,
      );
    const alpha = (await byKey('ALPHA'))!;
    const beta = (await byKey('BETA'))!;
    expect(await api.projects.remove((await byKey('EMPTY'))!.id)).toEqual({
      ok: true,
      outcome: 'deleted',
    });
    await expect(api.projects.remove(alpha.id)).rejects.toMatchObject({ status: 403 });
    await api.permission.masterKey('master-pw-1');
    expect(await api.projects.remove(alpha.id)).toEqual({ ok: true, outcome: 'archived' });
    expect((await byKey('ALPHA'))?.status).toBe('archived');
    expect(await api.projects.remove(beta.id, { permanent: true })).toEqual({
      ok: true,
      outcome: 'deleted',
    });
    expect(await byKey('BETA')).toBeUndefined();
    expect((await api.stories.list({ q: 'Poster' })).total).toBe(0);
  });
});
