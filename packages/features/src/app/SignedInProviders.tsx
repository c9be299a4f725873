import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AbilityProvider } from './AbilityProvider.tsx';

export interface SignedInProvidersProps {
  /** Extra SWR options: stories and tests pass `{ provider: () => new Map() }` for a fresh cache. */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/**
 * What the signed-in pages add to `FeatureProvidersBase`: the SWR cache settings and the user's
 * CASL abilities. Inside the session provider, since the abilities come from the user's profile.
 */
export function SignedInProviders({ swr, children }: SignedInProvidersProps) {
  return (
    <SWRConfig value={{ shouldRetryOnError: false, ...swr }}>
      <AbilityProvider>{children}</AbilityProvider>
    </SWRConfig>
  );
}
