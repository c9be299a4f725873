export { ProjectsPage, type ProjectsPageProps } from './ProjectsPage.tsx';
export { ProjectPage, type ProjectPageProps } from './ProjectPage.tsx';
export {
  DEFAULT_PROJECTS_VIEW,
  parseProjectsSearch,
  projectsSearchString,
  type ProjectsView,
} from './projectsView.ts';
export { projectsKeys } from './projectsKeys.ts';
export {
  useProjects,
  useProject,
  useProjectMutations,
  type ProjectMutations,
  type UseProjectsResult,
  type UseProjectResult,
} from './useProjects.ts';
