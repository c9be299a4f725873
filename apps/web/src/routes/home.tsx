import { useNavigate } from 'react-router';
import { HomePage, useSession } from '@atrium/features';

/** /main/home — authenticated only (the guard guarantees a user; the layout owns sign-out). */
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <HomePage
      user={user}
      onOpenNotification={(_notification, link) => {
        if (link) void navigate(link);
      }}
      onViewAllNotifications={() => void navigate('/main/notification')}
    />
  );
}
