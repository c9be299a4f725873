import { useIntlLocale } from '@atrium/ui';
import { formatDate } from '../i18n/languages.ts';
import { formatRelativeTime } from './formatRelativeTime.ts';

export interface NotificationTimeProps {
  /** ISO timestamp. */
  value: string;
  now: Date;
}

/** "5 minutes ago", with the full date and time on hover and in `dateTime`. */
export function NotificationTime({ value, now }: NotificationTimeProps) {
  const locale = useIntlLocale();
  const date = new Date(value);
  return (
    <time
      dateTime={value}
      title={formatDate(date, locale, { dateStyle: 'full', timeStyle: 'short' })}
    >
      {formatRelativeTime(date, now, locale)}
    </time>
  );
}
