import type {
  Project,
  ProjectDetail,
  ProjectLabel,
  ProjectState,
  RichTextDocument,
  StoryComment,
  StoryDetail,
  StoryLink,
  StoryLinkDirection,
  StoryRef,
  StorySummary,
  TimeEntry,
  WorkPerson,
} from '@atrium/api/contracts';
import type {
  ProjectLabelRow,
  ProjectRow,
  ProjectStateRow,
  StoryCommentRow,
  StoryRow,
  StoryTimeEntryRow,
} from '../../db/schema/index.ts';
import { standingIn, type WorkCaller } from './story.access.ts';
import type { PersonRow, ProjectCounts, StoryQueries } from './story.queries.ts';

export const iso = (date: Date) => date.toISOString();

export function person(row: PersonRow): WorkPerson {
  return {
    id: row.id,
    username: row.username,
    full_name: row.fullName,
    is_active: row.isActive,
  };
}

/** People by id, in the order given, leaving out the ones that are gone. */
export function peopleOf(ids: readonly string[], people: Map<string, PersonRow>): WorkPerson[] {
  return ids.flatMap((id) => {
    const found = people.get(id);
    return found ? [person(found)] : [];
  });
}

export const displayName = (row: PersonRow | undefined) =>
  row ? row.fullName.trim() || row.username : '';

export function stateOf(row: ProjectStateRow, order: number): ProjectState {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    group: row.group,
    stage: row.stage ?? null,
    order,
  };
}

export const labelOf = (row: ProjectLabelRow): ProjectLabel => ({
  id: row.id,
  name: row.name,
  color: row.color,
});

export function projectOf(
  row: ProjectRow & ProjectCounts,
  caller: WorkCaller,
  member: boolean,
  people: Map<string, PersonRow>,
): Project {
  const standing = standingIn(caller, row, member);
  const lead = row.leadId ? people.get(row.leadId) : undefined;
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    brand_id: row.brandId,
    lead: lead ? person(lead) : null,
    status: row.status,
    start_date: row.startDate,
    target_date: row.targetDate,
    health: row.health,
    health_note: row.healthNote,
    estimate_unit: row.estimateUnit,
    content_pipeline: row.contentPipeline,
    member_count: row.memberCount,
    progress: { total: row.total, completed: row.completed },
    can_manage: standing.manage,
    is_member: standing.member,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Renders projects, loading their leads and the caller's memberships. */
export async function renderProjects(
  repo: StoryQueries,
  caller: WorkCaller,
  rows: (ProjectRow & ProjectCounts)[],
): Promise<Project[]> {
  const ids = rows.map((row) => row.id);
  const [memberOf, people] = await Promise.all([
    repo.memberOf(caller.id, ids),
    repo.people(rows.flatMap((row) => (row.leadId ? [row.leadId] : []))),
  ]);
  const byId = new Map(people.map((row) => [row.id, row]));
  return rows.map((row) => projectOf(row, caller, memberOf.has(row.id), byId));
}

export async function renderProjectDetail(
  repo: StoryQueries,
  caller: WorkCaller,
  projectId: string,
): Promise<ProjectDetail | undefined> {
  const [row] = await repo.projectsWithCounts([projectId]);
  if (!row) return undefined;
  const [memberIds, states, labels] = await Promise.all([
    repo.memberIds(projectId),
    repo.states(projectId),
    repo.labels(projectId),
  ]);
  const people = await repo.people([...memberIds, ...(row.leadId ? [row.leadId] : [])]);
  const byId = new Map(people.map((entry) => [entry.id, entry]));
  const members = peopleOf(memberIds, byId).sort((a, b) => a.full_name.localeCompare(b.full_name));
  return {
    ...projectOf(row, caller, memberIds.includes(caller.id), byId),
    members,
    states: states.map((state, index) => stateOf(state, index)),
    labels: labels.map(labelOf),
  };
}

/** The story's key from its project's key. */
export const storyKey = (projectKey: string, number: number) => `${projectKey}-${number}`;

/** What the summaries of these stories need, loaded in a few queries. */
export async function summaryContext(repo: StoryQueries, rows: readonly StoryRow[]) {
  const projectIds = [...new Set(rows.map((row) => row.projectId))];
  const [projectRows, states, labels, people, subStories] = await Promise.all([
    Promise.all(projectIds.map((id) => repo.project(id))),
    repo.statesByIds(rows.map((row) => row.stateId)),
    repo.labelsByIds(rows.flatMap((row) => row.labelIds)),
    repo.people(rows.flatMap((row) => row.assigneeIds)),
    repo.subStoryCounts(rows.map((row) => row.id)),
  ]);
  return {
    keys: new Map(projectRows.flatMap((row) => (row ? [[row.id, row.key] as const] : []))),
    states: new Map(states.map((row) => [row.id, row])),
    labels: new Map(labels.map((row) => [row.id, row])),
    people: new Map(people.map((row) => [row.id, row])),
    subStories,
  };
}
export type SummaryContext = Awaited<ReturnType<typeof summaryContext>>;

export function summaryOf(row: StoryRow, context: SummaryContext): StorySummary {
  const state = context.states.get(row.stateId);
  return {
    id: row.id,
    key: storyKey(context.keys.get(row.projectId) ?? '', row.number),
    number: row.number,
    project_id: row.projectId,
    title: row.title,
    state: state
      ? {
          id: state.id,
          name: state.name,
          color: state.color,
          group: state.group,
          stage: state.stage ?? null,
        }
      : { id: row.stateId, name: '', color: '#94a3b8', group: row.stateGroup, stage: null },
    priority: row.priority,
    assignees: peopleOf(row.assigneeIds, context.people),
    labels: row.labelIds.flatMap((id) => {
      const label = context.labels.get(id);
      return label ? [labelOf(label)] : [];
    }),
    start_date: row.startDate,
    due_date: row.dueDate,
    estimate: row.estimate,
    parent_id: row.parentId,
    sub_stories: context.subStories.get(row.id) ?? { total: 0, completed: 0 },
    position: row.position,
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export async function renderSummaries(
  repo: StoryQueries,
  rows: readonly StoryRow[],
): Promise<StorySummary[]> {
  const context = await summaryContext(repo, rows);
  return rows.map((row) => summaryOf(row, context));
}

const LINK_READS: Record<
  'blocks' | 'relates_to' | 'duplicates',
  { out: StoryLinkDirection; in: StoryLinkDirection }
> = {
  blocks: { out: 'blocks', in: 'blocked_by' },
  relates_to: { out: 'relates_to', in: 'relates_to' },
  duplicates: { out: 'duplicates', in: 'duplicated_by' },
};

export async function storyRefs(
  repo: StoryQueries,
  ids: readonly string[],
): Promise<Map<string, StoryRef & { projectId: string }>> {
  const rows = await repo.storiesByIds(ids);
  const projects = await Promise.all(
    [...new Set(rows.map((row) => row.projectId))].map((id) => repo.project(id)),
  );
  const keys = new Map(projects.flatMap((row) => (row ? [[row.id, row.key] as const] : [])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        key: storyKey(keys.get(row.projectId) ?? '', row.number),
        title: row.title,
        state_group: row.stateGroup,
        projectId: row.projectId,
      },
    ]),
  );
}

/** A story's links as they read from it, leaving out stories the caller may not see. */
export async function renderLinks(
  repo: StoryQueries,
  storyId: string,
  canSee: (projectId: string) => Promise<boolean>,
): Promise<StoryLink[]> {
  const links = await repo.links(storyId);
  const others = links.map((link) => (link.sourceId === storyId ? link.targetId : link.sourceId));
  const refs = await storyRefs(repo, others);
  const out: StoryLink[] = [];
  for (const link of links) {
    const outgoing = link.sourceId === storyId;
    const ref = refs.get(outgoing ? link.targetId : link.sourceId);
    if (!ref || !(await canSee(ref.projectId))) continue;
    const { projectId: _projectId, ...story } = ref;
    const reads = LINK_READS[link.type];
    out.push({ id: link.id, direction: outgoing ? reads.out : reads.in, story });
  }
  return out;
}

export async function renderComments(
  repo: StoryQueries,
  rows: readonly StoryCommentRow[],
  callerId: string,
): Promise<StoryComment[]> {
  const [people, reactions] = await Promise.all([
    repo.people(rows.flatMap((row) => (row.authorId ? [row.authorId] : []))),
    repo.reactions(rows.map((row) => row.id)),
  ]);
  const byId = new Map(people.map((row) => [row.id, row]));
  return rows.map((row) => {
    const mine = reactions.filter((reaction) => reaction.commentId === row.id);
    const grouped = new Map<string, { count: number; mine: boolean }>();
    for (const reaction of mine) {
      const entry = grouped.get(reaction.emoji) ?? { count: 0, mine: false };
      entry.count += 1;
      if (reaction.userId === callerId) entry.mine = true;
      grouped.set(reaction.emoji, entry);
    }
    const author = row.authorId ? byId.get(row.authorId) : undefined;
    return {
      id: row.id,
      story_id: row.storyId,
      author: author ? person(author) : null,
      external_name: row.externalName,
      body: row.deletedAt ? null : ((row.body as RichTextDocument | null) ?? null),
      created_at: iso(row.createdAt),
      edited_at: row.editedAt ? iso(row.editedAt) : null,
      deleted_at: row.deletedAt ? iso(row.deletedAt) : null,
      reactions: [...grouped].map(([emoji, entry]) => ({ emoji, ...entry })),
      mine: row.authorId === callerId,
    };
  });
}

export function timeEntryOf(
  row: StoryTimeEntryRow,
  people: Map<string, PersonRow>,
  now: Date,
): TimeEntry {
  const running = row.startedAt !== null && row.endedAt === null;
  const user = people.get(row.userId);
  return {
    id: row.id,
    story_id: row.storyId,
    user: user ? person(user) : null,
    date: row.date,
    minutes: running
      ? Math.max(0, Math.floor((now.getTime() - (row.startedAt?.getTime() ?? 0)) / 60_000))
      : row.minutes,
    note: row.note,
    started_at: row.startedAt ? iso(row.startedAt) : null,
    ended_at: row.endedAt ? iso(row.endedAt) : null,
    running,
    created_at: iso(row.createdAt),
  };
}

export type { StoryDetail };
