import type { SWRConfiguration } from 'swr';
import { FeatureProvidersBase, type FeatureProvidersBaseProps } from './FeatureProvidersBase.tsx';
import { SignedInProviders } from './SignedInProviders.tsx';

export interface FeatureProvidersCoreProps extends FeatureProvidersBaseProps {
  /** Extra SWR options: stories and tests pass `{ provider: () => new Map() }` for a fresh cache. */
  swr?: SWRConfiguration;
}

/**
 * Everything a feature page needs above it: i18n, SWR, the API client, the session and
 * abilities. It takes the i18n instance, so it does not bundle any locale itself.
 */
export function FeatureProvidersCore({ swr, children, ...base }: FeatureProvidersCoreProps) {
  return (
    <FeatureProvidersBase {...base}>
      <SignedInProviders {...(swr ? { swr } : {})}>{children}</SignedInProviders>
    </FeatureProvidersBase>
  );
}
