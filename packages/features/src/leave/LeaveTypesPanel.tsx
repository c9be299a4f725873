import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Tags } from 'lucide-react';
import type { LeaveType } from '@atrium/api';
import { Badge, Button, DataTable, EmptyState, Flex, Text, type DataTableColumn } from '@atrium/ui';
import { LeaveTypeDialog } from './LeaveTypeDialog.tsx';
import { LeaveTypeName, useDaysText } from './leaveParts.tsx';
import { useLeaveTypes } from './useLeave.ts';

/** The Leave types tab: every type with its rules; create and edit (archive) them. */
export function LeaveTypesPanel() {
  const { t } = useTranslation('leave');
  const { types, error, isLoading, retry } = useLeaveTypes();
  const daysText = useDaysText();
  const [editing, setEditing] = useState<LeaveType | 'new' | null>(null);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));

  const columns: DataTableColumn<LeaveType>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      width: 'minmax(10rem, 1.4fr)',
      minWidthRem: 10,
      cell: (type) => (
        <Flex gap="2" align="center" wrap="wrap">
          <LeaveTypeName type={type} />
          {type.archived ? <Badge>{t('types.archived')}</Badge> : null}
        </Flex>
      ),
    },
    {
      key: 'paid',
      header: t('fields.paid'),
      width: 'minmax(5rem, 0.5fr)',
      minWidthRem: 5,
      cell: (type) => yesNo(type.paid),
    },
    {
      key: 'document',
      header: t('fields.requiresDocument'),
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (type) => yesNo(type.requires_document),
    },
    {
      key: 'allowance',
      header: t('fields.allowance'),
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (type) =>
        type.yearly_allowance === null ? (
          <Text color="gray">{t('types.noLimit')}</Text>
        ) : (
          daysText(type.yearly_allowance)
        ),
    },
    {
      key: 'carry',
      header: t('fields.carryOver'),
      width: 'minmax(8rem, 0.8fr)',
      minWidthRem: 8,
      cell: (type) => daysText(type.carry_over_max),
    },
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <Button startIcon={<Plus size={16} />} onClick={() => setEditing('new')}>
          {t('types.new')}
        </Button>
      </Flex>
      <DataTable<LeaveType>
        label={t('types.label')}
        columns={columns}
        rows={types}
        getRowId={(type) => type.id}
        getRowLabel={(type) => type.name}
        rowActions={() => [
          {
            key: 'edit',
            label: t('actions.edit'),
            icon: <Pencil size={16} />,
            onSelect: (type) => setEditing(type),
          },
        ]}
        status={isLoading ? 'loading' : error ? 'error' : 'ready'}
        onRetry={retry}
        labels={{
          loading: t('types.loading'),
          errorTitle: t('types.loadErrorTitle'),
          rowActions: (name) => t('list.rowActions', { name }),
        }}
        empty={
          <EmptyState
            icon={<Tags size={24} />}
            title={t('types.emptyTitle')}
            text={t('types.emptyText')}
            action={
              <Button variant="soft" onClick={() => setEditing('new')}>
                {t('types.new')}
              </Button>
            }
          />
        }
      />
      <LeaveTypeDialog
        open={editing !== null}
        type={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
