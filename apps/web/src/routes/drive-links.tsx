import { useNavigate, useSearchParams } from 'react-router';
import { DriveLinksPage, driveLinksSearchString, parseDriveLinksSearch } from '@atrium/features';

/**
 * /main/drive/links — my share links (and, for administrators, all of them). The filters, order
 * and page live in the URL, so a filtered list can be bookmarked and reloaded.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <DriveLinksPage
      view={parseDriveLinksSearch(params)}
      onViewChange={(next) => void navigate(`/main/drive/links${driveLinksSearchString(next)}`)}
    />
  );
}
