import { HomePage, useSession } from '@atrium/features';

/** /main/home — authenticated only (the guard guarantees a user; the layout owns sign-out). */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  return <HomePage user={user} />;
}
