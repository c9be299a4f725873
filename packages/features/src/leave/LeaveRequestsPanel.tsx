import { useTranslation } from 'react-i18next';
import { CalendarOff } from 'lucide-react';
import { LEAVE_STATUSES, type LeaveStatusValue } from '@atrium/api';
import {
  Button,
  Combobox,
  DataTable,
  DatePicker,
  EmptyState,
  SegmentedToggle,
  Select,
} from '@atrium/ui';
import { dateOf, isoDateOf } from '../projects/projectParts.tsx';
import {
  requestsInputOf,
  withoutRequestFilters,
  type DaysOffView,
  type RequestScope,
} from './daysOffView.ts';
import { LeaveRequestsTable } from './LeaveRequestsTable.tsx';
import { useDateLabels } from './useDateLabels.ts';
import { useLeaveTypes } from './useLeave.ts';
import { usePeopleOptions } from './usePeopleOptions.ts';
import { useTeamOptions } from './useTeamOptions.ts';

const ANY = 'any';

/** The optional filters a control may clear. */
type FilterKey = 'status' | 'user_id' | 'leave_type_id' | 'team_id' | 'from_date' | 'to_date';

export interface LeaveRequestsPanelProps {
  view: DaysOffView;
  onViewChange: (view: DaysOffView) => void;
}

/**
 * The Requests tab: the pending requests the reader may decide, or every request they may see,
 * filtered by state, person and dates (all in the URL) and paged by the server.
 */
export function LeaveRequestsPanel({ view, onViewChange }: LeaveRequestsPanelProps) {
  const { t } = useTranslation('leave');
  const people = usePeopleOptions();
  const teams = useTeamOptions();
  const { types } = useLeaveTypes();
  const dateLabels = useDateLabels();
  const filtered = Boolean(
    (view.scope === 'all' && view.status) ||
    view.user_id ||
    view.leave_type_id ||
    view.team_id ||
    view.from_date ||
    view.to_date,
  );
  const set = (patch: Partial<DaysOffView>, remove: FilterKey[] = []) => {
    const next: DaysOffView = { ...view, ...patch, page: 1 };
    for (const key of remove) next[key] = undefined;
    onViewChange(next);
  };

  return (
    <LeaveRequestsTable
      label={view.scope === 'to_approve' ? t('requests.toApproveLabel') : t('requests.allLabel')}
      query={requestsInputOf(view)}
      onPageChange={(page) => onViewChange({ ...view, page })}
      onSizeChange={(size) => onViewChange({ ...view, size, page: 1 })}
      empty={
        <EmptyState
          icon={<CalendarOff size={24} />}
          title={
            filtered
              ? t('requests.noMatchTitle')
              : view.scope === 'to_approve'
                ? t('requests.nothingToApproveTitle')
                : t('requests.emptyTitle')
          }
          text={
            filtered
              ? t('requests.noMatchText')
              : view.scope === 'to_approve'
                ? t('requests.nothingToApproveText')
                : t('requests.emptyText')
          }
          action={
            filtered ? (
              <Button variant="soft" onClick={() => onViewChange(withoutRequestFilters(view))}>
                {t('requests.clear')}
              </Button>
            ) : undefined
          }
        />
      }
      filterBar={
        <DataTable.FilterBar role="search" aria-label={t('requests.filters')}>
          <SegmentedToggle<RequestScope>
            label={t('requests.scope')}
            value={view.scope}
            onValueChange={(scope) => set({ scope })}
            options={[
              { value: 'to_approve', label: t('requests.toApprove') },
              { value: 'all', label: t('requests.all') },
            ]}
          />
          {view.scope === 'all' ? (
            <Select
              label={t('fields.status')}
              options={[
                { value: ANY, label: t('requests.anyStatus') },
                ...LEAVE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
              ]}
              value={view.status ?? ANY}
              onValueChange={(value) =>
                value === ANY ? set({}, ['status']) : set({ status: value as LeaveStatusValue })
              }
            />
          ) : null}
          <Select
            label={t('fields.type')}
            options={[
              { value: ANY, label: t('requests.anyType') },
              ...types.map((type) => ({ value: type.id, label: type.name })),
            ]}
            value={view.leave_type_id ?? ANY}
            onValueChange={(value) =>
              value === ANY ? set({}, ['leave_type_id']) : set({ leave_type_id: value })
            }
          />
          {teams.length > 0 ? (
            <Select
              label={t('fields.team')}
              options={[{ value: ANY, label: t('calendar.allTeams') }, ...teams]}
              value={view.team_id ?? ANY}
              onValueChange={(value) =>
                value === ANY ? set({}, ['team_id']) : set({ team_id: value })
              }
            />
          ) : null}
          <Combobox
            label={t('fields.person')}
            placeholder={t('requests.anyone')}
            loadingLabel={t('requests.searching')}
            noResultsLabel={t('requests.noPeople')}
            options={people}
            value={view.user_id ?? null}
            onValueChange={(next) => (next ? set({ user_id: next }) : set({}, ['user_id']))}
          />
          <DatePicker
            label={t('requests.from')}
            labels={dateLabels}
            value={dateOf(view.from_date)}
            onChange={(date) => {
              const iso = isoDateOf(date);
              if (iso)
                set({ from_date: iso }, view.to_date && view.to_date < iso ? ['to_date'] : []);
              else set({}, ['from_date']);
            }}
          />
          <DatePicker
            label={t('requests.to')}
            labels={dateLabels}
            value={dateOf(view.to_date)}
            onChange={(date) => {
              const iso = isoDateOf(date);
              if (iso)
                set({ to_date: iso }, view.from_date && view.from_date > iso ? ['from_date'] : []);
              else set({}, ['to_date']);
            }}
          />
          {filtered ? (
            <Button variant="ghost" onClick={() => onViewChange(withoutRequestFilters(view))}>
              {t('requests.clear')}
            </Button>
          ) : null}
        </DataTable.FilterBar>
      }
    />
  );
}
