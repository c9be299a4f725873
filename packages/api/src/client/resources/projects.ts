import type {
  CreateProjectLabelRequest,
  CreateProjectRequest,
  CreateProjectStateRequest,
  ProjectDetail,
  ProjectLabel,
  ProjectPage,
  ProjectStateList,
  RemoveProjectResponse,
  Ok,
  UpdateProjectLabelRequest,
  UpdateProjectRequest,
  UpdateProjectStateRequest,
} from '../../contracts/index.ts';
import type { projectEndpoints } from '../../contracts/project.ts';
import {
  PROJECT_ROUTES,
  type ProjectHealth,
  type ProjectSortKey,
  type ProjectStatus,
} from '../../contracts/project.constants.ts';
import { routesOf, type Http } from '../http.ts';

/** The projects list's query; lists become comma lists. */
export interface ProjectListInput {
  q?: string;
  status?: readonly ProjectStatus[];
  health?: readonly ProjectHealth[];
  lead_id?: string;
  /** Only the projects the caller is a member of. */
  mine?: boolean;
  sort?: ProjectSortKey;
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
}

export interface ProjectsResource {
  list(query?: ProjectListInput): Promise<ProjectPage>;
  create(body: CreateProjectRequest): Promise<ProjectDetail>;
  get(id: string): Promise<ProjectDetail>;
  update(id: string, body: UpdateProjectRequest): Promise<ProjectDetail>;
  /**
   * Deletes a project without stories; one with stories needs the master password (403 `Master
   * password required` otherwise) and is archived, or deleted for good with `permanent`.
   */
  remove(id: string, options?: { permanent?: boolean }): Promise<RemoveProjectResponse>;
  setMembers(id: string, memberIds: readonly string[]): Promise<ProjectDetail>;
  createState(id: string, body: CreateProjectStateRequest): Promise<ProjectStateList>;
  updateState(
    id: string,
    stateId: string,
    body: UpdateProjectStateRequest,
  ): Promise<ProjectStateList>;
  /** `moveTo`: where its stories go (required when it has any). */
  removeState(id: string, stateId: string, moveTo?: string): Promise<ProjectStateList>;
  reorderStates(id: string, stateIds: readonly string[]): Promise<ProjectStateList>;
  createLabel(id: string, body: CreateProjectLabelRequest): Promise<ProjectLabel>;
  updateLabel(id: string, labelId: string, body: UpdateProjectLabelRequest): Promise<ProjectLabel>;
  removeLabel(id: string, labelId: string): Promise<Ok>;
}

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

export function projectsResource(http: Http): ProjectsResource {
  const endpoints = routesOf<typeof projectEndpoints>(PROJECT_ROUTES);
  const byId = (id: string) => ({ params: { id } });
  return {
    list: ({ status, health, mine, ...rest } = {}) =>
      http.call(endpoints.list, {
        query: {
          ...rest,
          status: list(status),
          health: list(health),
          mine: mine === undefined ? undefined : mine ? 'true' : 'false',
        },
      }),
    create: (body) => http.call(endpoints.create, { body }),
    get: (id) => http.call(endpoints.get, byId(id)),
    update: (id, body) => http.call(endpoints.update, { ...byId(id), body }),
    remove: (id, { permanent } = {}) =>
      http.call(endpoints.remove, {
        ...byId(id),
        query: permanent ? { permanent: 'true' } : {},
      }),
    setMembers: (id, memberIds) =>
      http.call(endpoints.setMembers, { ...byId(id), body: { member_ids: [...memberIds] } }),
    createState: (id, body) => http.call(endpoints.createState, { ...byId(id), body }),
    updateState: (id, stateId, body) =>
      http.call(endpoints.updateState, { params: { id, stateId }, body }),
    removeState: (id, stateId, moveTo) =>
      http.call(endpoints.removeState, {
        params: { id, stateId },
        query: moveTo ? { move_to: moveTo } : {},
      }),
    reorderStates: (id, stateIds) =>
      http.call(endpoints.reorderStates, { ...byId(id), body: { state_ids: [...stateIds] } }),
    createLabel: (id, body) => http.call(endpoints.createLabel, { ...byId(id), body }),
    updateLabel: (id, labelId, body) =>
      http.call(endpoints.updateLabel, { params: { id, labelId }, body }),
    removeLabel: (id, labelId) => http.call(endpoints.removeLabel, { params: { id, labelId } }),
  };
}
