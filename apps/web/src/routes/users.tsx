import { useNavigate, useParams, useSearchParams } from 'react-router';
import { parseUsersSearch, UserPage, UsersPage, usersSearchString } from '@atrium/features';
import { useBack } from './useBack.ts';

/**
 * /main/user and /main/user/{id} — the User area (manage User). The list, its search, filters,
 * order and page live in the query string, so Back from a person's page returns to the same view.
 */
export function Component() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const back = useBack('/main/user');
  if (id) return <UserPage userId={id} onBack={back} />;
  return (
    <UsersPage
      view={parseUsersSearch(params)}
      onViewChange={(view) => void navigate({ search: usersSearchString(view) })}
      onOpenUser={(userId) => void navigate(`/main/user/${userId}`)}
    />
  );
}
