import { formatNumber } from '../i18n/languages.ts';

/** The units a size is written in, 1024 of each making the next. */
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

/** What each unit is called in the reader's language ("MB", "م.ب"). */
export type ByteUnitLabels = Readonly<Record<ByteUnit, string>>;

const STEP = 1024;
/** A no-break space: "1.5 MB" never breaks between the number and its unit. */
const NBSP = '\u00a0';

/**
 * A size as people read it: bytes as a whole number, then KB, MB, GB and TB with one decimal
 * under 10 ("1.5 MB", "15 MB", "150 KB"), in the locale's digits (`locale` from
 * `useIntlLocale()`: "١٫٥ م.ب" in Arabic) and its own unit names.
 */
export function formatBytes(bytes: number, locale: string, labels: ByteUnitLabels): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let value = size;
  while (value >= STEP && unit < BYTE_UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  // 1023.96 KB shows as "1 MB", not "1,024 KB".
  const rounded = Number(value.toFixed(digits));
  if (rounded >= STEP && unit < BYTE_UNITS.length - 1) {
    value = rounded / STEP;
    unit += 1;
  }
  const text = formatNumber(unit === 0 ? Math.round(value) : value, locale, {
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  });
  return `${text}${NBSP}${labels[BYTE_UNITS[unit] ?? 'B']}`;
}
