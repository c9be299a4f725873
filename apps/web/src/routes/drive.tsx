import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  DrivePage,
  driveSearchString,
  parseDriveSearch,
  type DrivePageView,
} from '@atrium/features';

/** The share links page (routes/drive-links.tsx). */
const DRIVE_LINKS_PATH = '/main/drive/links';

/** Where a view of the drive lives: the folder in the path, the rest in the query string. */
function driveHref(view: DrivePageView): string {
  return `/main/drive${view.folder ? `/${view.folder}` : ''}${driveSearchString(view)}`;
}

/**
 * /main/drive and /main/drive/{id} — the Drive area (manage Drive). The list, folder, search,
 * order, page and layout live in the URL, so a folder or a search can be bookmarked and shared,
 * and Back walks back through the folders.
 */
export function Component() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const view = parseDriveSearch(params, id);
  // An id that cannot be a folder (or a folder in the trash's list): the list itself.
  if (id && !view.folder) return <Navigate replace to={driveHref(view)} />;
  return (
    <DrivePage
      view={view}
      onViewChange={(next) => void navigate(driveHref(next))}
      viewHref={driveHref}
      links={{ href: DRIVE_LINKS_PATH, onOpen: () => void navigate(DRIVE_LINKS_PATH) }}
    />
  );
}
