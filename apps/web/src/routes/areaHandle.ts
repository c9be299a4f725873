import { useMatches } from 'react-router';
import { isUnavailableArea, type UnavailableArea } from '@atrium/features';

/** A route's `handle`: which area it belongs to (its name on the "not available yet" page). */
export interface AreaHandle {
  area: UnavailableArea;
}

/** The area named by the deepest matched route's handle; `page` when none names one. */
export function useRouteArea(): UnavailableArea {
  for (const match of [...useMatches()].reverse()) {
    const handle: unknown = match.handle;
    if (typeof handle === 'object' && handle !== null && 'area' in handle) {
      if (isUnavailableArea(handle.area)) return handle.area;
    }
  }
  return 'page';
}
