import { useNavigate, useSearchParams } from 'react-router';
import { parseStoriesSearch, StoriesPage, storiesSearchString } from '@atrium/features';

const storyHref = (id: string) => `/main/story/${id}`;

/**
 * /main/story — the story list (manage Project). Its filters, grouping, order and page live in
 * the query string, so a filtered list can be bookmarked and Back returns to it.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <StoriesPage
      view={parseStoriesSearch(params)}
      onViewChange={(view) => void navigate({ search: storiesSearchString(view) })}
      storyHref={storyHref}
      onOpenStory={(id) => void navigate(storyHref(id))}
    />
  );
}
