import {
  BOARD_COLUMN_LIMIT,
  CONTENT_STAGE_SUBJECTS,
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  PROJECT_MESSAGES,
  richTextMentions,
  richTextPlain,
  SAVED_VIEWS_MAX,
  STORY_KEY_PATTERN,
  STORY_MESSAGES,
  type addStoryLinkRequestSchema,
  type addTimeEntryRequestSchema,
  type createSavedViewRequestSchema,
  type createStoryRequestSchema,
  type reviewStoryRequestSchema,
  type RichTextDocument,
  type RunningTimer,
  type SavedView,
  type SavedViewList,
  type StoryActivityField,
  type StoryBoard,
  type storyBoardQuerySchema,
  type StoryComment,
  type StoryDetail,
  type StoryLinkList,
  type storyListQuerySchema,
  type StoryPage,
  type TimeEntry,
  type TimeEntryList,
  type TimelineEntry,
  type TimelinePage,
  type timelineQuerySchema,
  type updateStoryRequestSchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { ProjectRow, ProjectStateRow, StoryRow } from '../../db/schema/index.ts';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TimeEntryGuard } from '../timesheet/timeEntryGuard.ts';
import { projectAccess, type ProjectAccess } from './project.service.ts';
import type { WorkCaller } from './story.access.ts';
import type { StoryEvents, StoryNote } from './story.events.ts';
import type { PersonRow, StoryListFilters, StoryQueries } from './story.queries.ts';
import {
  displayName,
  iso,
  labelOf,
  person,
  peopleOf,
  renderComments,
  renderLinks,
  renderSummaries,
  stateOf,
  storyKey,
  storyRefs,
  summaryContext,
  summaryOf,
  timeEntryOf,
} from './story.render.ts';
import {
  conflict,
  fieldErrors,
  forbidden,
  invalid,
  isUniqueViolation,
  NOT_FOUND,
  ok,
  type WorkResult,
} from './story.result.ts';

type CreateStory = z.output<typeof createStoryRequestSchema>;
type UpdateStory = z.output<typeof updateStoryRequestSchema>;
type ListQuery = z.output<typeof storyListQuerySchema>;
type BoardQuery = z.output<typeof storyBoardQuerySchema>;

interface StoryAccess extends ProjectAccess {
  story: StoryRow;
}

type StoryFields = Pick<
  StoryRow,
  | 'title'
  | 'description'
  | 'stateId'
  | 'priority'
  | 'assigneeIds'
  | 'partnerIds'
  | 'reviewerIds'
  | 'startDate'
  | 'dueDate'
  | 'labelIds'
  | 'estimate'
  | 'parentId'
>;

/** Each logged field and the story column it reads. */
const LOGGED: [StoryActivityField, keyof StoryFields][] = [
  ['title', 'title'],
  ['description', 'description'],
  ['state', 'stateId'],
  ['priority', 'priority'],
  ['assignees', 'assigneeIds'],
  ['partners', 'partnerIds'],
  ['reviewers', 'reviewerIds'],
  ['start_date', 'startDate'],
  ['due_date', 'dueDate'],
  ['labels', 'labelIds'],
  ['estimate', 'estimate'],
  ['parent', 'parentId'],
];

const sameValue = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && [...a].sort().join() === [...b].sort().join();
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
};

const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

export function createStoryService({
  repo,
  clock,
  events,
  timeGuard,
}: {
  repo: Transactional<StoryQueries>;
  clock: Clock;
  events: StoryEvents;
  /** The timesheet's week locks and local dates (ADR 0024); without it: UTC dates, no locks. */
  timeGuard?: TimeEntryGuard;
}) {
  const lockedReason = (userId: string, date: string) =>
    timeGuard ? timeGuard.lockedReason(userId, date) : Promise.resolve(undefined);

  async function storyAccess(
    caller: WorkCaller,
    storyId: string,
  ): Promise<StoryAccess | undefined> {
    const story = await repo.story(storyId);
    if (!story) return undefined;
    const access = await projectAccess(repo, caller, story.projectId);
    return access ? { ...access, story } : undefined;
  }

  const seesProject = (caller: WorkCaller) => async (projectId: string) =>
    Boolean(await projectAccess(repo, caller, projectId));

  async function detail(caller: WorkCaller, access: StoryAccess): Promise<StoryDetail> {
    const { story, project, standing } = access;
    const context = await summaryContext(repo, [story]);
    const people = await repo.people([
      ...story.partnerIds,
      ...story.reviewerIds,
      ...(story.createdBy ? [story.createdBy] : []),
    ]);
    const byId = new Map(people.map((row) => [row.id, row]));
    const [parent, links, logged] = await Promise.all([
      story.parentId ? storyRefs(repo, [story.parentId]) : Promise.resolve(undefined),
      renderLinks(repo, story.id, seesProject(caller)),
      repo.loggedMinutes(story.id, clock.now()),
    ]);
    const parentRef = story.parentId ? parent?.get(story.parentId) : undefined;
    const creator = story.createdBy ? byId.get(story.createdBy) : undefined;
    return {
      ...summaryOf(story, context),
      description: (story.description as RichTextDocument | null) ?? null,
      partners: peopleOf(story.partnerIds, byId),
      reviewers: peopleOf(story.reviewerIds, byId),
      parent: parentRef
        ? {
            id: parentRef.id,
            key: parentRef.key,
            title: parentRef.title,
            state_group: parentRef.state_group,
          }
        : null,
      links,
      project: {
        id: project.id,
        key: project.key,
        name: project.name,
        estimate_unit: project.estimateUnit,
        content_pipeline: project.contentPipeline,
      },
      created_by: creator ? person(creator) : null,
      logged_minutes: logged,
      can_edit: standing.work,
      can_review: story.stateGroup === 'review' && canReview(caller, access),
    };
  }

  function canReview(caller: WorkCaller, access: StoryAccess) {
    return (
      access.standing.manage ||
      (access.standing.work && access.story.reviewerIds.includes(caller.id))
    );
  }

  const freshDetail = async (caller: WorkCaller, storyId: string) => {
    const access = await storyAccess(caller, storyId);
    if (!access) throw new Error('story vanished');
    return detail(caller, access);
  };

  const noteOf = (story: StoryRow, project: ProjectRow): StoryNote => ({
    id: story.id,
    key: storyKey(project.key, story.number),
    title: story.title,
    projectId: project.id,
  });

  async function actorName(id: string) {
    const [row] = await repo.people([id]);
    return displayName(row);
  }

  /** The references a story's fields make, checked against its project. */
  async function checkRefs(
    tx: StoryQueries,
    project: ProjectRow,
    fields: Partial<StoryFields>,
    storyId: string | undefined,
    states: ProjectStateRow[],
  ) {
    const errors = fieldErrors();
    if (fields.stateId !== undefined && !states.some((state) => state.id === fields.stateId)) {
      errors.add('state_id', STORY_MESSAGES.otherProject);
    }
    if (fields.labelIds?.length) {
      const labels = await tx.labelsByIds(fields.labelIds);
      if (
        labels.length !== fields.labelIds.length ||
        labels.some((label) => label.projectId !== project.id)
      ) {
        errors.add('label_ids', STORY_MESSAGES.otherProject);
      }
    }
    const named = [
      ['assignee_ids', fields.assigneeIds],
      ['partner_ids', fields.partnerIds],
      ['reviewer_ids', fields.reviewerIds],
    ] as const;
    if (named.some(([, ids]) => ids?.length)) {
      const members = new Set(await tx.memberIds(project.id));
      const all = named.flatMap(([, ids]) => ids ?? []);
      const people = new Map((await tx.people(all)).map((row) => [row.id, row]));
      for (const [field, ids] of named) {
        for (const id of ids ?? []) {
          const row = people.get(id);
          if (row && !row.isActive) errors.add(field, PROJECT_MESSAGES.inactiveUser);
          else if (!row || !members.has(id)) errors.add(field, PROJECT_MESSAGES.notMember);
          else continue;
          break;
        }
      }
    }
    if (fields.parentId) {
      const parent = await tx.story(fields.parentId);
      if (!parent || parent.projectId !== project.id) {
        errors.add('parent_id', STORY_MESSAGES.otherProject);
      } else if (storyId && (await tx.isAncestorOrSelf(storyId, fields.parentId))) {
        errors.add('parent_id', STORY_MESSAGES.parentCycle);
      }
    }
    return errors.result();
  }

  /** How a field's value reads in the activity log. */
  async function shown(
    tx: StoryQueries,
    field: StoryActivityField,
    value: unknown,
    context: { states: ProjectStateRow[]; project: ProjectRow },
  ): Promise<unknown> {
    if (value === null || value === undefined) return null;
    switch (field) {
      case 'description':
        return richTextPlain(value as RichTextDocument).slice(0, 1000);
      case 'state': {
        const state = context.states.find((row) => row.id === value);
        return { id: value, name: state?.name ?? '', group: state?.group ?? null };
      }
      case 'assignees':
      case 'partners':
      case 'reviewers': {
        const ids = value as string[];
        const people = new Map((await tx.people(ids)).map((row) => [row.id, row]));
        return ids.map((id) => ({ id, name: displayName(people.get(id)) }));
      }
      case 'labels': {
        const ids = value as string[];
        const labels = new Map((await tx.labelsByIds(ids)).map((row) => [row.id, row]));
        return ids.map((id) => ({ id, name: labels.get(id)?.name ?? '' }));
      }
      case 'parent': {
        const parent = await tx.story(value as string);
        return { id: value, key: parent ? storyKey(context.project.key, parent.number) : '' };
      }
      default:
        return value;
    }
  }

  async function activityRows(
    tx: StoryQueries,
    storyId: string,
    actorId: string,
    before: Partial<StoryFields>,
    after: Partial<StoryFields>,
    context: { states: ProjectStateRow[]; project: ProjectRow },
    at: Date,
  ) {
    const rows = [];
    for (const [field, column] of LOGGED) {
      if (!(column in after)) continue;
      if (sameValue(before[column], after[column])) continue;
      rows.push({
        storyId,
        actorId,
        field,
        fromValue: await shown(tx, field, before[column], context),
        toValue: await shown(tx, field, after[column], context),
        at,
      });
    }
    return rows;
  }

  /** Moving out of a guarded content stage needs that stage's subject (Script Control, Voice Over). */
  function stageGuard(caller: WorkCaller, from: ProjectStateRow | undefined): boolean {
    const stage = from?.stage;
    if (!stage || !(stage in CONTENT_STAGE_SUBJECTS)) return true;
    const subject = CONTENT_STAGE_SUBJECTS[stage as keyof typeof CONTENT_STAGE_SUBJECTS];
    return caller.subjects.has(subject);
  }

  function fieldsOf(body: Partial<CreateStory>): Partial<StoryFields> {
    const fields: Partial<StoryFields> = {};
    if (body.title !== undefined) fields.title = body.title;
    if (body.description !== undefined) fields.description = body.description;
    if (body.state_id !== undefined) fields.stateId = body.state_id;
    if (body.priority !== undefined) fields.priority = body.priority;
    if (body.assignee_ids !== undefined) fields.assigneeIds = body.assignee_ids;
    if (body.partner_ids !== undefined) fields.partnerIds = body.partner_ids;
    if (body.reviewer_ids !== undefined) fields.reviewerIds = body.reviewer_ids;
    if (body.start_date !== undefined) fields.startDate = body.start_date;
    if (body.due_date !== undefined) fields.dueDate = body.due_date;
    if (body.label_ids !== undefined) fields.labelIds = body.label_ids;
    if (body.estimate !== undefined) fields.estimate = body.estimate;
    if (body.parent_id !== undefined) fields.parentId = body.parent_id;
    return fields;
  }

  /** After a change committed: notifications and the live board. */
  async function announce(
    caller: WorkCaller,
    project: ProjectRow,
    before: StoryRow | undefined,
    after: StoryRow,
  ) {
    const name = await actorName(caller.id);
    const story = noteOf(after, project);
    const added = (now: string[], then: string[] | undefined) =>
      now.filter((id) => !(then ?? []).includes(id));
    await events.notify('assigned', {
      actorId: caller.id,
      actorName: name,
      story,
      recipientIds: added(after.assigneeIds, before?.assigneeIds),
    });
    if (after.stateGroup === 'review') {
      const enteredReview = before?.stateGroup !== 'review';
      await events.notify('reviewRequested', {
        actorId: caller.id,
        actorName: name,
        story,
        recipientIds: enteredReview
          ? after.reviewerIds
          : added(after.reviewerIds, before?.reviewerIds),
      });
    }
    await events.changed(after, await repo.memberIds(project.id));
  }

  async function notifyMentions(
    caller: WorkCaller,
    access: StoryAccess,
    body: RichTextDocument,
    already: readonly string[] = [],
  ) {
    const mentioned = richTextMentions(body).filter((id) => !already.includes(id));
    if (mentioned.length === 0) return;
    // Only people who may see the story hear about it: its project's members.
    const members = new Set(await repo.memberIds(access.project.id));
    const people = await repo.people(mentioned.filter((id) => members.has(id)));
    await events.notify(
      'mentioned',
      {
        actorId: caller.id,
        actorName: await actorName(caller.id),
        story: noteOf(access.story, access.project),
        recipientIds: people.filter((row) => row.isActive).map((row) => row.id),
      },
      richTextPlain(body),
    );
  }

  function filtersOf(caller: WorkCaller, query: Partial<ListQuery>): StoryListFilters {
    const me = (id: string) => (id === 'me' ? caller.id : id);
    return {
      ...(query.project_id ? { projectIds: query.project_id } : {}),
      ...(query.state_group ? { stateGroups: query.state_group } : {}),
      ...(query.state_id ? { stateIds: query.state_id } : {}),
      ...(query.assignee ? { assignees: query.assignee.map(me) } : {}),
      ...(query.reviewer ? { reviewer: me(query.reviewer) } : {}),
      ...(query.label_id ? { labelIds: query.label_id } : {}),
      ...(query.priority ? { priorities: query.priority } : {}),
      ...(query.due ? { due: query.due } : {}),
      ...(query.due_from ? { dueFrom: query.due_from } : {}),
      ...(query.due_to ? { dueTo: query.due_to } : {}),
      ...(query.parent_id ? { parentId: query.parent_id } : {}),
      ...(query.q ? { q: query.q } : {}),
    };
  }

  async function commentOf(caller: WorkCaller, commentId: string) {
    const comment = await repo.comment(commentId);
    if (!comment) return undefined;
    const access = await storyAccess(caller, comment.storyId);
    return access ? { comment, access } : undefined;
  }

  const renderComment = async (caller: WorkCaller, commentId: string): Promise<StoryComment> => {
    const row = await repo.comment(commentId);
    if (!row) throw new Error('comment vanished');
    const [comment] = await renderComments(repo, [row], caller.id);
    if (!comment) throw new Error('comment vanished');
    return comment;
  };

  async function timeList(storyId: string, project: ProjectRow, estimate: number | null) {
    const rows = await repo.storyTimeEntries(storyId);
    const people = new Map(
      (await repo.people(rows.map((row) => row.userId))).map((r) => [r.id, r]),
    );
    const now = clock.now();
    const items = rows.map((row) => timeEntryOf(row, people, now));
    return {
      items,
      total_minutes: items.reduce((sum, entry) => sum + entry.minutes, 0),
      estimate,
      estimate_unit: project.estimateUnit,
    } satisfies TimeEntryList;
  }

  async function timeEntryFor(row: Parameters<typeof timeEntryOf>[0]): Promise<TimeEntry> {
    const people = new Map((await repo.people([row.userId])).map((r) => [r.id, r] as const));
    return timeEntryOf(row, people as Map<string, PersonRow>, clock.now());
  }

  async function viewOf(
    caller: WorkCaller,
    row: NonNullable<Awaited<ReturnType<StoryQueries['view']>>>,
  ): Promise<SavedView> {
    const [owner] = await repo.people([row.ownerId]);
    return {
      id: row.id,
      name: row.name,
      project_id: row.projectId,
      shared: row.shared,
      query: row.query,
      owner: owner ? person(owner) : null,
      mine: row.ownerId === caller.id,
      created_at: iso(row.createdAt),
    };
  }

  /** Logged time shows in the story's activity (who logged how much, for which day). */
  const logTime = (actorId: string, storyId: string, minutes: number, date: string) =>
    repo.insertActivity([
      {
        storyId,
        actorId,
        field: 'time_logged',
        fromValue: null,
        toValue: { minutes, date },
        at: clock.now(),
      },
    ]);

  return {
    async list(caller: WorkCaller, query: ListQuery): Promise<StoryPage> {
      const size = query.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : query.size;
      const { rows, total } = await repo.listStories(
        caller,
        filtersOf(caller, query),
        { sort: query.sort, order: query.order, limit: size, offset: (query.page - 1) * size },
        today(clock),
      );
      return {
        items: await renderSummaries(repo, rows),
        total,
        page: query.page,
        size: query.size,
      };
    },

    async board(
      caller: WorkCaller,
      projectId: string,
      query: BoardQuery,
    ): Promise<WorkResult<StoryBoard>> {
      if (!(await projectAccess(repo, caller, projectId))) return NOT_FOUND;
      const states = await repo.states(projectId);
      const { counts, rows } = await repo.board(
        caller,
        projectId,
        filtersOf(caller, { ...query, project_id: [projectId] }),
        BOARD_COLUMN_LIMIT,
        today(clock),
      );
      const context = await summaryContext(repo, rows);
      return ok({
        project_id: projectId,
        columns: states.map((state, index) => ({
          state: stateOf(state, index),
          count: counts.get(state.id) ?? 0,
          stories: rows
            .filter((row) => row.stateId === state.id)
            .map((row) => summaryOf(row, context)),
        })),
      });
    },

    async get(caller: WorkCaller, storyId: string): Promise<WorkResult<StoryDetail>> {
      const access = await storyAccess(caller, storyId);
      return access ? ok(await detail(caller, access)) : NOT_FOUND;
    },

    async getByKey(caller: WorkCaller, key: string): Promise<WorkResult<StoryDetail>> {
      const match = STORY_KEY_PATTERN.exec(key);
      const project = match?.[1] ? await repo.projectByKey(match[1]) : undefined;
      const story = project ? await repo.storyByNumber(project.id, Number(match?.[2])) : undefined;
      return story ? this.get(caller, story.id) : NOT_FOUND;
    },

    async create(caller: WorkCaller, body: CreateStory): Promise<WorkResult<StoryDetail>> {
      const access = await projectAccess(repo, caller, body.project_id);
      if (!access) return invalid('project_id', 'No such project');
      if (!access.standing.work) return forbidden();
      const { project } = access;
      if (project.status === 'archived') return invalid('project_id', PROJECT_MESSAGES.archived);
      const fields = fieldsOf(body);
      const states = await repo.states(project.id);
      const failed = await checkRefs(repo, project, fields, undefined, states);
      if (failed) return failed;
      const state =
        states.find((row) => row.id === fields.stateId) ??
        states.find((row) => row.group === 'backlog') ??
        states[0];
      if (!state) return invalid('state_id', PROJECT_MESSAGES.unknownState);
      const now = clock.now();
      const created = await repo.transaction(async (tx) => {
        // The project row stays locked to the end: concurrent creations take numbers in turn.
        const number = await tx.nextNumber(project.id);
        const row = await tx.insertStory({
          projectId: project.id,
          number,
          title: fields.title ?? body.title,
          description: fields.description ?? null,
          stateId: state.id,
          stateGroup: state.group,
          priority: fields.priority ?? 'none',
          assigneeIds: fields.assigneeIds ?? [],
          partnerIds: fields.partnerIds ?? [],
          reviewerIds: fields.reviewerIds ?? [],
          startDate: fields.startDate ?? null,
          dueDate: fields.dueDate ?? null,
          labelIds: fields.labelIds ?? [],
          estimate: fields.estimate ?? null,
          parentId: fields.parentId ?? null,
          position: (await tx.lastPosition(state.id)) + 1,
          createdBy: caller.id,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insertActivity([
          {
            storyId: row.id,
            actorId: caller.id,
            field: 'created',
            fromValue: null,
            toValue: { key: storyKey(project.key, number), title: row.title },
            at: now,
          },
        ]);
        return row;
      });
      await announce(caller, project, undefined, created);
      if (fields.description) {
        await notifyMentions(
          caller,
          { ...access, story: created },
          fields.description as RichTextDocument,
        );
      }
      return ok(await freshDetail(caller, created.id));
    },

    async update(
      caller: WorkCaller,
      storyId: string,
      body: UpdateStory,
    ): Promise<WorkResult<StoryDetail>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      const { project } = access;
      const fields = fieldsOf(body);
      const states = await repo.states(project.id);
      const result = await repo.transaction(async (tx) => {
        const before = await tx.storyForUpdate(storyId);
        if (!before) return NOT_FOUND;
        if (before.version !== body.version) return { kind: 'stale' } as const;
        if (fields.stateId !== undefined && fields.stateId !== before.stateId) {
          const from = states.find((row) => row.id === before.stateId);
          if (!stageGuard(caller, from)) return forbidden(STORY_MESSAGES.stageGuarded);
        }
        const failed = await checkRefs(tx, project, fields, storyId, states);
        if (failed) return failed;
        const now = clock.now();
        const state = fields.stateId ? states.find((row) => row.id === fields.stateId) : undefined;
        const moved = state && state.id !== before.stateId;
        const after = await tx.updateStory(storyId, body.version, {
          ...fields,
          ...(state ? { stateGroup: state.group } : {}),
          ...(body.position !== undefined
            ? { position: body.position }
            : moved
              ? { position: (await tx.lastPosition(state.id)) + 1 }
              : {}),
          updatedAt: now,
        });
        if (!after) return { kind: 'stale' } as const;
        await tx.insertActivity(
          await activityRows(tx, storyId, caller.id, before, fields, { states, project }, now),
        );
        return ok({ before, after });
      });
      if (result.kind === 'stale') {
        return conflict(STORY_MESSAGES.changedMeanwhile, await freshDetail(caller, storyId));
      }
      if (result.kind !== 'ok') return result;
      await announce(caller, project, result.value.before, result.value.after);
      if (fields.description) {
        await notifyMentions(
          caller,
          { ...access, story: result.value.after },
          fields.description as RichTextDocument,
          richTextMentions(result.value.before.description as RichTextDocument | null),
        );
      }
      return ok(await freshDetail(caller, storyId));
    },

    async remove(caller: WorkCaller, storyId: string): Promise<WorkResult<true>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      const mayDelete =
        access.standing.manage || (access.standing.work && access.story.createdBy === caller.id);
      if (!mayDelete) return forbidden();
      await repo.deleteStory(storyId);
      await events.changed(access.story, await repo.memberIds(access.project.id));
      return ok(true);
    },

    async review(
      caller: WorkCaller,
      storyId: string,
      body: z.output<typeof reviewStoryRequestSchema>,
    ): Promise<WorkResult<StoryDetail>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      if (!canReview(caller, access)) return forbidden(STORY_MESSAGES.notReviewer);
      const { project } = access;
      const states = await repo.states(project.id);
      const approve = body.decision === 'approve';
      const target = approve
        ? states.find((row) => row.group === 'completed')
        : (states.find((row) => row.group === 'started') ??
          states.find((row) => row.group === 'unstarted'));
      if (!target) return invalid('decision', PROJECT_MESSAGES.unknownState);
      const result = await repo.transaction(async (tx) => {
        const before = await tx.storyForUpdate(storyId);
        if (!before) return NOT_FOUND;
        if (before.version !== body.version) return { kind: 'stale' } as const;
        if (before.stateGroup !== 'review') return invalid('decision', STORY_MESSAGES.notInReview);
        const now = clock.now();
        const after = await tx.updateStory(storyId, body.version, {
          stateId: target.id,
          stateGroup: target.group,
          position: (await tx.lastPosition(target.id)) + 1,
          updatedAt: now,
        });
        if (!after) return { kind: 'stale' } as const;
        await tx.insertActivity([
          {
            storyId,
            actorId: caller.id,
            field: approve ? 'review_approved' : 'review_sent_back',
            fromValue: null,
            toValue: null,
            at: now,
          },
          ...(await activityRows(
            tx,
            storyId,
            caller.id,
            before,
            { stateId: target.id },
            { states, project },
            now,
          )),
        ]);
        if (body.comment) {
          await tx.insertComment({
            storyId,
            authorId: caller.id,
            body: body.comment,
            createdAt: now,
          });
        }
        return ok({ before, after });
      });
      if (result.kind === 'stale') {
        return conflict(STORY_MESSAGES.changedMeanwhile, await freshDetail(caller, storyId));
      }
      if (result.kind !== 'ok') return result;
      const { after } = result.value;
      await events.notify(
        approve ? 'approved' : 'sentBack',
        {
          actorId: caller.id,
          actorName: await actorName(caller.id),
          story: noteOf(after, project),
          recipientIds: [...after.assigneeIds, ...after.reviewerIds],
        },
        body.comment ? richTextPlain(body.comment) : undefined,
      );
      if (body.comment) await notifyMentions(caller, { ...access, story: after }, body.comment);
      await events.changed(after, await repo.memberIds(project.id));
      return ok(await freshDetail(caller, storyId));
    },

    async timeline(
      caller: WorkCaller,
      storyId: string,
      query: z.output<typeof timelineQuerySchema>,
    ): Promise<WorkResult<TimelinePage>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      const size = query.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : query.size;
      const { rows, total } = await repo.timeline(
        storyId,
        query.order,
        size,
        (query.page - 1) * size,
      );
      const activityIds = rows.filter((row) => row.kind === 'activity').map((row) => row.id);
      const commentIds = rows.filter((row) => row.kind === 'comment').map((row) => row.id);
      const [activity, comments] = await Promise.all([
        repo.activity(activityIds),
        repo.comments(commentIds),
      ]);
      const actors = new Map(
        (await repo.people(activity.flatMap((row) => (row.actorId ? [row.actorId] : [])))).map(
          (row) => [row.id, row],
        ),
      );
      const rendered = new Map(
        (await renderComments(repo, comments, caller.id)).map((row) => [row.id, row]),
      );
      const activityById = new Map(activity.map((row) => [row.id, row]));
      const items = rows.flatMap((row): TimelineEntry[] => {
        if (row.kind === 'comment') {
          const comment = rendered.get(row.id);
          return comment ? [{ kind: 'comment' as const, at: comment.created_at, comment }] : [];
        }
        const entry = activityById.get(row.id);
        if (!entry) return [];
        const actor = entry.actorId ? actors.get(entry.actorId) : undefined;
        return [
          {
            kind: 'activity' as const,
            at: iso(entry.at),
            activity: {
              id: entry.id,
              story_id: entry.storyId,
              actor: actor ? person(actor) : null,
              field: entry.field as StoryActivityField,
              from: entry.fromValue ?? null,
              to: entry.toValue ?? null,
              at: iso(entry.at),
            },
          },
        ];
      });
      return ok({ items, total, page: query.page, size: query.size });
    },

    async addLink(
      caller: WorkCaller,
      storyId: string,
      body: z.output<typeof addStoryLinkRequestSchema>,
    ): Promise<WorkResult<StoryLinkList>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      if (body.story_id === storyId) return invalid('story_id', STORY_MESSAGES.linkToSelf);
      const other = await storyAccess(caller, body.story_id);
      if (!other) return invalid('story_id', 'No such story');
      const row = await repo.insertLink({
        sourceId: storyId,
        targetId: body.story_id,
        type: body.type,
        createdBy: caller.id,
      });
      if (!row) return invalid('story_id', STORY_MESSAGES.linkExists);
      await repo.insertActivity([
        {
          storyId,
          actorId: caller.id,
          field: 'link_added',
          fromValue: null,
          toValue: {
            type: body.type,
            id: other.story.id,
            key: storyKey(other.project.key, other.story.number),
          },
          at: clock.now(),
        },
      ]);
      return ok({ items: await renderLinks(repo, storyId, seesProject(caller)) });
    },

    async removeLink(
      caller: WorkCaller,
      storyId: string,
      linkId: string,
    ): Promise<WorkResult<StoryLinkList>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      const link = await repo.link(linkId);
      if (!link || (link.sourceId !== storyId && link.targetId !== storyId)) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      await repo.deleteLink(linkId);
      const otherId = link.sourceId === storyId ? link.targetId : link.sourceId;
      const refs = await storyRefs(repo, [otherId]);
      await repo.insertActivity([
        {
          storyId,
          actorId: caller.id,
          field: 'link_removed',
          fromValue: { type: link.type, id: otherId, key: refs.get(otherId)?.key ?? '' },
          toValue: null,
          at: clock.now(),
        },
      ]);
      return ok({ items: await renderLinks(repo, storyId, seesProject(caller)) });
    },

    async addComment(
      caller: WorkCaller,
      storyId: string,
      body: RichTextDocument,
    ): Promise<WorkResult<StoryComment>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      const row = await repo.insertComment({
        storyId,
        authorId: caller.id,
        body,
        createdAt: clock.now(),
      });
      await notifyMentions(caller, access, body);
      await events.changed(access.story, await repo.memberIds(access.project.id));
      return ok(await renderComment(caller, row.id));
    },

    async updateComment(
      caller: WorkCaller,
      commentId: string,
      body: RichTextDocument,
    ): Promise<WorkResult<StoryComment>> {
      const found = await commentOf(caller, commentId);
      if (!found) return NOT_FOUND;
      if (found.comment.authorId !== caller.id) return forbidden(STORY_MESSAGES.notYourComment);
      if (found.comment.deletedAt) return invalid('body', STORY_MESSAGES.commentDeleted);
      await repo.updateComment(commentId, { body, editedAt: clock.now() });
      await notifyMentions(
        caller,
        found.access,
        body,
        richTextMentions(found.comment.body as RichTextDocument | null),
      );
      return ok(await renderComment(caller, commentId));
    },

    async removeComment(caller: WorkCaller, commentId: string): Promise<WorkResult<true>> {
      const found = await commentOf(caller, commentId);
      if (!found) return NOT_FOUND;
      if (found.comment.authorId !== caller.id) return forbidden(STORY_MESSAGES.notYourComment);
      if (!found.comment.deletedAt) {
        await repo.updateComment(commentId, { body: null, deletedAt: clock.now() });
      }
      return ok(true);
    },

    async react(
      caller: WorkCaller,
      commentId: string,
      emoji: string,
      on: boolean,
    ): Promise<WorkResult<StoryComment>> {
      const found = await commentOf(caller, commentId);
      if (!found) return NOT_FOUND;
      if (found.comment.deletedAt) return invalid('emoji', STORY_MESSAGES.commentDeleted);
      if (on) await repo.react(commentId, caller.id, emoji);
      else await repo.unreact(commentId, caller.id, emoji);
      return ok(await renderComment(caller, commentId));
    },

    async timeEntries(caller: WorkCaller, storyId: string): Promise<WorkResult<TimeEntryList>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      return ok(await timeList(storyId, access.project, access.story.estimate));
    },

    async addTimeEntry(
      caller: WorkCaller,
      storyId: string,
      body: z.output<typeof addTimeEntryRequestSchema>,
    ): Promise<WorkResult<TimeEntry>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      const locked = await lockedReason(caller.id, body.date);
      if (locked) return conflict(locked);
      const row = await repo.insertTimeEntry({
        storyId,
        userId: caller.id,
        date: body.date,
        minutes: body.minutes,
        note: body.note ?? '',
        createdAt: clock.now(),
      });
      await logTime(caller.id, storyId, row.minutes, row.date);
      return ok(await timeEntryFor(row));
    },

    async removeTimeEntry(caller: WorkCaller, entryId: string): Promise<WorkResult<true>> {
      const entry = await repo.timeEntry(entryId);
      if (!entry?.storyId || !(await storyAccess(caller, entry.storyId))) return NOT_FOUND;
      if (entry.userId !== caller.id) return forbidden(STORY_MESSAGES.notYourEntry);
      const locked = await lockedReason(caller.id, entry.date);
      if (locked) return conflict(locked);
      await repo.deleteTimeEntry(entryId);
      return ok(true);
    },

    async startTimer(caller: WorkCaller, storyId: string): Promise<WorkResult<TimeEntry>> {
      const access = await storyAccess(caller, storyId);
      if (!access) return NOT_FOUND;
      if (!access.standing.work) return forbidden();
      const now = clock.now();
      const date = timeGuard
        ? await timeGuard.localDate(caller.id, now)
        : now.toISOString().slice(0, 10);
      const locked = await lockedReason(caller.id, date);
      if (locked) return conflict(locked);
      try {
        const row = await repo.insertTimeEntry({
          storyId,
          userId: caller.id,
          date,
          minutes: 0,
          startedAt: now,
          createdAt: now,
        });
        return ok(await timeEntryFor(row));
      } catch (error) {
        if (isUniqueViolation(error)) return conflict(STORY_MESSAGES.timerRunning);
        throw error;
      }
    },

    async stopTimer(caller: WorkCaller): Promise<WorkResult<TimeEntry>> {
      const running = await repo.runningTimer(caller.id);
      if (!running?.startedAt) return { kind: 'conflict', detail: STORY_MESSAGES.noTimer };
      const locked = await lockedReason(caller.id, running.date);
      if (locked) return conflict(locked);
      const now = clock.now();
      const minutes = Math.max(
        0,
        Math.floor((now.getTime() - running.startedAt.getTime()) / 60_000),
      );
      const row = await repo.stopTimer(running.id, now, minutes);
      if (!row) return { kind: 'conflict', detail: STORY_MESSAGES.noTimer };
      // The same timer runs for a project or an activity when the timesheet started it.
      if (row.storyId) await logTime(caller.id, row.storyId, row.minutes, row.date);
      return ok(await timeEntryFor(row));
    },

    async runningTimer(caller: WorkCaller): Promise<RunningTimer> {
      const running = await repo.runningTimer(caller.id);
      if (!running) return { entry: null, story: null };
      const ref = running.storyId
        ? (await storyRefs(repo, [running.storyId])).get(running.storyId)
        : undefined;
      return {
        entry: await timeEntryFor(running),
        story: ref
          ? { id: ref.id, key: ref.key, title: ref.title, state_group: ref.state_group }
          : null,
      };
    },

    async views(caller: WorkCaller, projectId: string | undefined): Promise<SavedViewList> {
      const rows = await repo.views(caller.id, projectId);
      return { items: await Promise.all(rows.map((row) => viewOf(caller, row))) };
    },

    async createView(
      caller: WorkCaller,
      body: z.output<typeof createSavedViewRequestSchema>,
    ): Promise<WorkResult<SavedView>> {
      if (body.project_id && !(await projectAccess(repo, caller, body.project_id))) {
        return invalid('project_id', 'No such project');
      }
      if ((await repo.viewCount(caller.id)) >= SAVED_VIEWS_MAX) {
        return invalid('name', `At most ${SAVED_VIEWS_MAX} saved views`);
      }
      const row = await repo.insertView({
        ownerId: caller.id,
        projectId: body.project_id ?? null,
        name: body.name,
        shared: body.shared,
        query: body.query,
        createdAt: clock.now(),
      });
      return ok(await viewOf(caller, row));
    },

    async removeView(caller: WorkCaller, viewId: string): Promise<WorkResult<true>> {
      const row = await repo.view(viewId);
      if (!row) return NOT_FOUND;
      if (row.ownerId !== caller.id) {
        const visible =
          row.shared && row.projectId && (await repo.isMember(row.projectId, caller.id));
        return visible ? forbidden() : NOT_FOUND;
      }
      await repo.deleteView(viewId);
      return ok(true);
    },
  };
}

export type StoryService = ReturnType<typeof createStoryService>;
export { labelOf };
