import { useNavigate, useSearchParams } from 'react-router';
import {
  notificationsSearchString,
  NotificationsPage,
  parseNotificationsSearch,
} from '@atrium/features';

/**
 * /main/notification — authenticated only: the inbox; an item with a link opens it. The list,
 * type filter and page live in the query string, so Back returns to the same view.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <NotificationsPage
      view={parseNotificationsSearch(params)}
      onViewChange={(view) => void navigate({ search: notificationsSearchString(view) })}
      onOpen={(_notification, link) => {
        if (link) void navigate(link);
      }}
    />
  );
}
