import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  leaveAttachmentUrl,
  leaveSpansOverlap,
  type LeaveRequest,
  type TeamCalendar,
} from '@atrium/api';
import { Box, Dialog, Flex, Heading, Skeleton, Text, useIntlLocale } from '@atrium/ui';
import { DecisionDialogContent } from '../app/DecisionDialog.tsx';
import { workingTimeErrorMessage } from '../workdays/workingTimeErrors.ts';
import { listFormat } from './listFormat.ts';
import {
  LeaveStatusBadge,
  LeaveTypeName,
  personName,
  useDaysText,
  useLeaveDate,
  useLeaveSpanText,
} from './leaveParts.tsx';
import { useLeaveMutations, useLeaveTypes, useTeamCalendar } from './useLeave.ts';

export interface DecideLeaveDialogProps {
  /** The request to approve or reject; null: closed. */
  request: LeaveRequest | null;
  onClose: () => void;
}

/**
 * Approve or reject a pending request with a comment. Before deciding, the approver sees who
 * else is away on those dates (approved and pending leave of the teams they may see) and the
 * holidays in the span.
 */
export function DecideLeaveDialog({ request, onClose }: DecideLeaveDialogProps) {
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {request ? <DecideForm request={request} onClose={onClose} /> : null}
    </Dialog.Root>
  );
}

function DecideForm({ request, onClose }: { request: LeaveRequest; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const { decide } = useLeaveMutations();
  const { types } = useLeaveTypes();
  const spanText = useLeaveSpanText();
  const daysText = useDaysText();
  const type = types.find((entry) => entry.id === request.leave_type_id);

  return (
    <DecisionDialogContent
      size={3}
      gap="4"
      title={t(request.can_decide ? 'decide.title' : 'decide.viewTitle', {
        name: personName(request.user),
      })}
      description={request.can_decide ? t('decide.description') : t('decide.viewDescription')}
      labels={{
        close: t('actions.close'),
        cancel: t('actions.cancel'),
        approve: t('actions.approve'),
        reject: t('actions.reject'),
        comment: t('fields.comment'),
        commentHint: t('decide.commentHint'),
        errorTitle: t('decide.errorTitle'),
      }}
      errorText={(failure) => workingTimeErrorMessage(t, failure)}
      onDecide={(decision, comment) => decide(request.id, decision, comment)}
      onClose={onClose}
      canDecide={request.can_decide}
    >
      <dl style={DETAILS_STYLE}>
        <Detail term={t('fields.type')}>
          <LeaveTypeName type={type} />
        </Detail>
        <Detail term={t('fields.dates')}>{spanText(request)}</Detail>
        <Detail term={t('fields.days')}>{daysText(request.days)}</Detail>
        <Detail term={t('fields.status')}>
          <LeaveStatusBadge status={request.status} />
        </Detail>
        {request.reason ? (
          <Detail term={t('fields.reason')}>
            <span dir="auto">{request.reason}</span>
          </Detail>
        ) : null}
        {request.attachment ? (
          <Detail term={t('fields.document')}>
            <a href={leaveAttachmentUrl(request.id)} target="_blank" rel="noreferrer">
              {request.attachment.name}
            </a>
          </Detail>
        ) : null}
      </dl>
      <OverlapList request={request} />
    </DecisionDialogContent>
  );
}

const DETAILS_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: 'var(--space-2) var(--space-4)',
  margin: 0,
} as const;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <Text weight="medium">{term}</Text>
      </dt>
      <dd style={{ margin: 0, minInlineSize: 0 }}>{children}</dd>
    </>
  );
}

/** Other people's leave sharing a half day with the request, and the span's holidays. */
export function overlapsOf(request: LeaveRequest, calendar: TeamCalendar | undefined) {
  if (!calendar) return { leaves: [], holidays: [] };
  const person = calendar.people.find((entry) => entry.id === request.user.id);
  return {
    leaves: calendar.leaves.filter(
      (leave) =>
        leave.id !== request.id &&
        leave.user_id !== request.user.id &&
        leaveSpansOverlap(leave, request),
    ),
    holidays: calendar.holidays.filter(
      (holiday) =>
        (person?.calendar_id ?? null) === holiday.calendar_id &&
        holiday.date >= request.start_date &&
        holiday.date <= request.end_date,
    ),
  };
}

function OverlapList({ request }: { request: LeaveRequest }) {
  const { t } = useTranslation('leave');
  const spanText = useLeaveSpanText();
  const dateText = useLeaveDate();
  const locale = useIntlLocale();
  const { calendar, error, isLoading } = useTeamCalendar({
    from_date: request.start_date,
    to_date: request.end_date,
    include_pending: true,
  });
  const { leaves, holidays } = overlapsOf(request, calendar);
  const nameOf = (userId: string) => {
    const person = calendar?.people.find((entry) => entry.id === userId);
    return person ? personName(person) : t('someone');
  };
  const typeOf = (typeId: string) => calendar?.leave_types.find((entry) => entry.id === typeId);
  return (
    <section aria-labelledby="leave-overlaps">
      <Heading as="h3" size="2" id="leave-overlaps">
        {t('decide.overlapsTitle')}
      </Heading>
      {isLoading ? (
        <Skeleton inlineSize="60%" aria-label={t('decide.overlapsLoading')} />
      ) : error ? (
        <Text as="p" size="2" color="gray">
          {t('decide.overlapsError')}
        </Text>
      ) : leaves.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t('decide.noOverlaps')}
        </Text>
      ) : (
        <Box asChild m="0" p="0" style={{ listStyle: 'none' }}>
          <ul data-testid="leave-overlaps">
            {leaves.map((leave) => (
              <Flex as="li" key={leave.id} gap="2" align="center" wrap="wrap" py="1">
                <Text weight="medium" dir="auto">
                  {nameOf(leave.user_id)}
                </Text>
                <LeaveTypeName type={typeOf(leave.leave_type_id)} />
                <Text size="2">{spanText(leave)}</Text>
                <LeaveStatusBadge status={leave.status} />
              </Flex>
            ))}
          </ul>
        </Box>
      )}
      {holidays.length > 0 ? (
        <Text as="p" size="2" color="gray" mt="2">
          {t('decide.holidays', {
            list: listFormat(locale).format(
              holidays.map((holiday) => `${holiday.name} (${dateText(holiday.date)})`),
            ),
          })}
        </Text>
      ) : null}
    </section>
  );
}
