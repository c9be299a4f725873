import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../i18n/createI18n.ts';
import { FeatureProvidersCore, type FeatureProvidersCoreProps } from './FeatureProvidersCore.tsx';

export interface FeatureProvidersProps extends Omit<FeatureProvidersCoreProps, 'i18n'> {
  /** Defaults to a fresh instance with every namespace bundled; pass one to share it. */
  i18n?: I18n;
}

/**
 * `FeatureProvidersCore` with a ready, bundled i18n instance: for tests, stories and apps that
 * do not split their locales. The staff app uses the core with `createLazyI18n()`.
 */
export function FeatureProviders({ i18n, language, ...props }: FeatureProvidersProps) {
  const [ownI18n] = useState(() => i18n ?? createI18n({ language }));
  return <FeatureProvidersCore i18n={i18n ?? ownI18n} language={language} {...props} />;
}
