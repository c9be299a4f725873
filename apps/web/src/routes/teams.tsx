import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  parseTeamsSearch,
  TeamPage,
  TeamsPage,
  teamsSearchString,
  useAppAbility,
} from '@atrium/features';
import { useBack } from './useBack.ts';

/**
 * /main/team and /main/team/{id} — the Team area (manage Team). The list's search and page live
 * in the query string, so Back from a team returns to the same view.
 */
export function Component() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const back = useBack('/main/team');
  const ability = useAppAbility();
  // The roles matrix is its own area (manage Role): offer the way there only to those who may go.
  const openRoles = ability.can('manage', 'Role') ? () => void navigate('/main/role') : undefined;
  if (id) {
    return (
      <TeamPage teamId={id} onBack={back} {...(openRoles ? { onOpenRoles: openRoles } : {})} />
    );
  }
  return (
    <TeamsPage
      view={parseTeamsSearch(params)}
      onViewChange={(view) => void navigate({ search: teamsSearchString(view) })}
      onOpenTeam={(teamId) => void navigate(`/main/team/${teamId}`)}
      {...(openRoles ? { onOpenRoles: openRoles } : {})}
    />
  );
}
