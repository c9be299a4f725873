import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  parseProjectsSearch,
  ProjectPage,
  ProjectsPage,
  projectsSearchString,
} from '@atrium/features';
import { useBack } from './useBack.ts';

const PROJECTS_PATH = '/main/project';
const projectHref = (id: string) => `${PROJECTS_PATH}/${id}`;
const storyHref = (id: string) => `/main/story/${id}`;

/**
 * /main/project and /main/project/{id} — the Project area (manage Project). The list's filters,
 * search, order and page live in the query string, so Back from a project returns to the same
 * view.
 */
export function Component() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const back = useBack(PROJECTS_PATH);
  if (id) {
    return (
      <ProjectPage
        projectId={id}
        listHref={PROJECTS_PATH}
        onOpenList={back}
        storyHref={storyHref}
        onOpenStory={(storyId) => void navigate(storyHref(storyId))}
        onOpenStories={(projectId) => void navigate(`/main/story?project=${projectId}`)}
      />
    );
  }
  return (
    <ProjectsPage
      view={parseProjectsSearch(params)}
      onViewChange={(view) => void navigate({ search: projectsSearchString(view) })}
      projectHref={projectHref}
      onOpenProject={(projectId) => void navigate(projectHref(projectId))}
    />
  );
}
