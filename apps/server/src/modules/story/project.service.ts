import {
  CONTENT_PIPELINE_STATES,
  DEFAULT_STATES,
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  PROJECT_MESSAGES,
  PROJECT_STATES_MAX,
  PROJECT_LABELS_MAX,
  STATE_GROUPS,
  type createProjectLabelRequestSchema,
  type createProjectRequestSchema,
  type createProjectStateRequestSchema,
  type Project,
  type ProjectDetail,
  type ProjectLabel,
  type projectListQuerySchema,
  type ProjectPage,
  type ProjectStateList,
  type updateProjectLabelRequestSchema,
  type updateProjectRequestSchema,
  type updateProjectStateRequestSchema,
} from '@atrium/api/contracts';
import type { z } from 'zod';
import type { Transactional } from '../../db/transactional.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ProjectRow, ProjectStateRow } from '../../db/schema/index.ts';
import { standingIn, type ProjectStanding, type WorkCaller } from './story.access.ts';
import type { StoryQueries } from './story.queries.ts';
import { labelOf, renderProjectDetail, renderProjects, stateOf } from './story.render.ts';
import {
  fieldErrors,
  forbidden,
  invalid,
  NOT_FOUND,
  ok,
  unlessTaken,
  type WorkResult,
} from './story.result.ts';

type CreateProject = z.output<typeof createProjectRequestSchema>;
type UpdateProject = z.output<typeof updateProjectRequestSchema>;
type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export interface ProjectAccess {
  project: ProjectRow;
  standing: ProjectStanding;
}

/** The project as the caller stands in it; undefined when it is unknown or hidden from them. */
export async function projectAccess(
  repo: StoryQueries,
  caller: WorkCaller,
  projectId: string,
): Promise<ProjectAccess | undefined> {
  const project = await repo.project(projectId);
  if (!project) return undefined;
  const standing = standingIn(caller, project, await repo.isMember(projectId, caller.id));
  return standing.see ? { project, standing } : undefined;
}

/**
 * People who may be named on a project's stories and as its members: known and active. Answers
 * the message for the first one who may not.
 */
async function checkPeople(repo: StoryQueries, ids: readonly string[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const found = await repo.people(ids);
  const byId = new Map(found.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) return PROJECT_MESSAGES.unknownUser;
    if (!row.isActive) return PROJECT_MESSAGES.inactiveUser;
  }
  return null;
}

/** Where a new state of `group` goes: after the last state of its group or of an earlier one. */
function insertionIndex(states: readonly ProjectStateRow[], group: ProjectStateRow['group']) {
  const rank = STATE_GROUPS.indexOf(group);
  let index = 0;
  states.forEach((state, at) => {
    if (STATE_GROUPS.indexOf(state.group) <= rank) index = at + 1;
  });
  return index;
}

export function createProjectService({
  repo,
  clock,
}: {
  repo: Transactional<StoryQueries>;
  clock: Clock;
}) {
  async function managed(caller: WorkCaller, projectId: string) {
    const access = await projectAccess(repo, caller, projectId);
    if (!access) return { error: NOT_FOUND } as const;
    if (!access.standing.manage) return { error: forbidden(PROJECT_MESSAGES.leadOnly) } as const;
    return { access } as const;
  }

  const stateList = async (projectId: string): Promise<ProjectStateList> => ({
    items: (await repo.states(projectId)).map((state, index) => stateOf(state, index)),
  });

  async function detail(caller: WorkCaller, projectId: string): Promise<ProjectDetail> {
    const value = await renderProjectDetail(repo, caller, projectId);
    if (!value) throw new Error('project vanished');
    return value;
  }

  /** The missing content-pipeline states, appended at their groups' ends. */
  async function addPipelineStates(tx: StoryQueries, projectId: string) {
    const states = await tx.states(projectId);
    const have = new Set(states.map((state) => state.stage));
    const ordered = [...states];
    for (const state of CONTENT_PIPELINE_STATES) {
      if (!state.stage || have.has(state.stage)) continue;
      if (ordered.some((row) => row.name.toLowerCase() === state.name.toLowerCase())) continue;
      const at = insertionIndex(ordered, state.group);
      ordered.splice(at, 0, {
        id: '',
        projectId,
        name: state.name,
        color: state.color,
        group: state.group,
        stage: state.stage,
        position: 0,
      });
    }
    await tx.insertStates(
      ordered
        .map((row, position) => ({ row, position }))
        .filter(({ row }) => row.id === '')
        .map(({ row, position }) => ({
          projectId,
          name: row.name,
          color: row.color,
          group: row.group,
          stage: row.stage,
          position,
        })),
    );
    for (const [position, row] of ordered.entries()) {
      if (row.id) await tx.updateState(row.id, { position });
    }
  }

  return {
    async list(caller: WorkCaller, query: ProjectListQuery): Promise<ProjectPage> {
      const size = query.size === PAGE_SIZE_ALL ? PAGE_SIZE_ALL_CAP : query.size;
      const { rows, total } = await repo.listProjects(caller, {
        ...(query.q ? { q: query.q } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.health ? { health: query.health } : {}),
        ...(query.lead_id ? { leadId: query.lead_id } : {}),
        ...(query.mine ? { mine: true } : {}),
        sort: query.sort,
        order: query.order,
        limit: size,
        offset: (query.page - 1) * size,
      });
      const items: Project[] = await renderProjects(repo, caller, rows);
      return { items, total, page: query.page, size: query.size };
    },

    async get(caller: WorkCaller, projectId: string): Promise<WorkResult<ProjectDetail>> {
      if (!(await projectAccess(repo, caller, projectId))) return NOT_FOUND;
      return ok(await detail(caller, projectId));
    },

    async create(caller: WorkCaller, body: CreateProject): Promise<WorkResult<ProjectDetail>> {
      const errors = fieldErrors();
      const leadId = body.lead_id === undefined ? caller.id : body.lead_id;
      const memberIds = [
        ...new Set([...(body.member_ids ?? []), caller.id, ...(leadId ? [leadId] : [])]),
      ];
      if (leadId) {
        const problem = await checkPeople(repo, [leadId]);
        if (problem) errors.add('lead_id', problem);
      }
      const problem = await checkPeople(repo, body.member_ids ?? []);
      if (problem) errors.add('member_ids', problem);
      if (await repo.projectByKey(body.key)) errors.add('key', PROJECT_MESSAGES.keyTaken);
      const failed = errors.result();
      if (failed) return failed;
      return unlessTaken('key', PROJECT_MESSAGES.keyTaken, async () => {
        const project = await repo.transaction(async (tx) => {
          const row = await tx.insertProject({
            key: body.key,
            name: body.name,
            description: body.description ?? '',
            brandId: body.brand_id ?? null,
            leadId,
            status: body.status ?? 'planned',
            startDate: body.start_date ?? null,
            targetDate: body.target_date ?? null,
            health: body.health ?? 'on_track',
            healthNote: body.health_note ?? '',
            estimateUnit: body.estimate_unit ?? 'points',
            contentPipeline: body.content_pipeline ?? false,
            createdBy: caller.id,
            createdAt: clock.now(),
            updatedAt: clock.now(),
          });
          const states = body.content_pipeline ? CONTENT_PIPELINE_STATES : DEFAULT_STATES;
          await tx.insertStates(
            states.map((state, position) => ({ projectId: row.id, ...state, position })),
          );
          await tx.setMembers(row.id, memberIds);
          return row;
        });
        return ok(await detail(caller, project.id));
      });
    },

    async update(
      caller: WorkCaller,
      projectId: string,
      body: UpdateProject,
    ): Promise<WorkResult<ProjectDetail>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      const { project } = found.access;
      const errors = fieldErrors();
      if (body.lead_id) {
        const problem = await checkPeople(repo, [body.lead_id]);
        if (problem) errors.add('lead_id', problem);
      }
      if (body.member_ids) {
        const problem = await checkPeople(repo, body.member_ids);
        if (problem) errors.add('member_ids', problem);
      }
      const start = body.start_date === undefined ? project.startDate : body.start_date;
      const target = body.target_date === undefined ? project.targetDate : body.target_date;
      if (start && target && start > target) errors.add('target_date', PROJECT_MESSAGES.datesOrder);
      const failed = errors.result();
      if (failed) return failed;
      await repo.transaction(async (tx) => {
        await tx.updateProject(projectId, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.brand_id !== undefined ? { brandId: body.brand_id } : {}),
          ...(body.lead_id !== undefined ? { leadId: body.lead_id } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.start_date !== undefined ? { startDate: body.start_date } : {}),
          ...(body.target_date !== undefined ? { targetDate: body.target_date } : {}),
          ...(body.health !== undefined ? { health: body.health } : {}),
          ...(body.health_note !== undefined ? { healthNote: body.health_note } : {}),
          ...(body.estimate_unit !== undefined ? { estimateUnit: body.estimate_unit } : {}),
          ...(body.content_pipeline !== undefined
            ? { contentPipeline: body.content_pipeline }
            : {}),
          updatedAt: clock.now(),
        });
        if (body.member_ids) {
          const lead = body.lead_id === undefined ? project.leadId : body.lead_id;
          await tx.setMembers(projectId, [
            ...new Set([...body.member_ids, ...(lead ? [lead] : [])]),
          ]);
        } else if (body.lead_id) {
          await tx.addMember(projectId, body.lead_id);
        }
        if (body.content_pipeline && !project.contentPipeline) {
          await addPipelineStates(tx, projectId);
        }
      });
      return ok(await detail(caller, projectId));
    },

    /**
     * A project without stories is deleted. With stories: `needsMasterKey` says whether the
     * route must check the master password first; then it is archived, or deleted when
     * `permanent`.
     */
    async remove(
      caller: WorkCaller,
      projectId: string,
      permanent: boolean,
      masterKeyOk: () => Promise<boolean>,
    ): Promise<WorkResult<'deleted' | 'archived'>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      const stories = await repo.storyCount(projectId);
      const { project } = found.access;
      const audit = (tx: StoryQueries, action: 'project_deleted' | 'project_archived') =>
        tx.audit({
          actorId: caller.id,
          action,
          targetType: 'project',
          targetId: projectId,
          details: { key: project.key, name: project.name, stories },
        });
      if (stories === 0) {
        await repo.transaction(async (tx) => {
          await tx.deleteProject(projectId);
          await audit(tx, 'project_deleted');
        });
        return ok('deleted');
      }
      if (!(await masterKeyOk())) return { kind: 'master_key' };
      if (permanent) {
        await repo.transaction(async (tx) => {
          await tx.deleteProject(projectId);
          await audit(tx, 'project_deleted');
        });
        return ok('deleted');
      }
      await repo.transaction(async (tx) => {
        await tx.updateProject(projectId, { status: 'archived', updatedAt: clock.now() });
        await audit(tx, 'project_archived');
      });
      return ok('archived');
    },

    async setMembers(
      caller: WorkCaller,
      projectId: string,
      memberIds: readonly string[],
    ): Promise<WorkResult<ProjectDetail>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      const problem = await checkPeople(repo, memberIds);
      if (problem) return invalid('member_ids', problem);
      const { leadId } = found.access.project;
      await repo.transaction(async (tx) => {
        await tx.setMembers(projectId, [...new Set([...memberIds, ...(leadId ? [leadId] : [])])]);
        await tx.updateProject(projectId, { updatedAt: clock.now() });
      });
      return ok(await detail(caller, projectId));
    },

    async createState(
      caller: WorkCaller,
      projectId: string,
      body: z.output<typeof createProjectStateRequestSchema>,
    ): Promise<WorkResult<ProjectStateList>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      return unlessTaken('name', PROJECT_MESSAGES.stateNameTaken, async () => {
        return await repo.transaction(async (tx) => {
          await tx.projectForUpdate(projectId);
          const states = await tx.states(projectId);
          if (states.length >= PROJECT_STATES_MAX) {
            return invalid('name', `A project has at most ${PROJECT_STATES_MAX} states`);
          }
          const at = insertionIndex(states, body.group);
          for (const [index, state] of states.entries()) {
            const position = index >= at ? index + 1 : index;
            if (position !== state.position) await tx.updateState(state.id, { position });
          }
          await tx.insertStates([
            {
              projectId,
              name: body.name,
              color: body.color,
              group: body.group,
              stage: body.stage ?? null,
              position: at,
            },
          ]);
          return ok(await stateListIn(tx, projectId));
        });
      });
    },

    async updateState(
      caller: WorkCaller,
      projectId: string,
      stateId: string,
      body: z.output<typeof updateProjectStateRequestSchema>,
    ): Promise<WorkResult<ProjectStateList>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      const states = await repo.states(projectId);
      const state = states.find((row) => row.id === stateId);
      if (!state) return NOT_FOUND;
      if (
        body.group &&
        state.group === 'completed' &&
        body.group !== 'completed' &&
        !states.some((row) => row.id !== stateId && row.group === 'completed')
      ) {
        return invalid('group', PROJECT_MESSAGES.lastStateOfGroup);
      }
      return unlessTaken('name', PROJECT_MESSAGES.stateNameTaken, async () => {
        await repo.transaction(async (tx) => {
          await tx.updateState(stateId, {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.color !== undefined ? { color: body.color } : {}),
            ...(body.group !== undefined ? { group: body.group } : {}),
            ...(body.stage !== undefined ? { stage: body.stage } : {}),
          });
          if (body.group && body.group !== state.group) {
            await tx.restate(stateId, { id: stateId, group: body.group });
          }
        });
        return ok(await stateList(projectId));
      });
    },

    async removeState(
      caller: WorkCaller,
      projectId: string,
      stateId: string,
      moveTo: string | undefined,
    ): Promise<WorkResult<ProjectStateList>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      const states = await repo.states(projectId);
      const state = states.find((row) => row.id === stateId);
      if (!state) return NOT_FOUND;
      if (
        state.group === 'completed' &&
        !states.some((row) => row.id !== stateId && row.group === 'completed')
      ) {
        return invalid('state', PROJECT_MESSAGES.lastStateOfGroup);
      }
      const target = moveTo ? states.find((row) => row.id === moveTo) : undefined;
      if (moveTo && (!target || target.id === stateId)) {
        return invalid('move_to', PROJECT_MESSAGES.unknownState);
      }
      if (!target && (await repo.storiesInState(stateId)) > 0) {
        return invalid('move_to', PROJECT_MESSAGES.stateInUse);
      }
      await repo.transaction(async (tx) => {
        if (target) await tx.restate(stateId, { id: target.id, group: target.group });
        await tx.deleteState(stateId);
        const left = states.filter((row) => row.id !== stateId);
        for (const [position, row] of left.entries()) {
          if (row.position !== position) await tx.updateState(row.id, { position });
        }
      });
      return ok(await stateList(projectId));
    },

    async reorderStates(
      caller: WorkCaller,
      projectId: string,
      stateIds: readonly string[],
    ): Promise<WorkResult<ProjectStateList>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      const states = await repo.states(projectId);
      const wanted = stateIds.map((id) => id.toLowerCase());
      const same =
        wanted.length === states.length &&
        new Set(wanted).size === wanted.length &&
        states.every((state) => wanted.includes(state.id));
      if (!same) return invalid('state_ids', 'Must name every state of the project once');
      await repo.transaction(async (tx) => {
        for (const [position, id] of wanted.entries()) await tx.updateState(id, { position });
      });
      return ok(await stateList(projectId));
    },

    async createLabel(
      caller: WorkCaller,
      projectId: string,
      body: z.output<typeof createProjectLabelRequestSchema>,
    ): Promise<WorkResult<ProjectLabel>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      if ((await repo.labels(projectId)).length >= PROJECT_LABELS_MAX) {
        return invalid('name', `A project has at most ${PROJECT_LABELS_MAX} labels`);
      }
      return unlessTaken('name', PROJECT_MESSAGES.labelNameTaken, async () => {
        return ok(labelOf(await repo.insertLabel({ projectId, ...body })));
      });
    },

    async updateLabel(
      caller: WorkCaller,
      projectId: string,
      labelId: string,
      body: z.output<typeof updateProjectLabelRequestSchema>,
    ): Promise<WorkResult<ProjectLabel>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      const [label] = await repo.labelsByIds([labelId]);
      if (!label || label.projectId !== projectId) return NOT_FOUND;
      return unlessTaken('name', PROJECT_MESSAGES.labelNameTaken, async () => {
        const row = await repo.updateLabel(labelId, body);
        return row ? ok(labelOf(row)) : NOT_FOUND;
      });
    },

    async removeLabel(
      caller: WorkCaller,
      projectId: string,
      labelId: string,
    ): Promise<WorkResult<true>> {
      const found = await managed(caller, projectId);
      if (found.error) return found.error;
      const [label] = await repo.labelsByIds([labelId]);
      if (!label || label.projectId !== projectId) return NOT_FOUND;
      await repo.transaction((tx) => tx.deleteLabel(labelId));
      return ok(true);
    },
  };
}

async function stateListIn(tx: StoryQueries, projectId: string): Promise<ProjectStateList> {
  return { items: (await tx.states(projectId)).map((state, index) => stateOf(state, index)) };
}

export type ProjectService = ReturnType<typeof createProjectService>;
