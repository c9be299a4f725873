import { useNavigate } from 'react-router';
import { StatusPage } from '@atrium/features';

/** `*` and /pages/misc/not-found/:error — public, blank layout. */
export function Component() {
  const navigate = useNavigate();
  return <StatusPage status={404} onHome={() => void navigate('/', { replace: true })} />;
}
