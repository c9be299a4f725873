import { useNavigate, useParams } from 'react-router';
import { TeamPage, TeamsPage, useAppAbility } from '@atrium/features';

/** /main/team and /main/team/{id} — the Team area (manage Team). */
export function Component() {
  const navigate = useNavigate();
  const { id } = useParams();
  const ability = useAppAbility();
  // The roles matrix is its own area (manage Role): offer the way there only to those who may go.
  const openRoles = ability.can('manage', 'Role') ? () => void navigate('/main/role') : undefined;
  if (id) {
    return (
      <TeamPage
        teamId={id}
        onBack={() => void navigate('/main/team')}
        {...(openRoles ? { onOpenRoles: openRoles } : {})}
      />
    );
  }
  return (
    <TeamsPage
      onOpenTeam={(teamId) => void navigate(`/main/team/${teamId}`)}
      {...(openRoles ? { onOpenRoles: openRoles } : {})}
    />
  );
}
