import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarOff, Download, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { holidaysIcsUrl, type Holiday, type ImportHolidaysResult } from '@atrium/api';
import {
  Alert,
  Badge,
  Box,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Flex,
  Link,
  Select,
  Text,
} from '@atrium/ui';
import { useListView } from '../app/useListView.ts';
import { useTableLabels } from '../app/useTableLabels.ts';
import { HolidayDialog } from './HolidayDialog.tsx';
import { HolidayImportDialog } from './HolidayImportDialog.tsx';
import { holidaysInYear, holidayYears, type HolidayInYear } from './holidayYear.ts';
import { useHolidayMutations, useHolidays } from './useCalendars.ts';
import { useWorkdaysFormat } from './useWorkdaysFormat.ts';
import { workingTimeErrorMessage } from './workingTimeErrors.ts';

export interface HolidaysPanelProps {
  /** The calendar whose public holidays are shown. */
  calendarId: string;
  /** The year shown (controlled, e.g. kept in the URL); this year when absent. */
  year?: number;
  onYearChange?: (year: number) => void;
  /** Only the list and the export: no add, edit, remove or import. */
  readOnly?: boolean;
  /** Where the API is served (the `.ics` download link); `/api` by default. */
  apiBaseUrl?: string;
}

/**
 * A calendar's public holidays of one year: one-off dates and yearly ones, whole or half days.
 * Add, change and remove them, import an `.ics` file (how many came in and how many were
 * skipped is announced) and download them as `.ics`. A table on a desktop, cards on a phone.
 * Shown on a calendar's page (Workdays) and in Days off's Holidays tab.
 */
export function HolidaysPanel({
  calendarId,
  year: controlledYear,
  onYearChange,
  readOnly = false,
  apiBaseUrl,
}: HolidaysPanelProps) {
  const { t } = useTranslation('workdays');
  const format = useWorkdaysFormat();
  const thisYear = new Date().getFullYear();
  // The app's year when it gives one; else the panel's own, and a listener still hears of changes.
  const controlled = controlledYear !== undefined;
  const [year, changeYear] = useListView(
    controlledYear,
    controlled ? onYearChange : undefined,
    thisYear,
  );
  const setYear = (next: number) => {
    changeYear(next);
    if (!controlled) onYearChange?.(next);
  };
  const { holidays, error, isLoading, retry } = useHolidays(calendarId);
  const mutations = useHolidayMutations(calendarId);
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const rows = useMemo(() => holidaysInYear(holidays, year), [holidays, year]);
  const years = useMemo(
    // The year shown is offered too, even when the URL names one far off.
    () => [...new Set([...holidayYears(holidays, thisYear), year])].sort((a, b) => a - b),
    [holidays, thisYear, year],
  );

  const labels = useTableLabels(t, 'holidays');

  const columns: DataTableColumn<HolidayInYear>[] = [
    {
      key: 'date',
      header: t('holidays.date'),
      width: 'minmax(10rem, 1fr)',
      minWidthRem: 10,
      card: 'title',
      cell: (row) =>
        row.date ? (
          <Flex direction="column">
            <Text weight="medium">{format.date(row.date)}</Text>
            <Text size="1" color="gray">
              {format.weekdayOf(row.date)}
            </Text>
          </Flex>
        ) : (
          <Text color="gray">{t('holidays.ruleDate')}</Text>
        ),
    },
    {
      key: 'name',
      header: t('holidays.name'),
      width: 'minmax(12rem, 2fr)',
      minWidthRem: 12,
      cell: (row) => <Text dir="auto">{row.holiday.name}</Text>,
    },
    {
      key: 'repeats',
      header: t('holidays.repeatsColumn'),
      width: 'minmax(9rem, 1fr)',
      minWidthRem: 9,
      cell: (row) =>
        row.kind === 'once' ? (
          <Text color="gray">{t('holidays.once')}</Text>
        ) : (
          <Flex direction="column" gap="1" align="start">
            <Badge tone="accent">{t('holidays.everyYear')}</Badge>
            {row.date === null && row.holiday.rrule ? (
              <Text size="1" color="gray" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                {row.holiday.rrule}
              </Text>
            ) : null}
          </Flex>
        ),
    },
    {
      key: 'length',
      header: t('holidays.length'),
      width: 'minmax(7rem, 0.7fr)',
      minWidthRem: 7,
      cell: (row) =>
        row.holiday.half_day ? (
          <Badge tone="warning">{t('holidays.halfDayBadge')}</Badge>
        ) : (
          <Text color="gray">{t('holidays.wholeDay')}</Text>
        ),
    },
  ];

  const saved = (text: string) => {
    setNotice(text);
    setFailure(null);
  };
  const imported = (result: ImportHolidaysResult) =>
    saved(
      t('import.done', {
        imported: format.number(result.imported),
        skipped: format.number(result.skipped),
        count: result.imported,
      }),
    );

  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="between">
        <Box style={{ minInlineSize: '8rem' }}>
          <Select
            label={t('holidays.year')}
            options={years.map((value) => ({
              value: String(value),
              label: format.year(value),
            }))}
            value={String(year)}
            onValueChange={(value) => setYear(Number(value))}
          />
        </Box>
        <Flex gap="2" wrap="wrap" align="center">
          {readOnly ? null : (
            <>
              <Button startIcon={<Plus size={16} />} onClick={() => setEditing('new')}>
                {t('holidays.add')}
              </Button>
              <Button
                variant="soft"
                startIcon={<Upload size={16} />}
                onClick={() => setImporting(true)}
              >
                {t('import.open')}
              </Button>
            </>
          )}
          <Link href={holidaysIcsUrl(calendarId, apiBaseUrl)} download weight="medium">
            <Flex as="span" gap="1" align="center">
              <Download size={16} aria-hidden />
              {t('holidays.export')}
            </Flex>
          </Link>
        </Flex>
      </Flex>
      <Box role="status" aria-live="polite">
        {notice ? (
          <Text size="2" color="gray">
            {notice}
          </Text>
        ) : null}
      </Box>
      {failure ? (
        <Alert tone="danger" title={t('holidays.changeFailed')}>
          {workingTimeErrorMessage(t, failure)}
        </Alert>
      ) : null}
      <DataTable<HolidayInYear>
        label={t('holidays.listLabel', { year: format.year(year) })}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.holiday.id}
        getRowLabel={(row) => row.holiday.name}
        status={isLoading ? 'loading' : error ? 'error' : 'ready'}
        onRetry={retry}
        labels={labels}
        {...(readOnly
          ? {}
          : {
              rowActions: (row: HolidayInYear) => [
                {
                  key: 'edit',
                  label: t('actions.edit'),
                  icon: <Pencil size={16} />,
                  onSelect: () => setEditing(row.holiday),
                },
                {
                  key: 'remove',
                  label: t('actions.remove'),
                  icon: <Trash2 size={16} />,
                  tone: 'danger' as const,
                  onSelect: () => setRemoving(row.holiday),
                },
              ],
            })}
        empty={
          <EmptyState
            icon={<CalendarOff size={24} />}
            title={t('holidays.emptyTitle')}
            text={t('holidays.emptyText')}
            action={
              readOnly ? undefined : (
                <Button variant="soft" onClick={() => setEditing('new')}>
                  {t('holidays.add')}
                </Button>
              )
            }
          />
        }
      />
      <HolidayDialog
        open={editing !== null}
        holiday={editing && editing !== 'new' ? editing : undefined}
        defaultDate={year === thisYear ? undefined : `${year}-01-01`}
        onClose={() => setEditing(null)}
        onSubmit={async (body) => {
          if (editing && editing !== 'new') {
            await mutations.update(editing.id, body);
            saved(t('holidays.saved', { name: body.name }));
          } else {
            await mutations.create(body);
            saved(t('holidays.added', { name: body.name }));
          }
        }}
      />
      <HolidayImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImport={mutations.importIcs}
        onImported={imported}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('holidays.removeTitle', { name: removing?.name ?? '' })}
        message={removing?.rrule ? t('holidays.removeYearlyText') : t('holidays.removeText')}
        confirmLabel={t('holidays.removeConfirm')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        onConfirm={async () => {
          const holiday = removing;
          if (!holiday) return;
          try {
            await mutations.remove(holiday.id);
            saved(t('holidays.removed', { name: holiday.name }));
          } catch (error) {
            setFailure(error);
          }
        }}
      />
    </Flex>
  );
}
