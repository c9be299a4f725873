import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Scale, SlidersHorizontal } from 'lucide-react';
import type { Adjustment, LeaveBalance } from '@atrium/api';
import {
  Button,
  Combobox,
  DataTable,
  EmptyState,
  Flex,
  Heading,
  Select,
  Text,
  useIntlLocale,
  type DataTableColumn,
} from '@atrium/ui';
import { useSession } from '../app/SessionProvider.tsx';
import { formatDate, formatNumber } from '../i18n/languages.ts';
import { AdjustBalanceDialog } from './AdjustBalanceDialog.tsx';
import { LeaveTypeName, personName, useDaysText } from './leaveParts.tsx';
import { useLeaveAdjustments, useLeaveBalances, useLeaveTypes } from './useLeave.ts';
import { usePeopleOptions } from './usePeopleOptions.ts';

export interface LeaveBalancesPanelProps {
  /** Whose balances (none: the reader's own). */
  userId?: string | undefined;
  year: number;
  onChange: (next: { userId?: string | undefined; year: number }) => void;
}

/**
 * The Balances tab: one person's balance per type for a year (allowance, carried over,
 * adjustments, used, pending, left), the log of adjustments, and "Adjust" with a reason.
 */
export function LeaveBalancesPanel({ userId, year, onChange }: LeaveBalancesPanelProps) {
  const { t } = useTranslation('leave');
  const { user } = useSession();
  const locale = useIntlLocale();
  const people = usePeopleOptions();
  const whose = userId ?? user?.id ?? null;
  const { balances, error, isLoading, retry } = useLeaveBalances(whose, year);
  const { types } = useLeaveTypes();
  const daysText = useDaysText();
  const [adjusting, setAdjusting] = useState(false);
  const [logPage, setLogPage] = useState({ page: 1, size: 10 });
  const log = useLeaveAdjustments(
    whose ? { user_id: whose, year, page: logPage.page, size: logPage.size } : null,
  );
  const personLabel =
    people.find((option) => option.value === whose)?.label ??
    (user && whose === user.id ? personName(user) : '');
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
  if (!years.includes(year)) years.push(year);
  const typeOf = (id: string) => types.find((type) => type.id === id);
  const amount = (value: number | null) =>
    value === null ? <Text color="gray">{t('types.noLimit')}</Text> : daysText(value);

  const columns: DataTableColumn<LeaveBalance>[] = [
    {
      key: 'type',
      header: t('fields.type'),
      width: 'minmax(9rem, 1.2fr)',
      minWidthRem: 9,
      cell: (balance) => <LeaveTypeName type={typeOf(balance.leave_type_id)} />,
    },
    { key: 'allowance', header: t('fields.allowance'), cell: (b) => amount(b.allowance) },
    { key: 'carried', header: t('balances.carried'), cell: (b) => daysText(b.carried_over) },
    { key: 'adjusted', header: t('balances.adjusted'), cell: (b) => daysText(b.adjustments) },
    { key: 'used', header: t('balances.used'), cell: (b) => daysText(b.used) },
    { key: 'pending', header: t('balances.pending'), cell: (b) => daysText(b.pending) },
    {
      key: 'remaining',
      header: t('balances.remaining'),
      cell: (b) => <Text weight="medium">{amount(b.remaining)}</Text>,
    },
  ];
  const logColumns: DataTableColumn<Adjustment>[] = [
    {
      key: 'when',
      header: t('balances.when'),
      width: 'minmax(8rem, 0.8fr)',
      cell: (entry) => formatDate(new Date(entry.created_at), locale, { dateStyle: 'medium' }),
    },
    {
      key: 'type',
      header: t('fields.type'),
      cell: (entry) => <LeaveTypeName type={typeOf(entry.leave_type_id)} />,
    },
    {
      key: 'days',
      header: t('fields.adjustDays'),
      width: 'minmax(6rem, 0.6fr)',
      cell: (entry) =>
        `${entry.days > 0 ? '+' : '−'}${formatNumber(Math.abs(entry.days), locale, { maximumFractionDigits: 1 })}`,
    },
    {
      key: 'reason',
      header: t('fields.reason'),
      width: 'minmax(12rem, 2fr)',
      cell: (entry) => <Text dir="auto">{entry.reason}</Text>,
    },
    {
      key: 'by',
      header: t('balances.by'),
      cell: (entry) => (entry.actor ? personName(entry.actor) : t('balances.system')),
    },
  ];

  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="between">
        <Flex gap="3" wrap="wrap" align="end">
          <Combobox
            label={t('fields.person')}
            placeholder={t('balances.me')}
            loadingLabel={t('requests.searching')}
            noResultsLabel={t('requests.noPeople')}
            options={people}
            value={userId ?? null}
            onValueChange={(next) => onChange({ userId: next ?? undefined, year })}
          />
          <Select
            label={t('balances.year')}
            options={years
              .sort((a, b) => a - b)
              .map((value) => ({
                value: String(value),
                label: formatNumber(value, locale, { useGrouping: false }),
              }))}
            value={String(year)}
            onValueChange={(value) => onChange({ userId, year: Number(value) })}
          />
        </Flex>
        <Button
          startIcon={<SlidersHorizontal size={16} />}
          disabled={!whose || types.length === 0}
          onClick={() => setAdjusting(true)}
        >
          {t('balances.adjust')}
        </Button>
      </Flex>
      <DataTable<LeaveBalance>
        label={t('balances.label', { name: personLabel })}
        columns={columns}
        rows={balances?.items ?? []}
        getRowId={(balance) => balance.leave_type_id}
        getRowLabel={(balance) => typeOf(balance.leave_type_id)?.name ?? t('unknownType')}
        status={isLoading ? 'loading' : error ? 'error' : 'ready'}
        onRetry={retry}
        labels={{ loading: t('balances.loading'), errorTitle: t('balances.errorTitle') }}
        empty={
          <EmptyState
            icon={<Scale size={24} />}
            title={t('balances.emptyTitle')}
            text={t('balances.emptyText')}
          />
        }
      />
      <Heading as="h2" size="3">
        {t('balances.logTitle')}
      </Heading>
      <DataTable<Adjustment>
        label={t('balances.logTitle')}
        columns={logColumns}
        rows={log.adjustments}
        getRowId={(entry) => entry.id}
        getRowLabel={(entry) => entry.reason}
        page={logPage.page}
        size={logPage.size}
        total={log.total}
        onPageChange={(page) => setLogPage({ ...logPage, page })}
        onSizeChange={(size) => setLogPage({ page: 1, size })}
        status={log.isLoading ? 'loading' : log.error ? 'error' : 'ready'}
        onRetry={log.retry}
        labels={{ loading: t('balances.logLoading'), errorTitle: t('balances.logErrorTitle') }}
        empty={<EmptyState title={t('balances.logEmptyTitle')} text={t('balances.logEmptyText')} />}
      />
      {whose ? (
        <AdjustBalanceDialog
          open={adjusting}
          userId={whose}
          personLabel={personLabel}
          year={year}
          types={types}
          onClose={() => setAdjusting(false)}
        />
      ) : null}
    </Flex>
  );
}
