import { useNavigate } from 'react-router';
import { BrandMark, UnavailablePage } from '@atrium/features';
import { BlankLayout } from '@atrium/ui';
import { useRouteArea } from './areaHandle.ts';

/** A public or blank-layout page that later issues build (tutorials, public pages, shared links). */
export function Component() {
  const navigate = useNavigate();
  return (
    <BlankLayout header={<BrandMark size="sm" />}>
      <UnavailablePage area={useRouteArea()} onHome={() => void navigate('/')} />
    </BlankLayout>
  );
}
