import { useNavigate } from 'react-router';
import { StatusPage } from '@atrium/features';

/** /not-authorized — public, blank layout; where a signed-in user lands when a route is denied. */
export function Component() {
  const navigate = useNavigate();
  return <StatusPage status={401} onHome={() => void navigate('/', { replace: true })} />;
}
