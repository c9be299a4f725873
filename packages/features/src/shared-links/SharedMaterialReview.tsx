import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, MessageSquareWarning } from 'lucide-react';
import { isApiError, type MaterialReview } from '@atrium/api';
import { Alert, Button, Card, Flex, Text, TextField, Textarea, useIntlLocale } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { formatDate } from '../i18n/languages.ts';

export interface SharedMaterialReviewProps {
  token: string;
  review: MaterialReview;
  /** The decision as the server recorded it (the page shows it from then on). */
  onDecided: (review: MaterialReview) => void;
  /** Someone decided in between (409): the page asks for the link again to show it. */
  onStale: () => void;
}

type Decision = 'approve' | 'request_changes';

/**
 * "Approve" and "Request changes" on a story's material (ADR 0025): the reviewer's name, and a
 * comment that a request for changes needs. The decision goes back to the story as a comment and
 * a state change; once made, the page says what was decided until the story is back in review.
 */
export function SharedMaterialReview({
  token,
  review,
  onDecided,
  onStale,
}: SharedMaterialReviewProps) {
  const { t } = useTranslation('sharedLinks');
  const api = useApi();
  const locale = useIntlLocale();
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ name?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<Decision | null>(null);

  if (!review.open) {
    if (!review.decision) return null;
    const when = review.decided_at
      ? formatDate(new Date(review.decided_at), locale, { dateStyle: 'medium' })
      : '';
    const approved = review.decision === 'approved';
    return (
      <Alert
        tone={approved ? 'success' : 'warning'}
        title={approved ? t('review.approvedTitle') : t('review.changesTitle')}
        icon={approved ? <CheckCircle2 size={18} /> : <MessageSquareWarning size={18} />}
      >
        {approved
          ? t('review.approvedText', { date: when })
          : t('review.changesText', { date: when })}
      </Alert>
    );
  }

  const decide = async (decision: Decision) => {
    const problems: { name?: string; comment?: string } = {};
    if (!name.trim()) problems.name = t('review.nameRequired');
    if (decision === 'request_changes' && !comment.trim()) {
      problems.comment = t('review.commentRequired');
    }
    setErrors(problems);
    setFailure(null);
    if (problems.name || problems.comment) return;
    setSending(decision);
    try {
      const decided = await api.shared.review(token, {
        decision,
        name: name.trim(),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      onDecided(decided);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // Someone decided in between: the page shows what was decided.
        onStale();
      } else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors({
          ...(error.fieldErrors.name ? { name: t('review.nameRequired') } : {}),
          ...(error.fieldErrors.comment ? { comment: t('review.commentRequired') } : {}),
        });
      } else {
        setFailure(t('review.failed'));
      }
    } finally {
      setSending(null);
    }
  };

  return (
    <Card title={t('review.title')} titleAs="h2">
      <form
        aria-label={t('review.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void decide('approve');
        }}
      >
        <Flex direction="column" gap="3">
          <Text size="2" color="gray">
            {t('review.intro')}
          </Text>
          {failure ? (
            <Alert tone="danger" title={t('review.failedTitle')}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            label={t('review.name')}
            autoComplete="name"
            dir="auto"
            required
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
          />
          <Textarea
            label={t('review.comment')}
            hint={t('review.commentHint')}
            dir="auto"
            value={comment}
            error={errors.comment}
            onChange={(event) => {
              setComment(event.target.value);
              setErrors((current) => ({ ...current, comment: undefined }));
            }}
          />
          <Flex gap="2" justify="end" wrap="wrap">
            <Button
              type="button"
              variant="soft"
              tone="danger"
              loading={sending === 'request_changes'}
              disabled={sending !== null}
              onClick={() => void decide('request_changes')}
            >
              {t('review.requestChanges')}
            </Button>
            <Button type="submit" loading={sending === 'approve'} disabled={sending !== null}>
              {t('review.approve')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
