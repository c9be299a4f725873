import {
  ERROR_DETAILS,
  PROJECT_MESSAGES,
  richTextFromPlain,
  STORY_MESSAGES,
  type ProjectDetail,
  type ProjectPage,
  type RichTextDocument,
  type ServerEvent,
  type StoryDetail,
  type StoryPage,
  type TimelinePage,
  type UserStorySummary,
} from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, notifications, users } from '../../db/schema/index.ts';
import { createInProcessEventBus } from '../../events/bus.ts';
import {
  call as callApi,
  grantMasterKey,
  seedAndSignIn,
  seedTeam,
  UNKNOWN_ID,
  type Caller,
} from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A comment or description that mentions people. */
function mentioning(text: string, ...ids: string[]): RichTextDocument {
  const document = richTextFromPlain(text);
  document.root.children[0]?.children?.push(
    ...ids.map((id) => ({ type: 'mention', version: 1, mentionUserId: id, text: '@someone' })),
  );
  return document;
}

describe.each(testDatabases)('projects and stories on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** Alice leads ALPHA, Bob is in it; Carol has the Project area but not ALPHA; Dave has nothing. */
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let dave: Caller;
  let root: Caller;
  let project: ProjectDetail;
  const bus = createInProcessEventBus();

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened), { events: bus });

  const call = (method: Method, url: string, who: Caller | undefined, payload?: unknown) =>
    callApi(app, method, `/api${url}`, { token: who?.token, payload });

  function ok<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }
  function fieldError(response: LightMyRequestResponse, field: string, message?: string) {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toContain(message);
  }

  const createStory = (who: Caller, body: Record<string, unknown>) =>
    call('POST', '/story', who, { project_id: project.id, ...body });
  const story = async (who: Caller, body: Record<string, unknown>) =>
    ok<StoryDetail>(await createStory(who, body), 201);
  const stateOf = (group: string) => {
    const state = project.states.find((row) => row.group === group);
    if (!state) throw new Error(`no ${group} state`);
    return state;
  };

  beforeEach(async () => {
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Lead' });
    bob = await seedAndSignIn(app, handle, { username: 'bob', fullName: 'Bob Member' });
    carol = await seedAndSignIn(app, handle, { username: 'carol', fullName: 'Carol Outside' });
    dave = await seedAndSignIn(app, handle, { username: 'dave', fullName: 'Dave Nobody' });
    root = await seedAndSignIn(app, handle, { username: 'root', role: 'super_admin' });
    await seedTeam(
      handle,
      'Work',
      [alice.user.id, bob.user.id, carol.user.id],
      ['Task Management'],
    );
    project = ok<ProjectDetail>(
      await call('POST', '/projects', alice, {
        name: 'Alpha',
        key: 'ALPHA',
        member_ids: [bob.user.id],
      }),
      201,
    );
  });

  it('guards the area: 401 signed out, 403 without Task Management, 404 for non-members', async () => {
    expect((await call('GET', '/projects', undefined)).json()).toEqual({
      detail: ERROR_DETAILS.invalidToken,
    });
    expect((await call('GET', '/story', dave)).statusCode).toBe(403);
    expect((await call('POST', '/projects', dave, { name: 'X', key: 'XX' })).statusCode).toBe(403);
    const mine = await story(bob, { title: 'Secret' });
    for (const [method, url] of [
      ['GET', `/projects/${project.id}`],
      ['GET', `/story/${mine.id}`],
      ['GET', `/story/${mine.id}/timeline`],
      ['GET', `/story/board?project_id=${project.id}`],
    ] as const) {
      expect((await call(method, url, carol)).statusCode, url).toBe(404);
    }
    expect(ok<StoryPage>(await call('GET', '/story', carol)).total).toBe(0);
    expect(ok<ProjectPage>(await call('GET', '/projects', carol)).total).toBe(0);
    fieldError(
      await call('POST', '/story', carol, { project_id: project.id, title: 'x' }),
      'project_id',
    );
    // Members work on stories but only the lead (or an admin) changes the project.
    expect((await call('PATCH', `/projects/${project.id}`, bob, { name: 'Mine' })).json()).toEqual({
      detail: PROJECT_MESSAGES.leadOnly,
    });
    ok(await call('PATCH', `/projects/${project.id}`, root, { health: 'at_risk' }));
    expect(ok<ProjectPage>(await call('GET', '/projects', root)).items[0]).toMatchObject({
      key: 'ALPHA',
      health: 'at_risk',
      can_manage: true,
      is_member: false,
      member_count: 2,
      progress: { total: 1, completed: 0 },
    });
  });

  it('creates a project with the default states, and refuses bad keys and people', async () => {
    expect(project.states.map((state) => state.group)).toEqual([
      'backlog',
      'unstarted',
      'started',
      'review',
      'completed',
      'cancelled',
    ]);
    expect(project.lead?.id).toBe(alice.user.id);
    expect(project.members.map((member) => member.username)).toEqual(['alice', 'bob']);
    fieldError(
      await call('POST', '/projects', alice, { name: 'B', key: 'ALPHA' }),
      'key',
      PROJECT_MESSAGES.keyTaken,
    );
    fieldError(await call('POST', '/projects', alice, { name: 'B', key: 'ab1' }), 'key');
    fieldError(
      await call('POST', '/projects', alice, { name: 'B', key: 'BETA', member_ids: [UNKNOWN_ID] }),
      'member_ids',
    );
    const bad = await call('POST', '/projects', alice, { name: '', key: 'Q', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('errors');
    const media = ok<ProjectDetail>(
      await call('POST', '/projects', alice, {
        name: 'Media',
        key: 'MEDIA',
        content_pipeline: true,
      }),
      201,
    );
    expect(media.states.map((state) => state.stage)).toEqual([
      null,
      'script',
      'voice_over',
      'edit',
      'review',
      'delivered',
      null,
    ]);
  });

  it('answers a state or label name already taken in the project as a field error', async () => {
    const started = stateOf('started');
    const taken = { name: started.name, color: '#112233', group: 'started' };
    fieldError(
      await call('POST', `/projects/${project.id}/states`, alice, taken),
      'name',
      PROJECT_MESSAGES.stateNameTaken,
    );
    fieldError(
      await call('PATCH', `/projects/${project.id}/states/${stateOf('review').id}`, alice, {
        name: started.name,
      }),
      'name',
      PROJECT_MESSAGES.stateNameTaken,
    );
    const label = { name: 'Urgent copy', color: '#aa0000' };
    const first = ok<{ id: string }>(
      await call('POST', `/projects/${project.id}/labels`, alice, label),
    );
    fieldError(
      await call('POST', `/projects/${project.id}/labels`, alice, label),
      'name',
      PROJECT_MESSAGES.labelNameTaken,
    );
    const second = ok<{ id: string }>(
      await call('POST', `/projects/${project.id}/labels`, alice, { ...label, name: 'Other' }),
    );
    expect(second.id).not.toBe(first.id);
    fieldError(
      await call('PATCH', `/projects/${project.id}/labels/${second.id}`, alice, {
        name: label.name,
      }),
      'name',
      PROJECT_MESSAGES.labelNameTaken,
    );
  });

  it('numbers 50 concurrent creations gap-free and unique', async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, index) => createStory(bob, { title: `Story ${index}` })),
    );
    const numbers = created.map((response) => ok<StoryDetail>(response, 201).number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const next = await story(alice, { title: 'After' });
    expect(next.key).toBe('ALPHA-51');
    expect(ok<StoryDetail>(await call('GET', '/task/story/key/ALPHA-51', bob)).id).toBe(next.id);
  });

  it('checks references: states and labels of another project, people, parent cycles', async () => {
    const other = ok<ProjectDetail>(
      await call('POST', '/projects', alice, { name: 'Other', key: 'OTHER' }),
      201,
    );
    const otherLabel = ok<{ id: string }>(
      await call('POST', `/projects/${other.id}/labels`, alice, { name: 'x', color: '#112233' }),
      200,
    );
    fieldError(
      await createStory(bob, { title: 'a', state_id: other.states[0]?.id }),
      'state_id',
      STORY_MESSAGES.otherProject,
    );
    fieldError(await createStory(bob, { title: 'a', label_ids: [otherLabel.id] }), 'label_ids');
    fieldError(
      await createStory(bob, { title: 'a', assignee_ids: [carol.user.id] }),
      'assignee_ids',
      PROJECT_MESSAGES.notMember,
    );
    await handle.db.update(users).set({ isActive: false }).where(eq(users.id, bob.user.id));
    fieldError(
      await createStory(alice, { title: 'a', reviewer_ids: [bob.user.id] }),
      'reviewer_ids',
      PROJECT_MESSAGES.inactiveUser,
    );
    await handle.db.update(users).set({ isActive: true }).where(eq(users.id, bob.user.id));

    const a = await story(bob, { title: 'A' });
    const b = await story(bob, { title: 'B', parent_id: a.id });
    const c = await story(bob, { title: 'C', parent_id: b.id });
    fieldError(
      await call('PATCH', `/story/${a.id}`, bob, { parent_id: c.id, version: a.version }),
      'parent_id',
      STORY_MESSAGES.parentCycle,
    );
    fieldError(
      await call('PATCH', `/story/${a.id}`, bob, { parent_id: a.id, version: a.version }),
      'parent_id',
      STORY_MESSAGES.parentCycle,
    );
    expect(ok<StoryDetail>(await call('GET', `/story/${a.id}`, bob)).sub_stories).toEqual({
      total: 1,
      completed: 0,
    });
    fieldError(await call('PATCH', `/story/${a.id}`, bob, { version: a.version }), '_');
    const garbage = await call('PATCH', `/story/${a.id}`, bob, {
      version: a.version,
      description: { root: { type: 'root', children: [{ type: 'script', children: [] }] } },
    });
    fieldError(garbage, 'description');
    fieldError(
      await call('PATCH', `/story/${a.id}`, bob, {
        version: a.version,
        description: {
          root: {
            type: 'root',
            version: 1,
            children: [{ type: 'link', version: 1, url: 'javascript:alert(1)', children: [] }],
          },
        },
      }),
      'description',
    );
  });

  it('answers a stale version with 409 and the fresh story', async () => {
    const first = await story(bob, { title: 'Shared' });
    const saved = ok<StoryDetail>(
      await call('PATCH', `/story/${first.id}`, alice, {
        title: 'Alice was here',
        version: first.version,
      }),
    );
    expect(saved.version).toBe(first.version + 1);
    const stale = await call('PATCH', `/story/${first.id}`, bob, {
      title: 'Bob too',
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: STORY_MESSAGES.changedMeanwhile,
      story: { id: first.id, title: 'Alice was here', version: saved.version },
    });
  });

  it('logs every field change in the timeline, merged with comments, and notifies', async () => {
    const label = ok<{ id: string }>(
      await call('POST', `/projects/${project.id}/labels`, alice, {
        name: 'Video',
        color: '#ff0000',
      }),
    );
    const parent = await story(alice, { title: 'Parent' });
    const created = await story(alice, { title: 'Old title' });
    const events: ServerEvent[] = [];
    const stop = bus.subscribe(bob.user.id, (event) => events.push(event));
    const changed = ok<StoryDetail>(
      await call('PATCH', `/story/${created.id}`, alice, {
        version: created.version,
        title: 'New title',
        description: richTextFromPlain('Body'),
        state_id: stateOf('started').id,
        priority: 'high',
        assignee_ids: [bob.user.id],
        partner_ids: [alice.user.id],
        reviewer_ids: [bob.user.id],
        start_date: '2026-01-01',
        due_date: '2026-02-01',
        label_ids: [label.id],
        estimate: 3,
        parent_id: parent.id,
      }),
    );
    stop();
    expect(changed.state.group).toBe('started');
    expect(
      events.some(
        (event) => event.type === 'refetch' && event.resource.startsWith(`stories:${project.id}`),
      ),
    ).toBe(true);
    ok(
      await call('POST', `/story/${created.id}/comments`, alice, {
        body: mentioning('Look ', bob.user.id, carol.user.id),
      }),
      201,
    );
    const timeline = ok<TimelinePage>(
      await call('GET', `/story/${created.id}/timeline?size=50`, bob),
    );
    const fields = timeline.items.flatMap((entry) =>
      entry.kind === 'activity' ? [entry.activity.field] : [],
    );
    expect(new Set(fields)).toEqual(
      new Set([
        'created',
        'title',
        'description',
        'state',
        'priority',
        'assignees',
        'partners',
        'reviewers',
        'start_date',
        'due_date',
        'labels',
        'estimate',
        'parent',
      ]),
    );
    const title = timeline.items.find(
      (entry) => entry.kind === 'activity' && entry.activity.field === 'title',
    );
    expect(title).toMatchObject({
      activity: { from: 'Old title', to: 'New title', actor: { id: alice.user.id } },
    });
    expect(timeline.items.at(-1)?.kind).toBe('comment');
    const bobs = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, bob.user.id));
    expect(bobs.map((row) => row.event).sort()).toEqual(['story.assigned', 'story.mentioned']);
    // Carol is not in the project: mentioning her tells her nothing.
    const carols = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, carol.user.id));
    expect(carols).toEqual([]);
  });

  it('comments: edit and delete own, reactions', async () => {
    const target = await story(bob, { title: 'Talk' });
    const comment = ok<{ id: string }>(
      await call('POST', `/story/${target.id}/comments`, bob, { body: richTextFromPlain('Hi') }),
      201,
    );
    expect(
      (
        await call('PATCH', `/task/story/comment/${comment.id}`, alice, {
          body: richTextFromPlain('No'),
        })
      ).statusCode,
    ).toBe(403);
    ok(
      await call('PATCH', `/task/story/comment/${comment.id}`, bob, {
        body: richTextFromPlain('Hello'),
      }),
    );
    const reacted = ok<{ reactions: unknown[] }>(
      await call('PUT', `/task/story/comment/${comment.id}/reactions`, alice, { emoji: '👍' }),
    );
    expect(reacted.reactions).toEqual([{ emoji: '👍', count: 1, mine: true }]);
    expect(
      ok<{ reactions: unknown[] }>(
        await call(
          'DELETE',
          `/task/story/comment/${comment.id}/reactions?emoji=%F0%9F%91%8D`,
          alice,
        ),
      ).reactions,
    ).toEqual([]);
    expect((await call('DELETE', `/task/story/comment/${comment.id}`, alice)).statusCode).toBe(403);
    ok(await call('DELETE', `/task/story/comment/${comment.id}`, bob));
    expect((await call('GET', `/task/story/comment/${comment.id}`, bob)).statusCode).toBe(404);
  });

  it('review: approve or send back with a comment; stages guarded by Script Control', async () => {
    const inReview = await story(alice, {
      title: 'Cut',
      state_id: stateOf('review').id,
      reviewer_ids: [bob.user.id],
      assignee_ids: [alice.user.id],
    });
    fieldError(
      await call('POST', `/story/${inReview.id}/review`, bob, {
        decision: 'send_back',
        version: inReview.version,
      }),
      'comment',
    );
    const back = ok<StoryDetail>(
      await call('POST', `/story/${inReview.id}/review`, bob, {
        decision: 'send_back',
        comment: richTextFromPlain('Shorter please'),
        version: inReview.version,
      }),
    );
    expect(back.state.group).toBe('started');
    fieldError(
      await call('POST', `/story/${inReview.id}/review`, bob, {
        decision: 'approve',
        version: back.version,
      }),
      'decision',
      STORY_MESSAGES.notInReview,
    );
    const again = ok<StoryDetail>(
      await call('PATCH', `/story/${inReview.id}`, alice, {
        state_id: stateOf('review').id,
        version: back.version,
      }),
    );
    expect(again.can_review).toBe(true);
    const done = ok<StoryDetail>(
      await call('POST', `/story/${inReview.id}/review`, bob, {
        decision: 'approve',
        version: again.version,
      }),
    );
    expect(done.state.group).toBe('completed');
    const aliceEvents = (
      await handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, alice.user.id))
    ).map((row) => row.event);
    expect(aliceEvents).toEqual(expect.arrayContaining(['story.sent_back', 'story.approved']));
    const bobEvents = (
      await handle.db.select().from(notifications).where(eq(notifications.recipientId, bob.user.id))
    ).map((row) => row.event);
    expect(bobEvents.filter((event) => event === 'story.review_requested')).toHaveLength(2);

    const media = ok<ProjectDetail>(
      await call('POST', '/projects', alice, {
        name: 'Media',
        key: 'MEDIA',
        content_pipeline: true,
        member_ids: [bob.user.id],
      }),
      201,
    );
    const script = media.states.find((state) => state.stage === 'script');
    const voice = media.states.find((state) => state.stage === 'voice_over');
    const clip = ok<StoryDetail>(
      await call('POST', '/story', bob, {
        project_id: media.id,
        title: 'Clip',
        state_id: script?.id,
      }),
      201,
    );
    expect(
      (
        await call('PATCH', `/story/${clip.id}`, bob, {
          state_id: voice?.id,
          version: clip.version,
        })
      ).json(),
    ).toEqual({
      detail: STORY_MESSAGES.stageGuarded,
    });
    await seedTeam(handle, 'Writers', [bob.user.id], ['Script Control']);
    ok(
      await call('PATCH', `/story/${clip.id}`, bob, {
        state_id: voice?.id,
        version: clip.version,
      }),
    );
  });

  it('lists with server-side filters, sort and pages; the board counts columns', async () => {
    await story(alice, {
      title: 'Urgent one',
      priority: 'urgent',
      assignee_ids: [bob.user.id],
      due_date: '2020-01-01',
    });
    await story(alice, { title: 'Low one', priority: 'low', state_id: stateOf('started').id });
    await story(bob, {
      title: 'Done one',
      state_id: stateOf('completed').id,
      assignee_ids: [bob.user.id],
    });
    const page = async (query: string) => ok<StoryPage>(await call('GET', `/story?${query}`, bob));
    expect(
      (await page('assignee=me&state_group=backlog,started')).items.map((s) => s.title),
    ).toEqual(['Urgent one']);
    expect((await page('assignee=me&due=overdue')).total).toBe(1);
    expect((await page('sort=priority&order=asc&size=2')).items.map((s) => s.title)).toEqual([
      'Urgent one',
      'Low one',
    ]);
    expect((await page('q=low')).total).toBe(1);
    expect((await page('q=ALPHA-1')).items[0]?.title).toBe('Urgent one');
    expect((await page('sort=created_at&page=2&size=2')).items).toHaveLength(1);
    expect((await call('GET', '/story?state_group=nope', bob)).statusCode).toBe(400);
    const board = ok<{ columns: { count: number; state: { group: string } }[] }>(
      await call('GET', `/story/board?project_id=${project.id}`, bob),
    );
    expect(board.columns.map((column) => column.count)).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it('deleting a project with stories needs the master password and archives it', async () => {
    const empty = ok<ProjectDetail>(
      await call('POST', '/projects', alice, { name: 'Empty', key: 'EMPTY' }),
      201,
    );
    expect(ok(await call('DELETE', `/projects/${empty.id}`, alice))).toEqual({
      ok: true,
      outcome: 'deleted',
    });
    await story(bob, { title: 'Keep me' });
    expect((await call('DELETE', `/projects/${project.id}`, bob)).statusCode).toBe(403);
    expect((await call('DELETE', `/projects/${project.id}`, alice)).json()).toEqual({
      detail: ERROR_DETAILS.masterPasswordRequired,
    });
    const masterKey = await grantMasterKey(handle, alice);
    const archived = await callApi(app, 'DELETE', `/api/projects/${project.id}`, {
      token: alice.token,
      masterKey,
    });
    expect(archived.json()).toEqual({ ok: true, outcome: 'archived' });
    expect(ok<ProjectDetail>(await call('GET', `/projects/${project.id}`, alice)).status).toBe(
      'archived',
    );
    fieldError(await createStory(bob, { title: 'late' }), 'project_id', PROJECT_MESSAGES.archived);
    const audited = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'project'));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'project_archived',
      'project_deleted',
    ]);
  });

  it('time: manual entries and one running timer per person', async () => {
    const target = await story(bob, { title: 'Timed', estimate: 5 });
    ok(
      await call('POST', `/story/${target.id}/time`, bob, { minutes: 90, date: '2026-03-01' }),
      201,
    );
    fieldError(
      await call('POST', `/story/${target.id}/time`, bob, { minutes: 0, date: '2026-03-01' }),
      'minutes',
    );
    ok(await call('POST', `/story/${target.id}/timer`, bob), 201);
    expect((await call('POST', `/story/${target.id}/timer`, bob)).json()).toEqual({
      detail: STORY_MESSAGES.timerRunning,
    });
    expect(ok<{ story: { id: string } }>(await call('GET', '/story/timer', bob)).story.id).toBe(
      target.id,
    );
    ok(await call('DELETE', '/story/timer', bob));
    expect((await call('DELETE', '/story/timer', bob)).statusCode).toBe(409);
    const list = ok<{ total_minutes: number; items: unknown[] }>(
      await call('GET', `/story/${target.id}/time`, alice),
    );
    expect(list).toMatchObject({ total_minutes: 90, estimate: 5, estimate_unit: 'points' });
    expect(list.items).toHaveLength(2);
    const logged = ok<TimelinePage>(await call('GET', `/story/${target.id}/timeline`, bob));
    expect(
      logged.items.filter(
        (entry) => entry.kind === 'activity' && entry.activity.field === 'time_logged',
      ),
    ).toHaveLength(2);
  });

  it('GET task/story/user/{id}: the person, User managers and project mates; counts by group', async () => {
    await story(alice, {
      title: 'For Bob',
      assignee_ids: [bob.user.id],
      state_id: stateOf('started').id,
    });
    const summary = ok<UserStorySummary>(
      await call('GET', `/task/story/user/${bob.user.id}`, alice),
    );
    expect(summary.projects).toEqual([
      expect.objectContaining({
        key: 'ALPHA',
        stories: 1,
        in_progress: 1,
        by_group: expect.objectContaining({ started: 1 }),
      }),
    ]);
    expect(
      ok<UserStorySummary>(await call('GET', `/task/story/user/${bob.user.id}`, bob)).totals
        .stories,
    ).toBe(1);
    expect((await call('GET', `/task/story/user/${bob.user.id}`, carol)).statusCode).toBe(404);
    expect((await call('GET', `/task/story/user/${bob.user.id}`, dave)).statusCode).toBe(404);
    expect((await call('GET', `/task/story/user/${UNKNOWN_ID}`, alice)).statusCode).toBe(404);
    expect((await call('GET', `/task/story/user/${bob.user.id}`, undefined)).statusCode).toBe(401);
    expect(
      ok<UserStorySummary>(await call('GET', `/task/story/user/${bob.user.id}`, root)).totals
        .stories,
    ).toBe(1);
  });

  it('saved views: own and shared with the project', async () => {
    const mine = ok<{ id: string }>(
      await call('POST', '/task/story/views', bob, { name: 'Mine', query: { assignee: 'me' } }),
      201,
    );
    ok(
      await call('POST', '/task/story/views', alice, {
        name: 'Team',
        project_id: project.id,
        shared: true,
        query: {},
      }),
      201,
    );
    fieldError(
      await call('POST', '/task/story/views', alice, { name: 'Bad', shared: true, query: {} }),
      'shared',
    );
    expect(
      ok<{ items: { name: string }[] }>(await call('GET', '/task/story/views', bob)).items.map(
        (v) => v.name,
      ),
    ).toEqual(['Mine', 'Team']);
    expect((await call('DELETE', `/task/story/views/${mine.id}`, alice)).statusCode).toBe(404);
    ok(await call('DELETE', `/task/story/views/${mine.id}`, bob));
  });
});
