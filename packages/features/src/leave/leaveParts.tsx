import { useTranslation } from 'react-i18next';
import type { LeaveStatusValue, LeaveType } from '@atrium/api';
import { Badge, Flex, Text, useIntlLocale, type BadgeTone } from '@atrium/ui';
import { formatDate, formatNumber } from '../i18n/languages.ts';
import { ColorDot, dateOf } from '../projects/projectParts.tsx';

const STATUS_TONES: Record<LeaveStatusValue, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export function LeaveStatusBadge({ status }: { status: LeaveStatusValue }) {
  const { t } = useTranslation('leave');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** A type of leave: its colour as a dot (decoration) and its name. */
export function LeaveTypeName({ type }: { type: Pick<LeaveType, 'name' | 'color'> | undefined }) {
  const { t } = useTranslation('leave');
  return (
    <Flex align="center" gap="2" style={{ minInlineSize: 0 }}>
      {type ? <ColorDot color={type.color} /> : null}
      <Text dir="auto" truncate>
        {type?.name ?? t('unknownType')}
      </Text>
    </Flex>
  );
}

/** "2.5 days", "١ يوم": a count of (half) days in the reader's words and digits. */
export function useDaysText() {
  const { t } = useTranslation('leave');
  const locale = useIntlLocale();
  return (days: number) =>
    t('days', { count: days, formatted: formatNumber(days, locale, { maximumFractionDigits: 1 }) });
}

/** A date of a leave (`YYYY-MM-DD`) in the reader's words: "4 Dec 2030". */
export function useLeaveDate() {
  const locale = useIntlLocale();
  return (iso: string) => {
    const date = dateOf(iso);
    return date ? formatDate(date, locale, { dateStyle: 'medium' }) : iso;
  };
}

/** "2 Dec 2030 (afternoon) – 4 Dec 2030 (morning)", or one date with its half. */
export function useLeaveSpanText() {
  const { t } = useTranslation('leave');
  const dateText = useLeaveDate();
  return (span: {
    start_date: string;
    end_date: string;
    start_half: boolean;
    end_half: boolean;
  }) => {
    const start = span.start_half
      ? t('span.afternoon', { date: dateText(span.start_date) })
      : dateText(span.start_date);
    if (span.start_date === span.end_date) {
      return span.end_half ? t('span.morning', { date: dateText(span.end_date) }) : start;
    }
    const end = span.end_half
      ? t('span.morning', { date: dateText(span.end_date) })
      : dateText(span.end_date);
    return t('span.range', { start, end });
  };
}

/** A person as a line of text. */
export function personName(person: { full_name: string; username: string }): string {
  return person.full_name || person.username;
}
