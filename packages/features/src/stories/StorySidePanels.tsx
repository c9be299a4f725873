import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import { richTextFromPlain, type StoryDetail } from '@atrium/api';
import { Alert, Button, Card, Flex, Text, TextField, Textarea } from '@atrium/ui';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { isoDateOf } from '../projects/projectParts.tsx';
import { useStoryActions, useStoryTime } from './useStory.ts';

/** `90` → "1 h 30 min". */
function durationText(
  t: (key: string, values?: Record<string, unknown>) => string,
  minutes: number,
) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('time.minutes', { count: rest });
  return rest === 0
    ? t('time.hours', { count: hours })
    : t('time.hoursMinutes', { hours, minutes: rest });
}

/** Logged time beside the estimate; the person's timer and a manual entry. */
export function StoryTimePanel({ story }: { story: StoryDetail }) {
  const { t } = useTranslation('stories');
  const { time } = useStoryTime(story.id);
  const actions = useStoryActions(story.id);
  const [minutes, setMinutes] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const running = time?.items.some((entry) => entry.running && entry.user) ?? false;
  const total = time?.total_minutes ?? story.logged_minutes;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < 1) return;
    void run(async () => {
      await actions.addTime({ minutes: value, date: isoDateOf(new Date()) ?? '' });
      setMinutes('');
    });
  };

  return (
    <Card title={t('time.title')} titleAs="h2">
      <Flex direction="column" gap="3">
        <Text>
          {t('time.logged', { logged: durationText(t, total) })}
          {story.estimate !== null
            ? ` · ${t('time.estimate', {
                estimate: story.estimate,
                unit: t(`units.${story.project.estimate_unit}`),
              })}`
            : ''}
        </Text>
        {failure ? (
          <Alert tone="danger" title={t('time.error')}>
            {projectErrorMessage(t, failure)}
          </Alert>
        ) : null}
        <Button
          variant="soft"
          loading={busy}
          startIcon={running ? <Pause size={16} /> : <Play size={16} />}
          onClick={() => void run(running ? actions.stopTimer : actions.startTimer)}
        >
          {running ? t('time.stop') : t('time.start')}
        </Button>
        <form onSubmit={add} aria-label={t('time.manual')}>
          <Flex gap="2" align="end">
            <TextField
              label={t('time.minutesField')}
              inputMode="numeric"
              value={minutes}
              onChange={(event) => setMinutes(event.target.value.replace(/\D/g, ''))}
            />
            <Button type="submit" variant="soft" disabled={busy || !minutes}>
              {t('time.add')}
            </Button>
          </Flex>
        </form>
      </Flex>
    </Card>
  );
}

/** Approve (to completed) or send back with a required comment, for a story in review. */
export function StoryReviewPanel({ story }: { story: StoryDetail }) {
  const { t } = useTranslation('stories');
  const { review } = useStoryActions(story.id);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (!story.can_review || story.state.group !== 'review') return null;

  const decide = async (decision: 'approve' | 'send_back') => {
    setFailure(null);
    if (decision === 'send_back' && !comment.trim()) {
      setCommentError(t('review.commentRequired'));
      return;
    }
    setBusy(true);
    try {
      await review(
        decision,
        story.version,
        decision === 'send_back' ? richTextFromPlain(comment.trim()) : undefined,
      );
      setComment('');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('review.title')} titleAs="h2">
      <Flex direction="column" gap="3">
        {failure ? (
          <Alert tone="danger" title={t('review.error')}>
            {projectErrorMessage(t, failure)}
          </Alert>
        ) : null}
        <Textarea
          label={t('review.comment')}
          hint={t('review.commentHint')}
          dir="auto"
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setCommentError(undefined);
          }}
          error={commentError}
        />
        <Flex gap="2" justify="end" wrap="wrap">
          <Button
            variant="soft"
            tone="danger"
            disabled={busy}
            onClick={() => void decide('send_back')}
          >
            {t('review.sendBack')}
          </Button>
          <Button disabled={busy} onClick={() => void decide('approve')}>
            {t('review.approve')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
