import {
  ERROR_DETAILS,
  STORY_ATTACHMENT_MESSAGES,
  type DriveItem,
  type DriveLink,
  type MaterialReview,
  type ProjectDetail,
  type SharedLink,
  type StoryAttachmentList,
  type StoryDetail,
  type StoryUploadFolder,
  type TimelinePage,
} from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { call as callApi, seedAndSignIn, seedTeam, type Caller } from '../../test/callers.ts';
import { testDatabases } from '../../test/databases.ts';
import { CLIENT_HEADERS, useTestApp } from '../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const NOT_FOUND = { detail: ERROR_DETAILS.notFound };

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.each(testDatabases)('story attachments and material review on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** Alice leads ALPHA, Bob is in it; Carol has the areas but not ALPHA; Dave has nothing. */
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let dave: Caller;
  let project: ProjectDetail;

  useTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  const call = (method: Method, url: string, who: Caller | undefined, payload?: unknown) =>
    callApi(app, method, `/api${url}`, { token: who?.token, payload });
  /** Signed out, as a reviewer opening a material's page. */
  const visit = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: CLIENT_HEADERS,
      remoteAddress: '203.0.113.9',
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

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

  async function upload(who: Caller, name: string, text: string, parentId?: string) {
    const bytes = Buffer.from(text);
    const headers = {
      ...CLIENT_HEADERS,
      'tus-resumable': '1.0.0',
      cookie: `atrium_session=${who.token}`,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/drive/uploads',
      headers: {
        ...headers,
        'upload-length': String(bytes.length),
        'upload-metadata': metadata({ name, ...(parentId ? { parent_id: parentId } : {}) }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const done = await app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
    expect(done.statusCode, done.body).toBe(200);
    return done.json<DriveItem>();
  }

  const stateOf = (group: string) => {
    const state = project.states.find((row) => row.group === group);
    if (!state) throw new Error(`no ${group} state`);
    return state;
  };
  const story = async (body: Record<string, unknown> = {}) =>
    ok<StoryDetail>(
      await call('POST', '/story', alice, {
        project_id: project.id,
        title: 'Launch film',
        ...body,
      }),
      201,
    );
  const moveTo = async (storyId: string, group: string) => {
    const now = ok<StoryDetail>(await call('GET', `/story/${storyId}`, alice));
    return ok<StoryDetail>(
      await call('PATCH', `/story/${storyId}`, alice, {
        state_id: stateOf(group).id,
        version: now.version,
      }),
    );
  };
  const timeline = async (storyId: string) =>
    ok<TimelinePage>(await call('GET', `/story/${storyId}/timeline?size=50`, alice)).items;

  beforeEach(async () => {
    alice = await seedAndSignIn(app, handle, { username: 'alice', fullName: 'Alice Lead' });
    bob = await seedAndSignIn(app, handle, { username: 'bob', fullName: 'Bob Member' });
    carol = await seedAndSignIn(app, handle, { username: 'carol', fullName: 'Carol Outside' });
    dave = await seedAndSignIn(app, handle, { username: 'dave', fullName: 'Dave Nobody' });
    await seedTeam(
      handle,
      'Work',
      [alice.user.id, bob.user.id, carol.user.id],
      ['Task Management', 'Drive'],
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

  it("opens an attached file to the story's readers, not to anyone else", async () => {
    const film = await story();
    // Alice's file, shared with nobody in the drive.
    const brief = await upload(alice, 'brief.txt', 'the brief');
    const attached = ok<StoryAttachmentList>(
      await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: [brief.id] }),
    );
    expect(attached.items).toMatchObject([
      { item_id: brief.id, name: 'brief.txt', in_trash: false, added_by: { username: 'alice' } },
    ]);
    const attachment = attached.items[0];
    if (!attachment) throw new Error('not attached');
    const content = `/story/${film.id}/attachments/${attachment.id}/content`;

    // Bob reads the story: he opens the file through it, though the drive does not show it him.
    expect((await call('GET', `/drive/items/${brief.id}/content`, bob)).statusCode).toBe(404);
    const bytes = await call('GET', content, bob);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.body).toBe('the brief');
    expect(bytes.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      ok<StoryAttachmentList>(await call('GET', `/story/${film.id}/attachments`, bob)).items,
    ).toHaveLength(1);

    // Carol is not in the project, Dave has no Project area, and nobody signed out gets in.
    for (const url of [`/story/${film.id}/attachments`, content]) {
      expect((await call('GET', url, carol)).json(), url).toEqual(NOT_FOUND);
      expect((await call('GET', url, dave)).statusCode, url).toBe(403);
      expect((await call('GET', url, undefined)).json(), url).toEqual({
        detail: ERROR_DETAILS.invalidToken,
      });
    }
    expect(
      (await call('DELETE', `/story/${film.id}/attachments/${attachment.id}`, carol)).statusCode,
    ).toBe(404);

    const fields = (await timeline(film.id)).flatMap((entry) =>
      entry.kind === 'activity' ? [entry.activity.field] : [],
    );
    expect(fields).toContain('attachment_added');
  });

  it('attaches only files the caller may read, and refuses bad input with field errors', async () => {
    const film = await story();
    const secret = await upload(alice, 'secret.txt', 'for Alice only');
    // Bob may not read Alice's file: attaching it would hand it to every reader of the story.
    fieldError(
      await call('POST', `/story/${film.id}/attachments`, bob, { item_ids: [secret.id] }),
      'item_ids',
      STORY_ATTACHMENT_MESSAGES.noAccess,
    );
    const folder = ok<DriveItem>(
      await call('POST', '/drive/folders', alice, { name: 'Cuts', parent_id: null }),
      201,
    );
    fieldError(
      await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: [folder.id] }),
      'item_ids',
      STORY_ATTACHMENT_MESSAGES.notAFile,
    );
    fieldError(
      await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: ['nope'] }),
      'item_ids.0',
    );
    fieldError(
      await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: [] }),
      'item_ids',
    );
    expect(
      (await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: [secret.id], x: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/story/${film.id}/attachments`, carol, { item_ids: [secret.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/story/00000000-0000-4000-8000-000000000000/attachments`, alice, {
          item_ids: [secret.id],
        })
      ).statusCode,
    ).toBe(404);
    // Attaching the same file twice keeps one.
    for (let round = 0; round < 2; round += 1) {
      ok(await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: [secret.id] }));
    }
    expect(
      ok<StoryAttachmentList>(await call('GET', `/story/${film.id}/attachments`, alice)).items,
    ).toHaveLength(1);
  });

  it('keeps a trashed file listed as in the trash, and removes an attachment', async () => {
    const film = await story();
    const cut = await upload(alice, 'cut.mp4', 'frames');
    const [attachment] = ok<StoryAttachmentList>(
      await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: [cut.id] }),
    ).items;
    if (!attachment) throw new Error('not attached');
    ok(await call('POST', `/drive/items/${cut.id}/trash`, alice));
    expect(
      ok<StoryAttachmentList>(await call('GET', `/story/${film.id}/attachments`, bob)).items,
    ).toMatchObject([{ id: attachment.id, in_trash: true }]);
    expect(
      (await call('GET', `/story/${film.id}/attachments/${attachment.id}/content`, bob)).statusCode,
    ).toBe(404);
    ok(await call('DELETE', `/story/${film.id}/attachments/${attachment.id}`, bob));
    expect(
      ok<StoryAttachmentList>(await call('GET', `/story/${film.id}/attachments`, alice)).items,
    ).toEqual([]);
    const removed = (await timeline(film.id)).find(
      (entry) => entry.kind === 'activity' && entry.activity.field === 'attachment_removed',
    );
    expect(removed).toMatchObject({
      activity: { actor: { username: 'bob' }, from: { name: 'cut.mp4' } },
    });
  });

  it("puts uploads in the uploader's Projects/KEY folder, made once", async () => {
    const film = await story();
    const first = ok<StoryUploadFolder>(
      await call('POST', `/story/${film.id}/attachments/folder`, bob),
    );
    expect(first.path).toBe('Projects/ALPHA');
    const again = ok<StoryUploadFolder>(
      await call('POST', `/story/${film.id}/attachments/folder`, bob),
    );
    expect(again.folder_id).toBe(first.folder_id);
    const inside = await upload(bob, 'storyboard.txt', 'panels', first.folder_id);
    ok(await call('POST', `/story/${film.id}/attachments`, bob, { item_ids: [inside.id] }));
    expect((await call('POST', `/story/${film.id}/attachments/folder`, carol)).statusCode).toBe(
      404,
    );
  });

  describe('a material shared from the story', () => {
    async function deliveredMaterial() {
      const film = await story({ assignee_ids: [bob.user.id] });
      const cut = await upload(alice, 'final-cut.mp4', 'the film');
      ok(await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: [cut.id] }));
      // Not in review yet: nothing to share.
      fieldError(
        await call('POST', `/story/${film.id}/material`, alice, {}),
        'story',
        STORY_ATTACHMENT_MESSAGES.notDeliverable,
      );
      await moveTo(film.id, 'review');
      const link = ok<DriveLink>(await call('POST', `/story/${film.id}/material`, alice, {}), 201);
      expect(link).toMatchObject({ kind: 'material', title: 'ALPHA-1 Launch film' });
      expect(link.items.map((item) => item.name)).toEqual(['final-cut.mp4']);
      return { film, link };
    }

    it('asks for changes from its public page, signed out, once per round of review', async () => {
      const { film, link } = await deliveredMaterial();
      const page = ok<SharedLink>(await visit('GET', `/shared/${link.token}`));
      expect(page.review).toEqual({ open: true, decision: null, decided_at: null });

      // A request for changes needs a comment and a name; bad input is a field error.
      fieldError(
        await visit('POST', `/shared/${link.token}/review`, {
          decision: 'request_changes',
          name: 'Nora (client)',
        }),
        'comment',
        STORY_ATTACHMENT_MESSAGES.commentRequired,
      );
      fieldError(
        await visit('POST', `/shared/${link.token}/review`, { decision: 'approve', name: ' ' }),
        'name',
      );
      expect(
        (await visit('POST', `/shared/${link.token}/review`, { decision: 'maybe', name: 'N' }))
          .statusCode,
      ).toBe(400);

      const decided = ok<MaterialReview>(
        await visit('POST', `/shared/${link.token}/review`, {
          decision: 'request_changes',
          name: 'Nora (client)',
          comment: 'The logo is too small.',
        }),
      );
      expect(decided).toMatchObject({ open: false, decision: 'changes_requested' });
      const after = ok<StoryDetail>(await call('GET', `/story/${film.id}`, alice));
      expect(after.state.group).toBe('started');

      const entries = await timeline(film.id);
      const comment = entries.find((entry) => entry.kind === 'comment');
      expect(comment).toMatchObject({
        comment: { author: null, external_name: 'Nora (client)', mine: false },
      });
      const sentBack = entries.find(
        (entry) => entry.kind === 'activity' && entry.activity.field === 'review_sent_back',
      );
      expect(sentBack).toMatchObject({
        activity: { actor: null, to: { via: 'share_link', name: 'Nora (client)' } },
      });
      const told = await handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, bob.user.id));
      expect(told.map((row) => row.event)).toContain('story.sent_back');

      // Decided this round: a second decision is refused, and the page says so.
      expect(
        (
          await visit('POST', `/shared/${link.token}/review`, {
            decision: 'approve',
            name: 'Nora (client)',
          })
        ).json(),
      ).toEqual({ detail: STORY_ATTACHMENT_MESSAGES.reviewClosed });
      expect(ok<SharedLink>(await visit('GET', `/shared/${link.token}`)).review).toMatchObject({
        open: false,
        decision: 'changes_requested',
      });

      // Back in review after the changes: the same link decides again.
      await moveTo(film.id, 'review');
      ok<MaterialReview>(
        await visit('POST', `/shared/${link.token}/review`, {
          decision: 'approve',
          name: 'Nora (client)',
        }),
      );
      expect(ok<StoryDetail>(await call('GET', `/story/${film.id}`, alice)).state.group).toBe(
        'completed',
      );
      const approvals = (await timeline(film.id)).filter(
        (entry) => entry.kind === 'activity' && entry.activity.field === 'review_approved',
      );
      expect(approvals).toHaveLength(1);
    });

    it('answers 404 for a wrong token, a revoked link and a material of no story', async () => {
      const { link } = await deliveredMaterial();
      const approve = { decision: 'approve', name: 'Nora' };
      expect((await visit('POST', `/shared/${'x'.repeat(32)}/review`, approve)).json()).toEqual(
        NOT_FOUND,
      );
      expect((await visit('POST', '/shared/short/review', approve)).json()).toEqual(NOT_FOUND);
      const file = await upload(alice, 'plain.txt', 'plain');
      const plain = ok<DriveLink>(
        await call('POST', '/drive/links', alice, {
          kind: 'material',
          title: 'Plain',
          item_ids: [file.id],
        }),
        201,
      );
      expect(ok<SharedLink>(await visit('GET', `/shared/${plain.token}`)).review).toBeNull();
      expect((await visit('POST', `/shared/${plain.token}/review`, approve)).json()).toEqual(
        NOT_FOUND,
      );
      ok(await call('POST', `/drive/links/${link.id}/revoke`, alice));
      expect((await visit('POST', `/shared/${link.token}/review`, approve)).json()).toEqual(
        NOT_FOUND,
      );
    });

    it('is shared only by people who work on the story', async () => {
      const film = await story();
      const cut = await upload(alice, 'cut.mp4', 'frames');
      ok(await call('POST', `/story/${film.id}/attachments`, alice, { item_ids: [cut.id] }));
      await moveTo(film.id, 'review');
      expect((await call('POST', `/story/${film.id}/material`, carol, {})).statusCode).toBe(404);
      expect((await call('POST', `/story/${film.id}/material`, dave, {})).statusCode).toBe(403);
      expect((await call('POST', `/story/${film.id}/material`, undefined, {})).statusCode).toBe(
        401,
      );
      // Bob works on the story but may not publish Alice's file (the drive's rule for materials).
      fieldError(
        await call('POST', `/story/${film.id}/material`, bob, {}),
        'attachment_ids',
        STORY_ATTACHMENT_MESSAGES.noAccess,
      );
      const shared = ok<DriveLink>(
        await call('POST', `/story/${film.id}/material`, alice, {}),
        201,
      );
      expect(
        ok<{ items: DriveLink[] }>(await call('GET', `/story/${film.id}/material`, alice)).items,
      ).toMatchObject([{ id: shared.id }]);
      // Bob does not manage the link: he does not get its token.
      expect(
        ok<{ items: DriveLink[] }>(await call('GET', `/story/${film.id}/material`, bob)).items,
      ).toEqual([]);
    });
  });
});
