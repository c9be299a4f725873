import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@atrium/ui';
import { timeZoneOptions } from './timeZones.ts';

export interface TimeZoneFieldProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The IANA name, e.g. "Asia/Riyadh"; '' for none. */
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  /** When the offsets are computed (tests pin it); default now. */
  now?: Date;
}

/**
 * A time zone, chosen from the browser's IANA list by typing part of its name ("riyadh",
 * "new york") or its offset ("+03"), each shown with its current offset from UTC. Use it wherever
 * a time zone is entered, with react-hook-form's Controller.
 */
export function TimeZoneField({
  label,
  hint,
  error,
  required,
  disabled,
  value,
  onChange,
  onBlur,
  now,
}: TimeZoneFieldProps) {
  const { t } = useTranslation('common');
  const at = useMemo(() => now ?? new Date(), [now]);
  const options = useMemo(() => timeZoneOptions(at, value), [at, value]);
  return (
    <Combobox
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      options={options}
      value={value || null}
      onValueChange={(zone) => onChange(zone ?? '')}
      onBlur={onBlur}
      placeholder={t('timeZone.placeholder')}
      loadingLabel={t('loading')}
      noResultsLabel={t('timeZone.noResults')}
    />
  );
}
