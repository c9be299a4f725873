import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, FileText, X } from 'lucide-react';
import { leaveAttachmentUrl, type LeaveRequest, type LeaveRequestsInput } from '@atrium/api';
import {
  ConfirmDialog,
  DataTable,
  Flex,
  Text,
  type DataTableColumn,
  type DataTableRowAction,
} from '@atrium/ui';
import type { RequestsTableProps } from '../app/RequestsTableProps.ts';
import { DecideLeaveDialog } from './DecideLeaveDialog.tsx';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';
import {
  LeaveStatusBadge,
  LeaveTypeName,
  personName,
  useDaysText,
  useLeaveSpanText,
} from './leaveParts.tsx';
import { useLeaveMutations, useLeaveRequests, useLeaveTypes } from './useLeave.ts';

/** `showPerson`: whose request each row is (off for one's own). */
export interface LeaveRequestsTableProps extends RequestsTableProps<LeaveRequestsInput> {
  filterBar?: ReactNode;
}

/**
 * Leave requests as a table (cards on a phone): person, type, dates with halves, days, status
 * and the decision. Rows the reader may decide open the approve / reject dialog; rows they may
 * cancel ask first. The server pages and filters.
 */
export function LeaveRequestsTable({
  label,
  query,
  onPageChange,
  onSizeChange,
  showPerson = true,
  filterBar,
  empty,
}: LeaveRequestsTableProps) {
  const { t } = useTranslation('leave');
  const { requests, total, error, isLoading, retry } = useLeaveRequests(query);
  const { types } = useLeaveTypes();
  const { cancel } = useLeaveMutations();
  const spanText = useLeaveSpanText();
  const daysText = useDaysText();
  const [deciding, setDeciding] = useState<LeaveRequest | null>(null);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const [cancelError, setCancelError] = useState<unknown>(null);
  const typeOf = (request: LeaveRequest) => types.find((type) => type.id === request.leave_type_id);
  const rowLabel = (request: LeaveRequest) =>
    t('list.rowLabel', {
      name: personName(request.user),
      type: typeOf(request)?.name ?? t('unknownType'),
      dates: spanText(request),
    });

  const columns: DataTableColumn<LeaveRequest>[] = [
    ...(showPerson
      ? [
          {
            key: 'person',
            header: t('fields.person'),
            width: 'minmax(10rem, 1.2fr)',
            minWidthRem: 10,
            card: 'title' as const,
            cell: (request: LeaveRequest) => <Text dir="auto">{personName(request.user)}</Text>,
          },
        ]
      : []),
    {
      key: 'type',
      header: t('fields.type'),
      width: 'minmax(8rem, 1fr)',
      minWidthRem: 8,
      ...(showPerson ? {} : { card: 'title' as const }),
      cell: (request) => <LeaveTypeName type={typeOf(request)} />,
    },
    {
      key: 'dates',
      header: t('fields.dates'),
      width: 'minmax(13rem, 1.6fr)',
      minWidthRem: 13,
      cell: (request) => <Text>{spanText(request)}</Text>,
    },
    {
      key: 'days',
      header: t('fields.days'),
      width: 'minmax(6rem, 0.6fr)',
      minWidthRem: 6,
      cell: (request) => daysText(request.days),
    },
    {
      key: 'status',
      header: t('fields.status'),
      width: 'minmax(7rem, 0.7fr)',
      minWidthRem: 7,
      cell: (request) => (
        <Flex direction="column" gap="1" align="start">
          <LeaveStatusBadge status={request.status} />
          {request.decision_comment ? (
            <Text size="1" color="gray" dir="auto">
              {request.decision_comment}
            </Text>
          ) : null}
        </Flex>
      ),
    },
  ];

  const actions = (request: LeaveRequest): DataTableRowAction<LeaveRequest>[] => [
    ...(request.can_decide
      ? [
          {
            key: 'decide',
            label: t('actions.decide'),
            icon: <Check size={16} />,
            onSelect: (row: LeaveRequest) => setDeciding(row),
          },
        ]
      : []),
    ...(request.attachment
      ? [
          {
            key: 'document',
            label: t('actions.openDocument'),
            icon: <FileText size={16} />,
            onSelect: (row: LeaveRequest) =>
              void window.open(leaveAttachmentUrl(row.id), '_blank', 'noopener'),
          },
        ]
      : []),
    ...(request.can_cancel
      ? [
          {
            key: 'cancel',
            label: t('actions.cancelRequest'),
            icon: <X size={16} />,
            tone: 'danger' as const,
            onSelect: (row: LeaveRequest) => {
              setCancelError(null);
              setCancelling(row);
            },
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable<LeaveRequest>
        label={label}
        columns={columns}
        rows={requests}
        getRowId={(request) => request.id}
        getRowLabel={rowLabel}
        rowActions={actions}
        page={query.page ?? 1}
        size={query.size ?? 10}
        total={total}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
        status={isLoading ? 'loading' : error ? 'error' : 'ready'}
        onRetry={retry}
        labels={{
          loading: t('list.loading'),
          errorTitle: t('list.errorTitle'),
          rowActions: (name) => t('list.rowActions', { name }),
        }}
        empty={empty}
        filterBar={filterBar}
      />
      <DecideLeaveDialog request={deciding} onClose={() => setDeciding(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t('cancelDialog.title')}
        message={cancelling ? t('cancelDialog.message', { dates: spanText(cancelling) }) : ''}
        confirmLabel={t('cancelDialog.confirm')}
        cancelLabel={t('cancelDialog.keep')}
        tone="danger"
        error={cancelError ? workingTimeErrorMessage(t, cancelError) : undefined}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel(cancelling.id);
            setCancelling(null);
          } catch (error) {
            setCancelError(error);
            // Keeps the dialog open with the reason shown.
            throw error;
          }
        }}
      />
    </>
  );
}
