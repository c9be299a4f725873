import { useMemo, type ReactNode } from 'react';
import {
  AbilityProvider as CaslAbilityProvider,
  Can as CaslCan,
  useAbility,
  type CanProps,
} from '@casl/react';
import { createAppAbility, type AppAbility } from '@atrium/api';
import { useSession } from './SessionProvider.tsx';

const NO_RULES: never[] = [];

/** The signed-in user's CASL ability, rebuilt whenever the profile (and so its rules) changes. */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const rules = user?.userAbilityRules ?? NO_RULES;
  const ability = useMemo(() => createAppAbility(rules), [rules]);
  return <CaslAbilityProvider value={ability}>{children}</CaslAbilityProvider>;
}

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}

/** `<Can I="manage" a="Drive">` typed with our actions and subjects. */
export function Can(props: CanProps<AppAbility>): ReactNode {
  return <CaslCan<AppAbility> {...props} />;
}
