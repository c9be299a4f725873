import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { AttendanceCorrection } from '@atrium/api';
import {
  Badge,
  DataTable,
  Dialog,
  Flex,
  Text,
  useIntlLocale,
  type BadgeTone,
  type DataTableColumn,
} from '@atrium/ui';
import { DecisionDialogContent } from '../app/DecisionDialog.tsx';
import type { RequestsTableProps } from '../app/RequestsTableProps.ts';
import { dateTimeFormat } from '../i18n/languages.ts';
import { attendanceErrorMessage } from './attendanceErrors.ts';
import { useCorrectionActions, useCorrections, type CorrectionsInput } from './useMyAttendance.ts';

const STATUS_TONE: Record<AttendanceCorrection['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** "Thu 19 Nov, 09:00 – 12:10" (the end's date only when it differs). */
export function useSpanText() {
  const locale = useIntlLocale();
  const day = dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return (start: string, end: string | null) => {
    const from = new Date(start);
    const head = `${day.format(from)}, ${time.format(from)}`;
    if (!end) return `${head} – …`;
    const to = new Date(end);
    const sameDay = day.format(to) === day.format(from);
    return `${head} – ${sameDay ? time.format(to) : `${day.format(to)}, ${time.format(to)}`}`;
  };
}

/** `showPerson`: who asked (reviewers' list). */
export interface CorrectionsTableProps extends RequestsTableProps<CorrectionsInput> {
  /** The signed-in reader, who may decide others' pending requests (never their own). */
  reviewerId?: string | undefined;
}

/**
 * Correction requests as a table (cards on a phone): the times before, the times asked for, why,
 * the state and the reviewer's comment. A reviewer opens a pending request to approve or reject.
 */
export function CorrectionsTable({
  label,
  query,
  onPageChange,
  onSizeChange,
  showPerson = false,
  reviewerId,
  empty,
}: CorrectionsTableProps) {
  const { t } = useTranslation('attendance');
  const spanText = useSpanText();
  const { corrections, total, error, isLoading, retry } = useCorrections(query);
  const [deciding, setDeciding] = useState<AttendanceCorrection | null>(null);
  const original = (row: AttendanceCorrection) =>
    row.original_start
      ? spanText(row.original_start, row.original_end ?? null)
      : t('corrections.noSession');

  const columns: DataTableColumn<AttendanceCorrection>[] = [
    ...(showPerson
      ? [
          {
            key: 'person',
            header: t('corrections.person'),
            width: 'minmax(9rem, 1fr)',
            minWidthRem: 9,
            card: 'title' as const,
            cell: (row: AttendanceCorrection) => <Text dir="auto">{row.full_name ?? ''}</Text>,
          },
        ]
      : []),
    {
      key: 'original',
      header: t('corrections.original'),
      width: 'minmax(11rem, 1.3fr)',
      minWidthRem: 11,
      cell: (row) => <Text color="gray">{original(row)}</Text>,
    },
    {
      key: 'corrected',
      header: t('corrections.corrected'),
      width: 'minmax(11rem, 1.3fr)',
      minWidthRem: 11,
      ...(showPerson ? {} : { card: 'title' as const }),
      cell: (row) => <Text weight="medium">{spanText(row.start, row.end)}</Text>,
    },
    {
      key: 'reason',
      header: t('corrections.reason'),
      width: 'minmax(10rem, 1.4fr)',
      minWidthRem: 10,
      cell: (row) => <Text dir="auto">{row.reason}</Text>,
    },
    {
      key: 'status',
      header: t('corrections.status'),
      width: 'minmax(8rem, 1fr)',
      minWidthRem: 8,
      cell: (row) => (
        <Flex direction="column" gap="1" align="start">
          <Badge tone={STATUS_TONE[row.status]}>{t(`corrections.states.${row.status}`)}</Badge>
          {row.review_note ? (
            <Text size="1" color="gray" dir="auto">
              {row.review_note}
            </Text>
          ) : null}
        </Flex>
      ),
    },
  ];

  const mayDecide = (row: AttendanceCorrection) =>
    reviewerId !== undefined && row.status === 'pending' && row.user_id !== reviewerId;

  return (
    <>
      <DataTable<AttendanceCorrection>
        label={label}
        columns={columns}
        rows={corrections}
        getRowId={(row) => row.id}
        getRowLabel={(row) =>
          t('corrections.rowLabel', {
            name: row.full_name ?? '',
            span: spanText(row.start, row.end),
          })
        }
        rowActions={(row) =>
          mayDecide(row)
            ? [
                {
                  key: 'decide',
                  label: t('corrections.decide'),
                  icon: <Check size={16} />,
                  onSelect: (chosen: AttendanceCorrection) => setDeciding(chosen),
                },
              ]
            : []
        }
        page={query.page}
        size={query.size}
        total={total}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
        status={isLoading ? 'loading' : error ? 'error' : 'ready'}
        onRetry={retry}
        labels={{
          // Two of these lists share the page: each pagination landmark needs its own name.
          pagination: t('corrections.pagination', { list: label }),
          loading: t('corrections.loading'),
          errorTitle: t('corrections.errorTitle'),
          rowActions: (name) => t('corrections.rowActions', { name }),
        }}
        empty={empty}
      />
      <Dialog.Root
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
      >
        {deciding ? (
          <DecideCorrection
            correction={deciding}
            original={original(deciding)}
            corrected={spanText(deciding.start, deciding.end)}
            onClose={() => setDeciding(null)}
          />
        ) : null}
      </Dialog.Root>
    </>
  );
}

function DecideCorrection({
  correction,
  original,
  corrected,
  onClose,
}: {
  correction: AttendanceCorrection;
  original: string;
  corrected: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('attendance');
  const { decide } = useCorrectionActions();
  return (
    <DecisionDialogContent
      title={t('corrections.decideTitle', { name: correction.full_name ?? '' })}
      description={t('corrections.decideDescription')}
      labels={{
        close: t('corrections.close'),
        cancel: t('corrections.cancel'),
        approve: t('corrections.approve'),
        reject: t('corrections.reject'),
        comment: t('corrections.comment'),
        errorTitle: t('corrections.decideError'),
      }}
      errorText={(failure) => attendanceErrorMessage(t, failure)}
      // A blank comment is left out rather than sent empty.
      onDecide={(decision, note) => decide(correction.id, { decision, ...(note ? { note } : {}) })}
      onClose={onClose}
    >
      <Text as="p" size="2">
        {t('corrections.original')}: {original}
      </Text>
      <Text as="p" size="2" weight="medium">
        {t('corrections.corrected')}: {corrected}
      </Text>
      <Text as="p" size="2" dir="auto">
        {t('corrections.reason')}: {correction.reason}
      </Text>
    </DecisionDialogContent>
  );
}
