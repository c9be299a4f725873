import { useNavigate } from 'react-router';
import { HomePage, useLogout, useSession } from '@atrium/features';

/** /main/home — authenticated only (the guard guarantees a user). */
export function Component() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { logout, isLoggingOut } = useLogout({
    onDone: () => void navigate('/login', { replace: true }),
  });
  if (!user) return null;
  return <HomePage user={user} onSignOut={() => void logout()} isSigningOut={isLoggingOut} />;
}
