import { useNavigate } from 'react-router';
import { NotificationsPage } from '@atrium/features';

/** /main/notification — authenticated only: the inbox; an item with a link opens it. */
export function Component() {
  const navigate = useNavigate();
  return (
    <NotificationsPage
      onOpen={(_notification, link) => {
        if (link) void navigate(link);
      }}
    />
  );
}
