import { useMemo } from 'react';
import { useUi } from '../../UiProvider/useUi';
import { usePrefersReducedMotion } from '../AppShell/useMediaQuery';
import { useIntlLocale } from '../../UiProvider/intlLocale';

export interface ChartLocale {
  dir: 'ltr' | 'rtl';
  /** Formats a value in the UI's digits (Arabic-Indic in Arabic unless the person chose Western). */
  formatNumber: (value: number) => string;
  /** Animate only when asked to and the user has not asked the system for less motion. */
  animate: boolean;
}

export function useChartLocale(
  numberFormat: Intl.NumberFormatOptions | undefined,
  animated: boolean,
): ChartLocale {
  const { dir } = useUi();
  const locale = useIntlLocale();
  const reducedMotion = usePrefersReducedMotion();
  const format = useMemo(() => new Intl.NumberFormat(locale, numberFormat), [locale, numberFormat]);
  return {
    dir,
    formatNumber: (value) => format.format(value),
    animate: animated && !reducedMotion,
  };
}
