import type {
  AddTimeEntryRequest,
  CreateSavedViewRequest,
  CreateStoryRequest,
  Ok,
  ReviewStoryRequest,
  RichTextDocument,
  RunningTimer,
  SavedView,
  SavedViewList,
  StoryBoard,
  StoryComment,
  StoryDetail,
  StoryLinkList,
  StoryPage,
  TimeEntry,
  TimeEntryList,
  TimelinePage,
  UpdateStoryRequest,
} from '../../contracts/index.ts';
import type { StateGroup } from '../../contracts/project.constants.ts';
import type { storyEndpoints } from '../../contracts/story.ts';
import {
  STORY_ROUTES,
  type StoryDueFilter,
  type StoryLinkType,
  type StoryPriority,
  type StorySortKey,
} from '../../contracts/story.constants.ts';
import { routesOf, type Http } from '../http.ts';
import { storyAttachmentCalls, type StoryAttachmentsCalls } from './storyAttachments.ts';

/** The story list's filters; lists become comma lists (all of them live in the page's URL). */
export interface StoryFilterInput {
  state_group?: readonly StateGroup[];
  /** Person ids, `me` or `none`. */
  assignee?: readonly string[];
  reviewer?: string;
  label_id?: readonly string[];
  priority?: readonly StoryPriority[];
  due?: StoryDueFilter;
  due_from?: string;
  due_to?: string;
  /** A story's sub-stories, or `none` for top-level stories. */
  parent_id?: string;
  q?: string;
}

export interface StoryListInput extends StoryFilterInput {
  project_id?: readonly string[];
  state_id?: readonly string[];
  sort?: StorySortKey;
  order?: 'asc' | 'desc';
  page?: number;
  /** One of PAGE_SIZES, or -1 for all. */
  size?: number;
}

export interface StoriesResource extends StoryAttachmentsCalls {
  list(query?: StoryListInput): Promise<StoryPage>;
  board(projectId: string, filters?: StoryFilterInput): Promise<StoryBoard>;
  create(body: CreateStoryRequest): Promise<StoryDetail>;
  get(id: string): Promise<StoryDetail>;
  getByKey(key: string): Promise<StoryDetail>;
  /** On `body.version`; a stale one is a 409 whose body (`StoryConflict`) has the fresh story. */
  update(id: string, body: UpdateStoryRequest): Promise<StoryDetail>;
  remove(id: string): Promise<Ok>;
  timeline(
    id: string,
    query?: { page?: number; size?: number; order?: 'asc' | 'desc' },
  ): Promise<TimelinePage>;
  addLink(id: string, type: StoryLinkType, storyId: string): Promise<StoryLinkList>;
  removeLink(id: string, linkId: string): Promise<StoryLinkList>;
  addComment(id: string, body: RichTextDocument): Promise<StoryComment>;
  updateComment(commentId: string, body: RichTextDocument): Promise<StoryComment>;
  removeComment(commentId: string): Promise<Ok>;
  react(commentId: string, emoji: string): Promise<StoryComment>;
  unreact(commentId: string, emoji: string): Promise<StoryComment>;
  review(id: string, body: ReviewStoryRequest): Promise<StoryDetail>;
  timeEntries(id: string): Promise<TimeEntryList>;
  addTimeEntry(id: string, body: AddTimeEntryRequest): Promise<TimeEntry>;
  removeTimeEntry(entryId: string): Promise<Ok>;
  startTimer(id: string): Promise<TimeEntry>;
  stopTimer(): Promise<TimeEntry>;
  runningTimer(): Promise<RunningTimer>;
  views(projectId?: string): Promise<SavedViewList>;
  createView(body: CreateSavedViewRequest): Promise<SavedView>;
  removeView(viewId: string): Promise<Ok>;
}

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

function filterQuery(filters: StoryFilterInput) {
  const { state_group, assignee, label_id, priority, ...rest } = filters;
  return {
    ...rest,
    state_group: list(state_group),
    assignee: list(assignee),
    label_id: list(label_id),
    priority: list(priority),
  };
}

export function storiesResource(http: Http): StoriesResource {
  const endpoints = routesOf<typeof storyEndpoints>(STORY_ROUTES);
  const byId = (id: string) => ({ params: { id } });
  const byComment = (commentId: string) => ({ params: { commentId } });
  return {
    list: ({ project_id, state_id, sort, order, page, size, ...filters } = {}) =>
      http.call(endpoints.list, {
        query: {
          ...filterQuery(filters),
          project_id: list(project_id),
          state_id: list(state_id),
          sort,
          order,
          page,
          size,
        },
      }),
    board: (projectId, filters = {}) =>
      http.call(endpoints.board, { query: { ...filterQuery(filters), project_id: projectId } }),
    create: (body) => http.call(endpoints.create, { body }),
    get: (id) => http.call(endpoints.get, byId(id)),
    getByKey: (key) => http.call(endpoints.getByKey, { params: { key } }),
    update: (id, body) => http.call(endpoints.update, { ...byId(id), body }),
    remove: (id) => http.call(endpoints.remove, byId(id)),
    timeline: (id, query = {}) => http.call(endpoints.timeline, { ...byId(id), query }),
    addLink: (id, type, storyId) =>
      http.call(endpoints.addLink, { ...byId(id), body: { type, story_id: storyId } }),
    removeLink: (id, linkId) => http.call(endpoints.removeLink, { params: { id, linkId } }),
    addComment: (id, body) => http.call(endpoints.addComment, { ...byId(id), body: { body } }),
    updateComment: (commentId, body) =>
      http.call(endpoints.updateComment, { ...byComment(commentId), body: { body } }),
    removeComment: (commentId) => http.call(endpoints.removeComment, byComment(commentId)),
    react: (commentId, emoji) =>
      http.call(endpoints.react, { ...byComment(commentId), body: { emoji } }),
    unreact: (commentId, emoji) =>
      http.call(endpoints.unreact, { ...byComment(commentId), query: { emoji } }),
    review: (id, body) => http.call(endpoints.review, { ...byId(id), body }),
    timeEntries: (id) => http.call(endpoints.timeEntries, byId(id)),
    addTimeEntry: (id, body) => http.call(endpoints.addTimeEntry, { ...byId(id), body }),
    removeTimeEntry: (entryId) => http.call(endpoints.removeTimeEntry, { params: { entryId } }),
    startTimer: (id) => http.call(endpoints.startTimer, byId(id)),
    stopTimer: () => http.call(endpoints.stopTimer, {}),
    runningTimer: () => http.call(endpoints.runningTimer, {}),
    views: (projectId) =>
      http.call(endpoints.views, { query: projectId ? { project_id: projectId } : {} }),
    createView: (body) => http.call(endpoints.createView, { body }),
    removeView: (viewId) => http.call(endpoints.removeView, { params: { viewId } }),
    ...storyAttachmentCalls(http),
  };
}
