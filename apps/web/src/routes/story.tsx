import { Navigate, useNavigate, useParams } from 'react-router';
import { StoryPage } from '@atrium/features';
import { useBack } from './useBack.ts';

const STORIES_PATH = '/main/story';
const storyHref = (id: string) => `${STORIES_PATH}/${id}`;

/**
 * /main/story/{id} and /general/story/{id} — one story (manage Project). The general address
 * shows the same page outside a project's context (links from elsewhere in the app).
 */
export function Component() {
  const navigate = useNavigate();
  const { id } = useParams();
  const back = useBack(STORIES_PATH);
  if (!id) return <Navigate replace to={STORIES_PATH} />;
  return (
    <StoryPage
      key={id}
      storyId={id}
      listHref={STORIES_PATH}
      onOpenList={back}
      storyHref={storyHref}
      onOpenStory={(storyId) => void navigate(storyHref(storyId))}
    />
  );
}
