import { useNavigate } from 'react-router';
import { UnavailablePage } from '@atrium/features';
import { useRouteArea } from './areaHandle.ts';

/** An area of the signed-in app that later issues build: its route and guard exist already. */
export function Component() {
  const navigate = useNavigate();
  return <UnavailablePage area={useRouteArea()} onHome={() => void navigate('/main/home')} />;
}
