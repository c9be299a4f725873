import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Plane } from 'lucide-react';
import {
  Button,
  Card,
  Container,
  EmptyState,
  Flex,
  Grid,
  Heading,
  PageHeader,
  Skeleton,
  Text,
  Alert,
  useIntlLocale,
} from '@atrium/ui';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { usePaging } from '../app/usePaging.ts';
import { formatNumber } from '../i18n/languages.ts';
import { LeaveRequestsTable } from './LeaveRequestsTable.tsx';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';
import { LeaveTypeName, useDaysText } from './leaveParts.tsx';
import { LinkedRequest } from './LinkedRequest.tsx';
import { RequestLeaveDialog } from './RequestLeaveDialog.tsx';
import { useLeaveBalances, useLeaveRequests, useLeaveTypes } from './useLeave.ts';

export interface MyLeavePageProps {
  /** The day taken as today (stories and tests pin it). */
  today?: Date;
  /** A request to open at once (a notification's link, `?request=`). */
  requestId?: string | undefined;
  /** The linked request's dialog was closed. */
  onRequestClose?: () => void;
}

/**
 * My leave, for everyone signed in: what is left of each type this year, my requests (cancel
 * one that is pending or has not started) and a new request. A team lead also finds the
 * requests waiting for them here, without the Days off area.
 */
export function MyLeavePage({ today, requestId, onRequestClose }: MyLeavePageProps) {
  const { t } = useTranslation('leave');
  useDocumentTitle(t('mine.title'));
  const [requesting, setRequesting] = useState(false);
  const mine = usePaging();
  const toApprove = usePaging();
  const waiting = useLeaveRequests({ scope: 'to_approve', ...toApprove.paging });
  const year = (today ?? new Date()).getFullYear();

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} py="5">
      <Flex direction="column" gap="5">
        <PageHeader
          title={t('mine.title')}
          description={t('mine.description')}
          actions={
            <Button startIcon={<CalendarPlus size={16} />} onClick={() => setRequesting(true)}>
              {t('mine.request')}
            </Button>
          }
        />
        <LinkedRequest requestId={requestId} onClose={() => onRequestClose?.()} />
        <MyBalances year={year} />
        {waiting.total > 0 ? (
          <section aria-labelledby="leave-to-approve">
            <Heading as="h2" size="4" id="leave-to-approve" mb="3">
              {t('mine.toApproveTitle')}
            </Heading>
            <LeaveRequestsTable
              label={t('mine.toApproveTitle')}
              query={{ scope: 'to_approve', ...toApprove.paging }}
              onPageChange={toApprove.onPageChange}
              onSizeChange={toApprove.onSizeChange}
              empty={<EmptyState title={t('requests.nothingToApproveTitle')} />}
            />
          </section>
        ) : null}
        <section aria-labelledby="leave-mine">
          <Heading as="h2" size="4" id="leave-mine" mb="3">
            {t('mine.requestsTitle')}
          </Heading>
          <LeaveRequestsTable
            label={t('mine.requestsTitle')}
            query={{ scope: 'mine', ...mine.paging }}
            showPerson={false}
            onPageChange={mine.onPageChange}
            onSizeChange={mine.onSizeChange}
            empty={
              <EmptyState
                icon={<Plane size={24} />}
                title={t('mine.emptyTitle')}
                text={t('mine.emptyText')}
                action={
                  <Button variant="soft" onClick={() => setRequesting(true)}>
                    {t('mine.request')}
                  </Button>
                }
              />
            }
          />
        </section>
      </Flex>
      <RequestLeaveDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        {...(today ? { today } : {})}
      />
    </Container>
  );
}

/** One card per type of leave: days left this year (or used, when the type has no limit). */
function MyBalances({ year }: { year: number }) {
  const { t } = useTranslation('leave');
  const locale = useIntlLocale();
  const { balances, error, isLoading, retry } = useLeaveBalances(null, year);
  const { types } = useLeaveTypes();
  const daysText = useDaysText();
  if (isLoading) {
    return (
      <Grid
        columns={{ initial: '1', sm: '3' }}
        gap="3"
        role="status"
        aria-busy="true"
        aria-label={t('balances.loading')}
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} blockSize={72} />
        ))}
      </Grid>
    );
  }
  if (error) {
    return (
      <Alert tone="danger" title={t('balances.errorTitle')}>
        <Flex direction="column" gap="2" align="start">
          {workingTimeErrorMessage(t, error)}
          <Button variant="soft" onClick={retry}>
            {t('actions.retry')}
          </Button>
        </Flex>
      </Alert>
    );
  }
  const shown = (balances?.items ?? []).filter(
    (balance) => !types.find((type) => type.id === balance.leave_type_id)?.archived,
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="leave-balances">
      <Heading as="h2" size="4" id="leave-balances" mb="3">
        {t('mine.balancesTitle', {
          year: formatNumber(year, locale, { useGrouping: false }),
        })}
      </Heading>
      <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="3">
        {shown.map((balance) => (
          <Card key={balance.leave_type_id}>
            <Flex direction="column" gap="1">
              <LeaveTypeName type={types.find((type) => type.id === balance.leave_type_id)} />
              <Text size="5" weight="bold">
                {balance.remaining === null
                  ? t('mine.usedOnly', { days: daysText(balance.used) })
                  : t('mine.left', { days: daysText(balance.remaining) })}
              </Text>
              <Text size="1" color="gray">
                {balance.allowance === null
                  ? t('types.noLimit')
                  : t('mine.breakdown', {
                      used: daysText(balance.used),
                      pending: daysText(balance.pending),
                    })}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
