import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimesheetDraft } from '@atrium/api';
import { Alert, Button, Card, Flex, Text, TextField, useIntlLocale } from '@atrium/ui';
import { timesheetErrorMessage } from './timesheetErrors.ts';
import { formatHours, parseHours } from './timesheetView.ts';
import { useDayLabel } from './WeekGrid.tsx';

export interface DraftPanelProps {
  draft: TimesheetDraft;
  /** Absent when the week may not change. */
  onConfirm?: ((lines: { story_id: string; minutes: number }[]) => Promise<unknown>) | undefined;
  onDiscard?: (() => Promise<unknown>) | undefined;
}

/**
 * A Finish Working draft: the session's hours spread over the stories touched that day. Not
 * logged until confirmed; the person changes the hours first if they want.
 */
export function DraftPanel({ draft, onConfirm, onDiscard }: DraftPanelProps) {
  const { t } = useTranslation('timesheet');
  const locale = useIntlLocale();
  const dayLabel = useDayLabel();
  const [hours, setHours] = useState(() =>
    draft.lines.map((line) => formatHours(line.minutes, 'en')),
  );
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'confirm' | 'discard' | null>(null);

  const run = async (kind: 'confirm' | 'discard', work: () => Promise<unknown>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };
  const confirm = () => {
    const minutes = hours.map(parseHours);
    const problems = minutes.map((value) => (value === null ? t('cell.badHours') : undefined));
    setErrors(problems);
    if (problems.some(Boolean) || !onConfirm) return;
    void run('confirm', () =>
      onConfirm(
        draft.lines.map((line, index) => ({
          story_id: line.story.id,
          minutes: minutes[index] ?? 0,
        })),
      ),
    );
  };

  return (
    <Card
      title={t('drafts.title')}
      titleAs="h2"
      description={t('drafts.text', {
        day: dayLabel(draft.date, 'long'),
        hours: formatHours(draft.session_minutes, locale),
      })}
      footer={
        onConfirm && onDiscard ? (
          <Flex gap="2" justify="end" wrap="wrap">
            <Button
              variant="soft"
              tone="neutral"
              loading={busy === 'discard'}
              disabled={busy !== null}
              onClick={() => void run('discard', onDiscard)}
            >
              {t('drafts.discard')}
            </Button>
            <Button loading={busy === 'confirm'} disabled={busy !== null} onClick={confirm}>
              {t('drafts.confirm')}
            </Button>
          </Flex>
        ) : undefined
      }
    >
      <Flex direction="column" gap="3">
        {failure ? <Alert tone="danger">{timesheetErrorMessage(t, failure)}</Alert> : null}
        {draft.lines.map((line, index) => (
          <Flex key={line.story.id} align="end" gap="3" justify="between" wrap="wrap">
            <Text size="2" dir="auto" style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text as="span" color="gray" dir="ltr">
                {line.story.key}
              </Text>{' '}
              {line.story.title}
            </Text>
            <TextField
              label={t('drafts.minutesOf', { name: line.story.key })}
              inputMode="decimal"
              autoComplete="off"
              value={hours[index] ?? ''}
              disabled={!onConfirm}
              onChange={(event) => {
                const next = [...hours];
                next[index] = event.target.value;
                setHours(next);
              }}
              error={errors[index]}
              style={{ maxWidth: '10rem' }}
            />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
