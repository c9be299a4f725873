import { useMemo } from 'react';
import { useUi } from '../../UiProvider/useUi';
import { usePrefersReducedMotion } from '../AppShell/useMediaQuery';
import { intlLocale } from '../DataTable/intlLocale';

export interface ChartLocale {
  dir: 'ltr' | 'rtl';
  /** Formats a value with the UI language's digits (Arabic-Indic in Arabic). */
  formatNumber: (value: number) => string;
  /** Animate only when asked to and the user has not asked the system for less motion. */
  animate: boolean;
}

export function useChartLocale(
  numberFormat: Intl.NumberFormatOptions | undefined,
  animated: boolean,
): ChartLocale {
  const { language, dir } = useUi();
  const reducedMotion = usePrefersReducedMotion();
  const format = useMemo(
    () => new Intl.NumberFormat(intlLocale(language), numberFormat),
    [language, numberFormat],
  );
  return {
    dir,
    formatNumber: (value) => format.format(value),
    animate: animated && !reducedMotion,
  };
}
