import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiError,
  CreateProjectLabelRequest,
  CreateProjectRequest,
  CreateProjectStateRequest,
  Project,
  ProjectDetail,
  ProjectListInput,
  UpdateProjectLabelRequest,
  UpdateProjectRequest,
  UpdateProjectStateRequest,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { projectsKeys, startsWith } from './projectsKeys.ts';

export interface UseProjectsResult {
  projects: Project[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

const NO_PROJECTS: Project[] = [];

/** A page of the projects the person may see (the server filters, sorts and pages). */
export function useProjects(query: ProjectListInput): UseProjectsResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(projectsKeys.list(query), () =>
    api.projects.list(query),
  );
  return {
    projects: data?.items ?? NO_PROJECTS,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseProjectResult {
  project: ProjectDetail | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** One project with its members, states (in order) and labels. */
export function useProject(id: string | null | undefined): UseProjectResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    id ? projectsKeys.detail(id) : null,
    ([, , projectId]: ReturnType<typeof projectsKeys.detail>) => api.projects.get(projectId),
  );
  return {
    project: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface ProjectMutations {
  create: (body: CreateProjectRequest) => Promise<ProjectDetail>;
  update: (id: string, body: UpdateProjectRequest) => Promise<ProjectDetail>;
  setMembers: (id: string, memberIds: readonly string[]) => Promise<ProjectDetail>;
  createState: (id: string, body: CreateProjectStateRequest) => Promise<void>;
  updateState: (id: string, stateId: string, body: UpdateProjectStateRequest) => Promise<void>;
  removeState: (id: string, stateId: string, moveTo?: string) => Promise<void>;
  reorderStates: (id: string, stateIds: readonly string[]) => Promise<void>;
  createLabel: (id: string, body: CreateProjectLabelRequest) => Promise<void>;
  updateLabel: (id: string, labelId: string, body: UpdateProjectLabelRequest) => Promise<void>;
  removeLabel: (id: string, labelId: string) => Promise<void>;
}

/**
 * Changes to projects. A change that answers with the project puts it in the cache; the others
 * refetch it. Every list is refetched (progress, lead and status show there).
 */
export function useProjectMutations(): ProjectMutations {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refreshLists = useCallback(() => mutate(startsWith(projectsKeys.lists())), [mutate]);
  const store = useCallback(
    async (project: ProjectDetail) => {
      await mutate(projectsKeys.detail(project.id), project, { revalidate: false });
      await refreshLists();
      return project;
    },
    [mutate, refreshLists],
  );
  const refetch = useCallback(
    async (id: string) => {
      await mutate(projectsKeys.detail(id));
    },
    [mutate],
  );
  return useMemo(
    () => ({
      create: async (body) => store(await api.projects.create(body)),
      update: async (id, body) => store(await api.projects.update(id, body)),
      setMembers: async (id, memberIds) => store(await api.projects.setMembers(id, memberIds)),
      createState: async (id, body) => {
        await api.projects.createState(id, body);
        await refetch(id);
      },
      updateState: async (id, stateId, body) => {
        await api.projects.updateState(id, stateId, body);
        await refetch(id);
      },
      removeState: async (id, stateId, moveTo) => {
        await api.projects.removeState(id, stateId, moveTo);
        await refetch(id);
      },
      reorderStates: async (id, stateIds) => {
        await api.projects.reorderStates(id, stateIds);
        await refetch(id);
      },
      createLabel: async (id, body) => {
        await api.projects.createLabel(id, body);
        await refetch(id);
      },
      updateLabel: async (id, labelId, body) => {
        await api.projects.updateLabel(id, labelId, body);
        await refetch(id);
      },
      removeLabel: async (id, labelId) => {
        await api.projects.removeLabel(id, labelId);
        await refetch(id);
      },
    }),
    [api, store, refetch],
  );
}
