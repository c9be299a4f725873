import { useNavigate, useParams } from 'react-router';
import { UserPage, UsersPage } from '@atrium/features';

/** /main/user and /main/user/{id} — the User area (manage User). */
export function Component() {
  const navigate = useNavigate();
  const { id } = useParams();
  if (id) return <UserPage userId={id} onBack={() => void navigate('/main/user')} />;
  return <UsersPage onOpenUser={(userId) => void navigate(`/main/user/${userId}`)} />;
}
