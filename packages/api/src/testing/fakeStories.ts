import { ApiError } from '../client/ApiError.ts';
import type { ProjectsResource } from '../client/resources/projects.ts';
import type { StoriesResource } from '../client/resources/stories.ts';
import { DEFAULT_PAGE_SIZE, ERROR_DETAILS, PAGE_SIZE_ALL } from '../contracts/common.ts';
import {
  CONTENT_PIPELINE_STATES,
  DEFAULT_STATES,
  PROJECT_MESSAGES,
  STATE_GROUPS,
  createProjectRequestSchema,
  updateProjectRequestSchema,
  type ContentStage,
  type Project,
  type ProjectDetail,
  type ProjectLabel,
  type ProjectSortKey,
  type ProjectState,
  type StateGroup,
  type WorkPerson,
} from '../contracts/project.ts';
import {
  BOARD_COLUMN_LIMIT,
  STORY_MESSAGES,
  STORY_PRIORITIES,
  createStoryRequestSchema,
  richTextFromPlain,
  updateStoryRequestSchema,
  type RichTextDocument,
  type SavedView,
  type StoryActivityField,
  type StoryComment,
  type StoryDetail,
  type StoryLink,
  type StoryLinkType,
  type StoryPriority,
  type StorySummary,
  type TimeEntry,
  type TimelineEntry,
} from '../contracts/story.ts';
import type { CreateDriveLinkRequest, DriveLink } from '../contracts/driveLinks.ts';
import type { FakeDriveStore, FakeDriveUser } from './fakeDrive.ts';
import { createFakeStoryAttachments } from './fakeStoryAttachments.ts';
import type { StoryAttachmentsCalls } from '../client/resources/storyAttachments.ts';

type Respond = <T>(name: string, produce: () => T) => Promise<T>;

export interface FakeStoriesUser {
  id: string;
  username: string;
  full_name: string;
  role: string;
  permissions: string[];
}

/** A project the fake starts with (stories): made by the signed-in user, who leads it. */
export interface FakeProjectSeed {
  key: string;
  name: string;
  /** Usernames of members besides the lead. */
  members?: string[];
  content_pipeline?: boolean;
  stories?: {
    title: string;
    group?: StateGroup;
    priority?: StoryPriority;
    /** Usernames. */
    assignees?: string[];
    due_date?: string;
    description?: string;
  }[];
}

interface StoredProject {
  id: string;
  key: string;
  name: string;
  description: string;
  brand_id: string | null;
  lead_id: string | null;
  status: Project['status'];
  start_date: string | null;
  target_date: string | null;
  health: Project['health'];
  health_note: string;
  estimate_unit: Project['estimate_unit'];
  content_pipeline: boolean;
  counter: number;
  members: Set<string>;
  states: (Omit<ProjectState, 'order'> & { stage: ContentStage | null })[];
  labels: ProjectLabel[];
  created_at: string;
  updated_at: string;
}

interface StoredStory {
  id: string;
  project_id: string;
  number: number;
  title: string;
  description: RichTextDocument | null;
  state_id: string;
  priority: StoryPriority;
  assignee_ids: string[];
  partner_ids: string[];
  reviewer_ids: string[];
  start_date: string | null;
  due_date: string | null;
  label_ids: string[];
  estimate: number | null;
  parent_id: string | null;
  position: number;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

function fail(status: number, url: string, text: string, body?: unknown): ApiError {
  return new ApiError({
    kind: 'detail',
    status,
    url,
    detail: text,
    ...(body === undefined ? {} : { body }),
  });
}

function invalid(url: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return new ApiError({ kind: 'validation', status: 400, url, fieldErrors });
}
const fieldError = (url: string, field: string, message: string) =>
  invalid(url, [{ path: [field], message }]);

/**
 * Projects and stories in memory with the server's main rules: members see their projects
 * (administrators all), the lead manages, numbers `KEY-n`, versions (409 with the fresh story in
 * `ApiError.body`), references checked against the project, parent cycles refused, an activity
 * entry per changed field, comments, reactions, review, time and saved views.
 */
export function createFakeStories(
  respond: Respond,
  signedIn: (url: string) => FakeStoriesUser,
  everyone: () => FakeStoriesUser[],
  fakeId: () => string,
  seeds: readonly FakeProjectSeed[] = [],
  /** Whether the person holds a verified master password (the teams fake's); absent: nobody. */
  holdsMasterKey: (userId: string) => boolean = () => false,
  /** The drive fake's files and share links: attachments and materials (ADR 0025). */
  drive?: {
    store: FakeDriveStore;
    user: (url: string) => FakeDriveUser;
    createMaterial: (body: CreateDriveLinkRequest) => Promise<DriveLink>;
  },
): { projects: ProjectsResource; stories: StoriesResource } {
  const projects = new Map<string, StoredProject>();
  const stories = new Map<string, StoredStory>();
  const activity: (TimelineEntry & { kind: 'activity' })[] = [];
  const comments = new Map<
    string,
    StoryComment & { author_id: string; reactors: [string, string][] }
  >();
  const timeEntries: (Omit<TimeEntry, 'user' | 'minutes'> & {
    user_id: string;
    minutes: number;
  })[] = [];
  const views: (SavedView & { owner_id: string })[] = [];
  const links: { id: string; source: string; target: string; type: StoryLinkType }[] = [];
  const READS = {
    blocks: ['blocks', 'blocked_by'],
    relates_to: ['relates_to', 'relates_to'],
    duplicates: ['duplicates', 'duplicated_by'],
  } as const;
  function linksOf(storyId: string): StoryLink[] {
    return links.flatMap((link) => {
      const outgoing = link.source === storyId;
      if (!outgoing && link.target !== storyId) return [];
      const other = stories.get(outgoing ? link.target : link.source);
      if (!other) return [];
      return [{ id: link.id, direction: READS[link.type][outgoing ? 0 : 1], story: refOf(other) }];
    });
  }
  const now = () => new Date().toISOString();

  const isAdmin = (user: FakeStoriesUser) => user.role === 'super_admin' || user.role === 'admin';
  function caller(url: string): FakeStoriesUser {
    const user = signedIn(url);
    if (user.role !== 'super_admin' && !user.permissions.includes('Task Management')) {
      throw fail(403, url, ERROR_DETAILS.forbidden);
    }
    return user;
  }
  const personOf = (id: string | null): WorkPerson | null => {
    const user = everyone().find((entry) => entry.id === id);
    return user
      ? { id: user.id, username: user.username, full_name: user.full_name, is_active: true }
      : null;
  };
  const people = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const found = personOf(id);
      return found ? [found] : [];
    });
  const sees = (user: FakeStoriesUser, project: StoredProject) =>
    isAdmin(user) || project.members.has(user.id);
  const manages = (user: FakeStoriesUser, project: StoredProject) =>
    isAdmin(user) || project.lead_id === user.id;
  function visibleProject(url: string, user: FakeStoriesUser, id: string): StoredProject {
    const project = projects.get(id);
    if (!project || !sees(user, project)) throw fail(404, url, ERROR_DETAILS.notFound);
    return project;
  }
  function managedProject(url: string, user: FakeStoriesUser, id: string): StoredProject {
    const project = visibleProject(url, user, id);
    if (!manages(user, project)) throw fail(403, url, PROJECT_MESSAGES.leadOnly);
    return project;
  }
  function visibleStory(url: string, user: FakeStoriesUser, id: string) {
    const story = stories.get(id);
    const project = story ? projects.get(story.project_id) : undefined;
    if (!story || !project || !sees(user, project)) throw fail(404, url, ERROR_DETAILS.notFound);
    return { story, project };
  }

  function projectOf(project: StoredProject, user: FakeStoriesUser): Project {
    const own = [...stories.values()].filter((story) => story.project_id === project.id);
    const group = (story: StoredStory) =>
      project.states.find((state) => state.id === story.state_id)?.group;
    return {
      id: project.id,
      key: project.key,
      name: project.name,
      description: project.description,
      brand_id: project.brand_id,
      lead: personOf(project.lead_id),
      status: project.status,
      start_date: project.start_date,
      target_date: project.target_date,
      health: project.health,
      health_note: project.health_note,
      estimate_unit: project.estimate_unit,
      content_pipeline: project.content_pipeline,
      member_count: project.members.size,
      progress: {
        total: own.filter((story) => group(story) !== 'cancelled').length,
        completed: own.filter((story) => group(story) === 'completed').length,
      },
      can_manage: manages(user, project),
      is_member: project.members.has(user.id),
      created_at: project.created_at,
      updated_at: project.updated_at,
    };
  }
  const statesOf = (project: StoredProject): ProjectState[] =>
    project.states.map((state, order) => ({ ...state, order }));
  const detailOfProject = (project: StoredProject, user: FakeStoriesUser): ProjectDetail => ({
    ...projectOf(project, user),
    members: people([...project.members]),
    states: statesOf(project),
    labels: [...project.labels],
  });

  function summaryOf(story: StoredStory): StorySummary {
    const project = projects.get(story.project_id);
    const state = project?.states.find((row) => row.id === story.state_id);
    const children = [...stories.values()].filter((row) => row.parent_id === story.id);
    const groupOf = (row: StoredStory) =>
      project?.states.find((entry) => entry.id === row.state_id)?.group;
    return {
      id: story.id,
      key: `${project?.key ?? ''}-${story.number}`,
      number: story.number,
      project_id: story.project_id,
      title: story.title,
      state: state
        ? {
            id: state.id,
            name: state.name,
            color: state.color,
            group: state.group,
            stage: state.stage,
          }
        : { id: story.state_id, name: '', color: '#94a3b8', group: 'backlog', stage: null },
      priority: story.priority,
      assignees: people(story.assignee_ids),
      labels: (project?.labels ?? []).filter((label) => story.label_ids.includes(label.id)),
      start_date: story.start_date,
      due_date: story.due_date,
      estimate: story.estimate,
      parent_id: story.parent_id,
      sub_stories: {
        total: children.filter((row) => groupOf(row) !== 'cancelled').length,
        completed: children.filter((row) => groupOf(row) === 'completed').length,
      },
      position: story.position,
      version: story.version,
      created_at: story.created_at,
      updated_at: story.updated_at,
    };
  }
  const refOf = (story: StoredStory) => {
    const summary = summaryOf(story);
    return { id: story.id, key: summary.key, title: story.title, state_group: summary.state.group };
  };

  function detailOfStory(story: StoredStory, user: FakeStoriesUser): StoryDetail {
    const project = projects.get(story.project_id) as StoredProject;
    const summary = summaryOf(story);
    const parent = story.parent_id ? stories.get(story.parent_id) : undefined;
    const logged = timeEntries
      .filter((entry) => entry.story_id === story.id)
      .reduce((sum, entry) => sum + entry.minutes, 0);
    return {
      ...summary,
      description: story.description,
      partners: people(story.partner_ids),
      reviewers: people(story.reviewer_ids),
      parent: parent ? refOf(parent) : null,
      links: linksOf(story.id),
      project: {
        id: project.id,
        key: project.key,
        name: project.name,
        estimate_unit: project.estimate_unit,
        content_pipeline: project.content_pipeline,
      },
      created_by: personOf(story.created_by),
      logged_minutes: logged,
      can_edit: sees(user, project),
      can_review:
        summary.state.group === 'review' &&
        (manages(user, project) || story.reviewer_ids.includes(user.id)),
    };
  }

  function log(
    story: StoredStory,
    actorId: string,
    field: StoryActivityField,
    from: unknown,
    to: unknown,
  ) {
    const at = now();
    activity.push({
      kind: 'activity',
      at,
      activity: { id: fakeId(), story_id: story.id, actor: personOf(actorId), field, from, to, at },
    });
  }

  function newProject(
    user: FakeStoriesUser,
    values: {
      key: string;
      name: string;
      members?: string[];
      content_pipeline?: boolean;
    },
  ): StoredProject {
    const states = values.content_pipeline ? CONTENT_PIPELINE_STATES : DEFAULT_STATES;
    const project: StoredProject = {
      id: fakeId(),
      key: values.key,
      name: values.name,
      description: '',
      brand_id: null,
      lead_id: user.id,
      status: 'active',
      start_date: null,
      target_date: null,
      health: 'on_track',
      health_note: '',
      estimate_unit: 'points',
      content_pipeline: values.content_pipeline ?? false,
      counter: 0,
      members: new Set([user.id, ...(values.members ?? [])]),
      states: states.map((state) => ({ id: fakeId(), ...state })),
      labels: [],
      created_at: now(),
      updated_at: now(),
    };
    projects.set(project.id, project);
    return project;
  }

  function newStory(
    user: FakeStoriesUser,
    project: StoredProject,
    values: Partial<StoredStory> & { title: string },
  ): StoredStory {
    project.counter += 1;
    const stateId =
      values.state_id ??
      project.states.find((state) => state.group === 'backlog')?.id ??
      project.states[0]?.id ??
      '';
    const story: StoredStory = {
      id: fakeId(),
      project_id: project.id,
      number: project.counter,
      description: null,
      priority: 'none',
      assignee_ids: [],
      partner_ids: [],
      reviewer_ids: [],
      start_date: null,
      due_date: null,
      label_ids: [],
      estimate: null,
      parent_id: null,
      position: [...stories.values()].filter((row) => row.state_id === stateId).length + 1,
      version: 1,
      created_by: user.id,
      created_at: now(),
      updated_at: now(),
      ...values,
      state_id: stateId,
    };
    stories.set(story.id, story);
    log(story, user.id, 'created', null, {
      key: `${project.key}-${story.number}`,
      title: story.title,
    });
    return story;
  }

  /** Field errors for a story's references in its project (the server's checks). */
  function checkRefs(
    url: string,
    project: StoredProject,
    values: Partial<StoredStory>,
    storyId?: string,
  ) {
    const issues: { path: string[]; message: string }[] = [];
    if (values.state_id && !project.states.some((state) => state.id === values.state_id)) {
      issues.push({ path: ['state_id'], message: STORY_MESSAGES.otherProject });
    }
    if (values.label_ids?.some((id) => !project.labels.some((label) => label.id === id))) {
      issues.push({ path: ['label_ids'], message: STORY_MESSAGES.otherProject });
    }
    for (const [field, ids] of [
      ['assignee_ids', values.assignee_ids],
      ['partner_ids', values.partner_ids],
      ['reviewer_ids', values.reviewer_ids],
    ] as const) {
      if (ids?.some((id) => !project.members.has(id))) {
        issues.push({ path: [field], message: PROJECT_MESSAGES.notMember });
      }
    }
    if (values.parent_id) {
      const parent = stories.get(values.parent_id);
      if (!parent || parent.project_id !== project.id) {
        issues.push({ path: ['parent_id'], message: STORY_MESSAGES.otherProject });
      } else if (storyId) {
        for (
          let at: StoredStory | undefined = parent;
          at;
          at = at.parent_id ? stories.get(at.parent_id) : undefined
        ) {
          if (at.id === storyId) {
            issues.push({ path: ['parent_id'], message: STORY_MESSAGES.parentCycle });
            break;
          }
        }
      }
    }
    if (issues.length > 0) throw invalid(url, issues);
  }

  for (const seed of seeds) {
    const users = everyone();
    const lead = users[0];
    if (!lead) break;
    const byName = (name: string) => users.find((user) => user.username === name)?.id;
    const project = newProject(lead, {
      key: seed.key,
      name: seed.name,
      members: (seed.members ?? []).flatMap((name) => byName(name) ?? []),
      ...(seed.content_pipeline ? { content_pipeline: true } : {}),
    });
    for (const entry of seed.stories ?? []) {
      newStory(lead, project, {
        title: entry.title,
        ...(entry.group
          ? { state_id: project.states.find((state) => state.group === entry.group)?.id ?? '' }
          : {}),
        priority: entry.priority ?? 'none',
        assignee_ids: (entry.assignees ?? []).flatMap((name) => byName(name) ?? []),
        due_date: entry.due_date ?? null,
        description: entry.description ? richTextFromPlain(entry.description) : null,
      });
    }
  }

  const page = <T>(items: T[], pageNumber = 1, size = DEFAULT_PAGE_SIZE) => {
    const all = size === PAGE_SIZE_ALL;
    const start = all ? 0 : (pageNumber - 1) * size;
    return {
      items: all ? items : items.slice(start, start + size),
      total: items.length,
      page: pageNumber,
      size,
    };
  };

  /**
   * The server's order (story.queries.ts): the sort field with empty values last in either
   * direction, then the id the same way, so pages never overlap.
   */
  function projectOrder(sort: ProjectSortKey, order: 'asc' | 'desc') {
    const valueOf = (project: StoredProject): string | null =>
      sort === 'name' ? project.name.toLowerCase() : project[sort];
    const sign = order === 'desc' ? -1 : 1;
    return (a: StoredProject, b: StoredProject) => {
      const [left, right] = [valueOf(a), valueOf(b)];
      if (left !== right) {
        if (left === null) return 1;
        if (right === null) return -1;
        return sign * (left < right ? -1 : 1);
      }
      return sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    };
  }

  const projectsResource: ProjectsResource = {
    list: (query = {}) =>
      respond('projects.list', () => {
        const user = caller('/api/projects');
        const q = query.q?.toLowerCase();
        const items = [...projects.values()]
          .filter((project) => sees(user, project))
          .filter((project) =>
            query.status?.length
              ? query.status.includes(project.status)
              : project.status !== 'archived',
          )
          .filter((project) => !q || `${project.name} ${project.key}`.toLowerCase().includes(q))
          .filter((project) => !query.health?.length || query.health.includes(project.health))
          .filter((project) => !query.lead_id || project.lead_id === query.lead_id)
          .filter((project) => !query.mine || project.members.has(user.id))
          .sort(projectOrder(query.sort ?? 'name', query.order ?? 'asc'))
          .map((project) => projectOf(project, user));
        return page(items, query.page, query.size);
      }),
    create: (body) =>
      respond('projects.create', () => {
        const url = '/api/projects';
        const user = caller(url);
        const parsed = createProjectRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const values = parsed.data;
        if ([...projects.values()].some((project) => project.key === values.key)) {
          throw fieldError(url, 'key', PROJECT_MESSAGES.keyTaken);
        }
        const project = newProject(user, {
          key: values.key,
          name: values.name,
          members: values.member_ids ?? [],
          ...(values.content_pipeline ? { content_pipeline: true } : {}),
        });
        Object.assign(project, {
          description: values.description ?? '',
          status: values.status ?? 'planned',
          start_date: values.start_date ?? null,
          target_date: values.target_date ?? null,
          health: values.health ?? 'on_track',
          health_note: values.health_note ?? '',
          estimate_unit: values.estimate_unit ?? 'points',
          brand_id: values.brand_id ?? null,
        });
        if (values.lead_id !== undefined) project.lead_id = values.lead_id;
        if (project.lead_id) project.members.add(project.lead_id);
        return detailOfProject(project, user);
      }),
    get: (id) =>
      respond('projects.get', () => {
        const url = `/api/projects/${id}`;
        const user = caller(url);
        return detailOfProject(visibleProject(url, user, id), user);
      }),
    update: (id, body) =>
      respond('projects.update', () => {
        const url = `/api/projects/${id}`;
        const user = caller(url);
        const project = managedProject(url, user, id);
        const parsed = updateProjectRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const { member_ids: members, ...fields } = parsed.data;
        Object.assign(project, fields, { updated_at: now() });
        if (members) project.members = new Set(members);
        if (project.lead_id) project.members.add(project.lead_id);
        return detailOfProject(project, user);
      }),
    remove: (id, options = {}) =>
      respond('projects.remove', () => {
        const url = `/api/projects/${id}`;
        const user = caller(url);
        const project = managedProject(url, user, id);
        const own = [...stories.values()].filter((story) => story.project_id === id);
        if (own.length === 0) {
          projects.delete(id);
          return { ok: true as const, outcome: 'deleted' as const };
        }
        if (!holdsMasterKey(user.id)) {
          throw fail(403, url, ERROR_DETAILS.masterPasswordRequired);
        }
        if (options.permanent) {
          for (const story of own) stories.delete(story.id);
          projects.delete(id);
          return { ok: true as const, outcome: 'deleted' as const };
        }
        project.status = 'archived';
        project.updated_at = now();
        return { ok: true as const, outcome: 'archived' as const };
      }),
    setMembers: (id, memberIds) =>
      respond('projects.setMembers', () => {
        const url = `/api/projects/${id}/members`;
        const user = caller(url);
        const project = managedProject(url, user, id);
        project.members = new Set([...memberIds, ...(project.lead_id ? [project.lead_id] : [])]);
        return detailOfProject(project, user);
      }),
    createState: (id, body) =>
      respond('projects.createState', () => {
        const url = `/api/projects/${id}/states`;
        const project = managedProject(url, caller(url), id);
        const rank = STATE_GROUPS.indexOf(body.group);
        let at = 0;
        project.states.forEach((state, index) => {
          if (STATE_GROUPS.indexOf(state.group) <= rank) at = index + 1;
        });
        project.states.splice(at, 0, {
          id: fakeId(),
          name: body.name,
          color: body.color,
          group: body.group,
          stage: body.stage ?? null,
        });
        return { items: statesOf(project) };
      }),
    updateState: (id, stateId, body) =>
      respond('projects.updateState', () => {
        const url = `/api/projects/${id}/states/${stateId}`;
        const project = managedProject(url, caller(url), id);
        const state = project.states.find((row) => row.id === stateId);
        if (!state) throw fail(404, url, ERROR_DETAILS.notFound);
        Object.assign(state, body);
        return { items: statesOf(project) };
      }),
    removeState: (id, stateId, moveTo) =>
      respond('projects.removeState', () => {
        const url = `/api/projects/${id}/states/${stateId}`;
        const project = managedProject(url, caller(url), id);
        const inIt = [...stories.values()].filter((story) => story.state_id === stateId);
        if (inIt.length > 0 && !moveTo)
          throw fieldError(url, 'move_to', PROJECT_MESSAGES.stateInUse);
        for (const story of inIt) story.state_id = moveTo ?? story.state_id;
        project.states = project.states.filter((row) => row.id !== stateId);
        return { items: statesOf(project) };
      }),
    reorderStates: (id, stateIds) =>
      respond('projects.reorderStates', () => {
        const url = `/api/projects/${id}/states/order`;
        const project = managedProject(url, caller(url), id);
        project.states = stateIds.flatMap((stateId) =>
          project.states.filter((row) => row.id === stateId),
        );
        return { items: statesOf(project) };
      }),
    createLabel: (id, body) =>
      respond('projects.createLabel', () => {
        const url = `/api/projects/${id}/labels`;
        const project = managedProject(url, caller(url), id);
        if (project.labels.some((label) => label.name.toLowerCase() === body.name.toLowerCase())) {
          throw fieldError(url, 'name', PROJECT_MESSAGES.labelNameTaken);
        }
        const label = { id: fakeId(), name: body.name, color: body.color };
        project.labels.push(label);
        return label;
      }),
    updateLabel: (id, labelId, body) =>
      respond('projects.updateLabel', () => {
        const url = `/api/projects/${id}/labels/${labelId}`;
        const project = managedProject(url, caller(url), id);
        const label = project.labels.find((row) => row.id === labelId);
        if (!label) throw fail(404, url, ERROR_DETAILS.notFound);
        Object.assign(label, body);
        return label;
      }),
    removeLabel: (id, labelId) =>
      respond('projects.removeLabel', () => {
        const url = `/api/projects/${id}/labels/${labelId}`;
        const project = managedProject(url, caller(url), id);
        project.labels = project.labels.filter((row) => row.id !== labelId);
        for (const story of stories.values()) {
          story.label_ids = story.label_ids.filter((labelOfStory) => labelOfStory !== labelId);
        }
        return { ok: true as const };
      }),
  };

  const PRIORITY_ORDER = (priority: StoryPriority) => STORY_PRIORITIES.indexOf(priority);

  function filtered(user: FakeStoriesUser, query: Parameters<StoriesResource['list']>[0] = {}) {
    const me = (id: string) => (id === 'me' ? user.id : id);
    const q = query.q?.toLowerCase();
    const today = new Date().toISOString().slice(0, 10);
    return [...stories.values()]
      .filter((story) => {
        const project = projects.get(story.project_id);
        return project !== undefined && sees(user, project);
      })
      .map(summaryOf)
      .filter((story) => !query.project_id?.length || query.project_id.includes(story.project_id))
      .filter(
        (story) => !query.state_group?.length || query.state_group.includes(story.state.group),
      )
      .filter((story) => !query.state_id?.length || query.state_id.includes(story.state.id))
      .filter(
        (story) =>
          !query.assignee?.length ||
          query.assignee.some((id) =>
            id === 'none'
              ? story.assignees.length === 0
              : story.assignees.some((person) => person.id === me(id)),
          ),
      )
      .filter(
        (story) =>
          !query.label_id?.length ||
          story.labels.some((label) => query.label_id?.includes(label.id)),
      )
      .filter((story) => !query.priority?.length || query.priority.includes(story.priority))
      .filter((story) => {
        if (query.due === 'overdue') {
          return (
            story.due_date !== null &&
            story.due_date < today &&
            !['completed', 'cancelled'].includes(story.state.group)
          );
        }
        if (query.due === 'today') return story.due_date === today;
        if (query.due === 'week') {
          // As the server: from today, for seven days.
          const end = new Date(`${today}T00:00:00Z`);
          end.setUTCDate(end.getUTCDate() + 7);
          const weekEnd = end.toISOString().slice(0, 10);
          return story.due_date !== null && story.due_date >= today && story.due_date < weekEnd;
        }
        if (query.due === 'none') return story.due_date === null;
        return true;
      })
      .filter(
        (story) => !query.due_from || (story.due_date !== null && story.due_date >= query.due_from),
      )
      .filter(
        (story) => !query.due_to || (story.due_date !== null && story.due_date <= query.due_to),
      )
      .filter((story) =>
        query.parent_id === 'none'
          ? story.parent_id === null
          : !query.parent_id || story.parent_id === query.parent_id,
      )
      .filter(
        (story) => !q || story.title.toLowerCase().includes(q) || story.key.toLowerCase() === q,
      );
  }

  const attachmentCalls = createFakeStoryAttachments(
    respond,
    {
      visible(url, storyId) {
        const user = caller(url);
        const { story, project } = visibleStory(url, user, storyId);
        const state = project.states.find((row) => row.id === story.state_id);
        return {
          callerId: user.id,
          work: sees(user, project),
          projectKey: project.key,
          key: `${project.key}-${story.number}`,
          title: story.title,
          reviewable:
            state?.group === 'review' || state?.stage === 'review' || state?.stage === 'delivered',
          level: (itemId) => (drive ? drive.store.levelOf(itemId, drive.user(url)) : null),
        };
      },
      personOf,
    },
    drive?.store ?? {
      item: () => undefined,
      children: () => [],
      files: () => [],
      find: () => undefined,
      levelOf: () => null,
      seed: () => undefined,
    },
    fakeId,
    (body) => (drive ? drive.createMaterial(body) : Promise.reject(new Error('no drive fake'))),
  );

  const storiesResource: Omit<StoriesResource, keyof StoryAttachmentsCalls> = {
    list: (query = {}) =>
      respond('stories.list', () => {
        const user = caller('/api/story');
        const items = filtered(user, query);
        const sort = query.sort ?? 'updated_at';
        const compare: Record<string, (a: StorySummary, b: StorySummary) => number> = {
          updated_at: (a, b) => a.updated_at.localeCompare(b.updated_at),
          created_at: (a, b) => a.created_at.localeCompare(b.created_at),
          number: (a, b) => a.number - b.number,
          title: (a, b) => a.title.localeCompare(b.title),
          priority: (a, b) => PRIORITY_ORDER(a.priority) - PRIORITY_ORDER(b.priority),
          due_date: (a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'),
          state: (a, b) =>
            STATE_GROUPS.indexOf(a.state.group) - STATE_GROUPS.indexOf(b.state.group),
        };
        items.sort(compare[sort]);
        if ((query.order ?? 'desc') === 'desc') items.reverse();
        return page(items, query.page, query.size);
      }),
    board: (projectId, filters = {}) =>
      respond('stories.board', () => {
        const url = `/api/story/board?project_id=${projectId}`;
        const user = caller(url);
        const project = visibleProject(url, user, projectId);
        const items = filtered(user, { ...filters, project_id: [projectId] });
        return {
          project_id: projectId,
          columns: statesOf(project).map((state) => {
            const inColumn = items
              .filter((story) => story.state.id === state.id)
              .sort((a, b) => a.position - b.position);
            // As the server: the count of all, the first BOARD_COLUMN_LIMIT of them.
            return {
              state,
              count: inColumn.length,
              stories: inColumn.slice(0, BOARD_COLUMN_LIMIT),
            };
          }),
        };
      }),
    create: (body) =>
      respond('stories.create', () => {
        const url = '/api/story';
        const user = caller(url);
        const parsed = createStoryRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const values = parsed.data;
        const project = projects.get(values.project_id);
        if (!project || !sees(user, project))
          throw fieldError(url, 'project_id', 'No such project');
        if (project.status === 'archived')
          throw fieldError(url, 'project_id', PROJECT_MESSAGES.archived);
        const { project_id: _project, ...rest } = values;
        checkRefs(url, project, rest);
        const story = newStory(user, project, {
          ...rest,
          title: values.title,
        } as Partial<StoredStory> & {
          title: string;
        });
        return detailOfStory(story, user);
      }),
    get: (id) =>
      respond('stories.get', () => {
        const url = `/api/story/${id}`;
        const user = caller(url);
        return detailOfStory(visibleStory(url, user, id).story, user);
      }),
    getByKey: (key) =>
      respond('stories.getByKey', () => {
        const url = `/api/task/story/key/${key}`;
        const user = caller(url);
        const found = [...stories.values()].find((story) => summaryOf(story).key === key);
        if (!found) throw fail(404, url, ERROR_DETAILS.notFound);
        return detailOfStory(visibleStory(url, user, found.id).story, user);
      }),
    update: (id, body) =>
      respond('stories.update', () => {
        const url = `/api/story/${id}`;
        const user = caller(url);
        const { story, project } = visibleStory(url, user, id);
        const parsed = updateStoryRequestSchema.safeParse(body);
        if (!parsed.success) throw invalid(url, parsed.error.issues);
        const { version, ...values } = parsed.data;
        if (version !== story.version) {
          throw fail(409, url, STORY_MESSAGES.changedMeanwhile, {
            detail: STORY_MESSAGES.changedMeanwhile,
            story: detailOfStory(story, user),
          });
        }
        checkRefs(url, project, values as Partial<StoredStory>, id);
        const fields: [StoryActivityField, keyof StoredStory][] = [
          ['title', 'title'],
          ['description', 'description'],
          ['state', 'state_id'],
          ['priority', 'priority'],
          ['assignees', 'assignee_ids'],
          ['partners', 'partner_ids'],
          ['reviewers', 'reviewer_ids'],
          ['start_date', 'start_date'],
          ['due_date', 'due_date'],
          ['labels', 'label_ids'],
          ['estimate', 'estimate'],
          ['parent', 'parent_id'],
        ];
        for (const [field, key] of fields) {
          if (!(key in values)) continue;
          const next = (values as Record<string, unknown>)[key];
          if (JSON.stringify(next) !== JSON.stringify(story[key]))
            log(story, user.id, field, story[key], next);
        }
        Object.assign(story, values, { version: story.version + 1, updated_at: now() });
        return detailOfStory(story, user);
      }),
    remove: (id) =>
      respond('stories.remove', () => {
        const url = `/api/story/${id}`;
        visibleStory(url, caller(url), id);
        stories.delete(id);
        return { ok: true as const };
      }),
    timeline: (id, query = {}) =>
      respond('stories.timeline', () => {
        const url = `/api/story/${id}/timeline`;
        const user = caller(url);
        visibleStory(url, user, id);
        const entries: TimelineEntry[] = [
          ...activity.filter((entry) => entry.activity.story_id === id),
          ...[...comments.values()]
            .filter((comment) => comment.story_id === id)
            .map((comment) => ({
              kind: 'comment' as const,
              at: comment.created_at,
              comment: commentOf(comment, user),
            })),
        ].sort((a, b) => a.at.localeCompare(b.at));
        if (query.order === 'desc') entries.reverse();
        return page(entries, query.page, query.size ?? 50);
      }),
    addLink: (id, type, storyId) =>
      respond('stories.addLink', () => {
        const url = `/api/story/${id}/links`;
        const user = caller(url);
        const { story } = visibleStory(url, user, id);
        if (storyId === id) throw fieldError(url, 'story_id', STORY_MESSAGES.linkToSelf);
        const other = stories.get(storyId);
        const otherProject = other ? projects.get(other.project_id) : undefined;
        if (!other || !otherProject || !sees(user, otherProject)) {
          throw fieldError(url, 'story_id', 'No such story');
        }
        if (
          links.some((link) => link.source === id && link.target === storyId && link.type === type)
        ) {
          throw fieldError(url, 'story_id', STORY_MESSAGES.linkExists);
        }
        links.push({ id: fakeId(), source: id, target: storyId, type });
        log(story, user.id, 'link_added', null, { type, id: storyId, key: refOf(other).key });
        return { items: linksOf(id) };
      }),
    removeLink: (id, linkId) =>
      respond('stories.removeLink', () => {
        const url = `/api/story/${id}/links/${linkId}`;
        const user = caller(url);
        visibleStory(url, user, id);
        const index = links.findIndex(
          (link) => link.id === linkId && (link.source === id || link.target === id),
        );
        if (index < 0) throw fail(404, url, ERROR_DETAILS.notFound);
        links.splice(index, 1);
        return { items: linksOf(id) };
      }),
    addComment: (id, body) =>
      respond('stories.addComment', () => {
        const url = `/api/story/${id}/comments`;
        const user = caller(url);
        visibleStory(url, user, id);
        return commentOf(insertComment(user, id, body), user);
      }),
    updateComment: (commentId, body) =>
      respond('stories.updateComment', () => {
        const url = `/api/task/story/comment/${commentId}`;
        const user = caller(url);
        const comment = ownComment(url, user, commentId);
        comment.body = body;
        comment.edited_at = now();
        return commentOf(comment, user);
      }),
    removeComment: (commentId) =>
      respond('stories.removeComment', () => {
        const url = `/api/task/story/comment/${commentId}`;
        const comment = ownComment(url, caller(url), commentId);
        comment.body = null;
        comment.deleted_at = now();
        return { ok: true as const };
      }),
    react: (commentId, emoji) =>
      respond('stories.react', () => {
        const url = `/api/task/story/comment/${commentId}/reactions`;
        const user = caller(url);
        const comment = anyComment(url, user, commentId);
        if (!comment.reactors.some(([who, what]) => who === user.id && what === emoji)) {
          comment.reactors.push([user.id, emoji]);
        }
        return commentOf(comment, user);
      }),
    unreact: (commentId, emoji) =>
      respond('stories.unreact', () => {
        const url = `/api/task/story/comment/${commentId}/reactions`;
        const user = caller(url);
        const comment = anyComment(url, user, commentId);
        comment.reactors = comment.reactors.filter(
          ([who, what]) => !(who === user.id && what === emoji),
        );
        return commentOf(comment, user);
      }),
    review: (id, body) =>
      respond('stories.review', () => {
        const url = `/api/story/${id}/review`;
        const user = caller(url);
        const { story, project } = visibleStory(url, user, id);
        const group = project.states.find((state) => state.id === story.state_id)?.group;
        if (group !== 'review') throw fieldError(url, 'decision', STORY_MESSAGES.notInReview);
        if (body.decision === 'send_back' && !body.comment) {
          throw fieldError(url, 'comment', STORY_MESSAGES.commentRequired);
        }
        const target =
          body.decision === 'approve'
            ? project.states.find((state) => state.group === 'completed')
            : project.states.find((state) => state.group === 'started');
        if (target) {
          log(
            story,
            user.id,
            body.decision === 'approve' ? 'review_approved' : 'review_sent_back',
            null,
            null,
          );
          log(story, user.id, 'state', story.state_id, target.id);
          story.state_id = target.id;
          story.version += 1;
        }
        if (body.comment) insertComment(user, id, body.comment as RichTextDocument);
        return detailOfStory(story, user);
      }),
    timeEntries: (id) =>
      respond('stories.timeEntries', () => {
        const url = `/api/story/${id}/time`;
        const user = caller(url);
        const { story, project } = visibleStory(url, user, id);
        const items = timeEntries
          .filter((entry) => entry.story_id === id)
          .map((entry) => ({ ...entry, user: personOf(entry.user_id) }));
        return {
          items,
          total_minutes: items.reduce((sum, entry) => sum + entry.minutes, 0),
          estimate: story.estimate,
          estimate_unit: project.estimate_unit,
        };
      }),
    addTimeEntry: (id, body) =>
      respond('stories.addTimeEntry', () => {
        const url = `/api/story/${id}/time`;
        const user = caller(url);
        visibleStory(url, user, id);
        const entry = {
          id: fakeId(),
          story_id: id,
          user_id: user.id,
          date: body.date,
          minutes: body.minutes,
          note: body.note ?? '',
          started_at: null,
          ended_at: null,
          running: false,
          created_at: now(),
        };
        timeEntries.push(entry);
        return { ...entry, user: personOf(user.id) };
      }),
    removeTimeEntry: (entryId) =>
      respond('stories.removeTimeEntry', () => {
        const url = `/api/task/story/time/${entryId}`;
        const user = caller(url);
        const index = timeEntries.findIndex(
          (entry) => entry.id === entryId && entry.user_id === user.id,
        );
        if (index < 0) throw fail(404, url, ERROR_DETAILS.notFound);
        timeEntries.splice(index, 1);
        return { ok: true as const };
      }),
    startTimer: (id) =>
      respond('stories.startTimer', () => {
        const url = `/api/story/${id}/timer`;
        const user = caller(url);
        visibleStory(url, user, id);
        if (timeEntries.some((entry) => entry.user_id === user.id && entry.running)) {
          throw fail(409, url, STORY_MESSAGES.timerRunning);
        }
        const started = now();
        const entry = {
          id: fakeId(),
          story_id: id,
          user_id: user.id,
          date: started.slice(0, 10),
          minutes: 0,
          note: '',
          started_at: started,
          ended_at: null,
          running: true,
          created_at: started,
        };
        timeEntries.push(entry);
        return { ...entry, user: personOf(user.id) };
      }),
    stopTimer: () =>
      respond('stories.stopTimer', () => {
        const url = '/api/story/timer';
        const user = caller(url);
        const entry = timeEntries.find((row) => row.user_id === user.id && row.running);
        if (!entry?.started_at) throw fail(409, url, STORY_MESSAGES.noTimer);
        entry.running = false;
        entry.ended_at = now();
        entry.minutes = Math.floor(
          (Date.parse(entry.ended_at) - Date.parse(entry.started_at)) / 60_000,
        );
        return { ...entry, user: personOf(user.id) };
      }),
    runningTimer: () =>
      respond('stories.runningTimer', () => {
        const user = caller('/api/story/timer');
        const entry = timeEntries.find((row) => row.user_id === user.id && row.running);
        const story = entry?.story_id ? stories.get(entry.story_id) : undefined;
        return {
          entry: entry ? { ...entry, user: personOf(user.id) } : null,
          story: story ? refOf(story) : null,
        };
      }),
    views: (projectId) =>
      respond('stories.views', () => {
        const user = caller('/api/task/story/views');
        return {
          items: views
            .filter(
              (view) =>
                view.owner_id === user.id ||
                (view.shared &&
                  view.project_id &&
                  projects.get(view.project_id)?.members.has(user.id)),
            )
            .filter((view) => !projectId || view.project_id === projectId)
            .map((view) => ({ ...view, mine: view.owner_id === user.id })),
        };
      }),
    createView: (body) =>
      respond('stories.createView', () => {
        const url = '/api/task/story/views';
        const user = caller(url);
        if (body.shared && !body.project_id)
          throw fieldError(url, 'shared', 'A shared view belongs to a project');
        const view = {
          id: fakeId(),
          name: body.name,
          project_id: body.project_id ?? null,
          shared: body.shared ?? false,
          query: body.query,
          owner: personOf(user.id),
          owner_id: user.id,
          mine: true,
          created_at: now(),
        };
        views.push(view);
        return view;
      }),
    removeView: (viewId) =>
      respond('stories.removeView', () => {
        const url = `/api/task/story/views/${viewId}`;
        const user = caller(url);
        const index = views.findIndex((view) => view.id === viewId && view.owner_id === user.id);
        if (index < 0) throw fail(404, url, ERROR_DETAILS.notFound);
        views.splice(index, 1);
        return { ok: true as const };
      }),
  };

  function insertComment(user: FakeStoriesUser, storyId: string, body: RichTextDocument) {
    const comment = {
      id: fakeId(),
      story_id: storyId,
      author: personOf(user.id),
      author_id: user.id,
      external_name: null as string | null,
      body,
      created_at: now(),
      edited_at: null,
      deleted_at: null,
      reactions: [],
      reactors: [] as [string, string][],
      mine: true,
    };
    comments.set(comment.id, comment);
    return comment;
  }
  function anyComment(url: string, user: FakeStoriesUser, commentId: string) {
    const comment = comments.get(commentId);
    if (!comment) throw fail(404, url, ERROR_DETAILS.notFound);
    visibleStory(url, user, comment.story_id);
    return comment;
  }
  function ownComment(url: string, user: FakeStoriesUser, commentId: string) {
    const comment = anyComment(url, user, commentId);
    if (comment.author_id !== user.id) throw fail(403, url, STORY_MESSAGES.notYourComment);
    return comment;
  }
  function commentOf(
    comment: StoryComment & { author_id: string; reactors: [string, string][] },
    user: FakeStoriesUser,
  ): StoryComment {
    const grouped = new Map<string, { count: number; mine: boolean }>();
    for (const [who, emoji] of comment.reactors) {
      const entry = grouped.get(emoji) ?? { count: 0, mine: false };
      entry.count += 1;
      if (who === user.id) entry.mine = true;
      grouped.set(emoji, entry);
    }
    const { author_id: _author, reactors: _reactors, ...rest } = comment;
    return {
      ...rest,
      reactions: [...grouped].map(([emoji, entry]) => ({ emoji, ...entry })),
      mine: comment.author_id === user.id,
    };
  }

  return { projects: projectsResource, stories: { ...storiesResource, ...attachmentCalls } };
}
