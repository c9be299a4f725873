import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { STORY_MESSAGES } from '../contracts/story.constants.ts';
import { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';

const users = [
  FAKE_ADMIN,
  {
    username: 'maya',
    password: 'pw-maya-123',
    full_name: 'Maya',
    permissions: ['Task Management'],
  },
  { username: 'plain', password: 'pw-plain-123' },
];

describe('createFakeApi: projects and stories', () => {
  it('seeds projects, numbers stories, filters, and answers a stale version with the fresh story', async () => {
    const api = createFakeApi({
      users,
      signedInAs: 'admin',
      projects: [
        {
          key: 'ALPHA',
          name: 'Alpha',
          members: ['maya'],
          stories: [
            { title: 'Teaser', group: 'started', assignees: ['maya'], priority: 'high' },
            { title: 'Poster' },
          ],
        },
      ],
    });
    const [project] = (await api.projects.list()).items;
    expect(project).toMatchObject({ key: 'ALPHA', member_count: 2, progress: { total: 2 } });
    const created = await api.stories.create({ project_id: project!.id, title: 'Trailer' });
    expect(created.key).toBe('ALPHA-3');
    const mine = await api.stories.list({ assignee: ['none'], sort: 'number', order: 'asc' });
    expect(mine.items.map((story) => story.title)).toEqual(['Poster', 'Trailer']);
    const board = await api.stories.board(project!.id);
    expect(board.columns.map((column) => column.count)).toEqual([2, 0, 1, 0, 0, 0]);

    await api.stories.update(created.id, { title: 'Trailer v2', version: created.version });
    const stale = await api.stories
      .update(created.id, { title: 'Mine', version: created.version })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ApiError);
    expect((stale as ApiError).status).toBe(409);
    expect((stale as ApiError).body).toMatchObject({
      detail: STORY_MESSAGES.changedMeanwhile,
      story: { title: 'Trailer v2' },
    });
    const poster = (await api.stories.getByKey('ALPHA-2')).id;
    const linked = await api.stories.addLink(created.id, 'blocks', poster);
    expect(linked.items.map((link) => [link.direction, link.story.key])).toEqual([
      ['blocks', 'ALPHA-2'],
    ]);
    expect((await api.stories.get(poster)).links[0]?.direction).toBe('blocked_by');
    await api.stories.removeLink(created.id, linked.items[0]!.id);
    const timeline = await api.stories.timeline(created.id);
    expect(
      timeline.items.map((entry) => entry.kind === 'activity' && entry.activity.field),
    ).toEqual(['created', 'title', 'link_added']);
  });

  it('refuses people without Task Management', async () => {
    const api = createFakeApi({ users, signedInAs: 'plain' });
    await expect(api.projects.list()).rejects.toMatchObject({ status: 403 });
  });
});
