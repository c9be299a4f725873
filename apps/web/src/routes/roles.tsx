import { useNavigate } from 'react-router';
import { RolesPage, useAppAbility } from '@atrium/features';

/** /main/role — teams × services (manage Role); changes need the master password. */
export function Component() {
  const navigate = useNavigate();
  const ability = useAppAbility();
  return (
    <RolesPage
      {...(ability.can('manage', 'Team')
        ? { onOpenTeam: (id: string) => void navigate(`/main/team/${id}`) }
        : {})}
    />
  );
}
