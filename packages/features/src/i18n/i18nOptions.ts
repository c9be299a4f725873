import type { InitOptions } from 'i18next';
import { LANGUAGES } from './languages.ts';

/** What the bundled and the lazy instance share. */
export const BASE_I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  fallbackNS: 'common',
  // React escapes what it renders; escaping here too would show &amp; in names.
  // alwaysFormat: numbers go through the formatter (numberInterpolation.ts) for their digits.
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
} satisfies InitOptions;
