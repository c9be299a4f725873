import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  richTextPlain,
  type RichTextDocument,
  type StoryActivity,
  type StoryComment,
} from '@atrium/api';
import { Alert, Button, Flex, Text, useIntlLocale } from '@atrium/ui';
import { formatDate } from '../i18n/languages.ts';
import { personName } from '../projects/projectParts.tsx';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { RichTextView } from './RichTextView.tsx';
import { useMentionSearch, type MentionSearch } from './useMentionSearch.ts';
import { useStoryActions, useStoryTimeline } from './useStory.ts';

const REACTIONS = ['👍', '🎉', '👀'] as const;

/** A value of the activity log as it read then: text, a date, `{name}`, `[{name}]`, `{key}`. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(valueText).join(', ') || '—';
  if (typeof value === 'object') {
    const named = value as { name?: unknown; key?: unknown; full_name?: unknown };
    return String(named.full_name ?? named.name ?? named.key ?? '—');
  }
  return String(value);
}

/** `{via: 'share_link', name}`: a decision made on a material's public page (ADR 0025). */
function viaLinkName(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { via?: unknown; name?: unknown };
  return record.via === 'share_link' && typeof record.name === 'string' ? record.name : null;
}

/** The attached file's (or material's) name an attachment entry carries. */
const nameIn = (value: unknown) =>
  typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : '';

/** The activity lines of attachments, materials and decisions made through a share link. */
function fileActivityText(
  t: (key: string, values?: Record<string, unknown>) => string,
  activity: StoryActivity,
  who: string,
): string | null {
  const external = viaLinkName(activity.to);
  switch (activity.field) {
    case 'attachment_added':
    case 'material_shared':
      return t(`storyFiles.${activity.field}`, { who, name: nameIn(activity.to) });
    case 'attachment_removed':
      return t('storyFiles.attachment_removed', { who, name: nameIn(activity.from) });
    case 'review_approved':
    case 'review_sent_back':
      return external
        ? t(`storyFiles.${activity.field}`, { who: t('storyFiles.viaLink', { name: external }) })
        : null;
    default:
      return null;
  }
}

function ActivityLine({ activity }: { activity: StoryActivity }) {
  const { t } = useTranslation('stories');
  const who = activity.actor ? personName(activity.actor) : t('timeline.someone');
  const simple = ['created', 'comment_deleted', 'review_approved'].includes(activity.field);
  const files = fileActivityText(t, activity, who);
  return (
    <Text size="2" color="gray" dir="auto">
      {files ??
        (simple
          ? t(`timeline.fields.${activity.field}`, { who })
          : t('timeline.changed', {
              who,
              field: t(`timeline.fields.${activity.field}`),
              from: valueText(activity.from),
              to: valueText(activity.to),
            }))}
    </Text>
  );
}

function CommentCard({
  comment,
  storyId,
  mentions,
}: {
  comment: StoryComment;
  storyId: string;
  mentions: MentionSearch;
}) {
  const { t } = useTranslation('stories');
  const actions = useStoryActions(storyId);
  const [editing, setEditing] = useState<RichTextDocument | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const author = comment.author
    ? personName(comment.author)
    : comment.external_name
      ? t('storyFiles.viaLink', { name: comment.external_name })
      : t('timeline.someone');
  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error);
    }
  };
  if (comment.deleted_at) {
    return (
      <Text size="2" color="gray">
        {t('timeline.deleted', { who: author })}
      </Text>
    );
  }
  return (
    <Flex
      direction="column"
      gap="2"
      p="3"
      style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}
    >
      <Text size="2" weight="medium" dir="auto">
        {author}
        {comment.edited_at ? ` · ${t('timeline.edited')}` : ''}
      </Text>
      {failure ? (
        <Alert tone="danger" title={t('timeline.commentError')}>
          {projectErrorMessage(t, failure)}
        </Alert>
      ) : null}
      {editing !== null ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!richTextPlain(editing).trim()) return;
            void run(async () => {
              await actions.updateComment(comment.id, editing);
              setEditing(null);
            });
          }}
        >
          <Flex direction="column" gap="2">
            <RichTextEditor
              label={t('timeline.editComment')}
              placeholder={t('timeline.placeholder')}
              initial={comment.body}
              onChange={setEditing}
              mentions={mentions}
            />
            <Flex gap="2" justify="end">
              <Button variant="soft" tone="neutral" onClick={() => setEditing(null)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit">{t('timeline.saveComment')}</Button>
            </Flex>
          </Flex>
        </form>
      ) : (
        <RichTextView document={comment.body} />
      )}
      <Flex gap="2" wrap="wrap" align="center">
        {REACTIONS.map((emoji) => {
          const reaction = comment.reactions.find((entry) => entry.emoji === emoji);
          const mine = reaction?.mine ?? false;
          return (
            <Button
              key={emoji}
              size={1}
              variant={mine ? 'soft' : 'ghost'}
              tone="neutral"
              aria-pressed={mine}
              aria-label={t('timeline.react', { emoji, number: reaction?.count ?? 0 })}
              onClick={() => void run(() => actions.toggleReaction(comment.id, emoji, mine))}
            >
              {emoji} {reaction?.count ?? ''}
            </Button>
          );
        })}
        {comment.mine && editing === null ? (
          <>
            <Button size={1} variant="ghost" onClick={() => setEditing(comment.body)}>
              {t('timeline.edit')}
            </Button>
            <Button
              size={1}
              variant="ghost"
              tone="danger"
              onClick={() => void run(() => actions.removeComment(comment.id))}
            >
              {t('timeline.delete')}
            </Button>
          </>
        ) : null}
      </Flex>
    </Flex>
  );
}

/**
 * The story's activity and comments in one timeline, oldest first, and a new comment (`@` names
 * people: the project's members first).
 */
export function StoryTimeline({ storyId, projectId }: { storyId: string; projectId: string }) {
  const { t } = useTranslation('stories');
  const mentions = useMentionSearch(projectId);
  const locale = useIntlLocale();
  const { entries, error, isLoading, retry } = useStoryTimeline(storyId);
  const { addComment } = useStoryActions(storyId);
  const [text, setText] = useState<RichTextDocument | null>(null);
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text || !richTextPlain(text).trim()) return;
    setSaving(true);
    setFailure(null);
    try {
      await addComment(text);
      setText(null);
      // A new editor for the next comment.
      setRound((value) => value + 1);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex direction="column" gap="3">
      {error ? (
        <Alert tone="danger" title={t('timeline.error')}>
          <Button variant="soft" onClick={retry}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : null}
      {isLoading ? <Text color="gray">{t('timeline.loading')}</Text> : null}
      <ol aria-label={t('timeline.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <li
            key={entry.kind === 'activity' ? entry.activity.id : entry.comment.id}
            style={{ paddingBlock: 'var(--space-2)' }}
          >
            <Flex direction="column" gap="1">
              <Text size="1" color="gray">
                {formatDate(new Date(entry.at), locale, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </Text>
              {entry.kind === 'activity' ? (
                <ActivityLine activity={entry.activity} />
              ) : (
                <CommentCard comment={entry.comment} storyId={storyId} mentions={mentions} />
              )}
            </Flex>
          </li>
        ))}
      </ol>
      <form onSubmit={(event) => void submit(event)} aria-label={t('timeline.newComment')}>
        <Flex direction="column" gap="2">
          {failure ? (
            <Alert tone="danger" title={t('timeline.commentError')}>
              {projectErrorMessage(t, failure)}
            </Alert>
          ) : null}
          <RichTextEditor
            key={round}
            label={t('timeline.newComment')}
            placeholder={t('timeline.placeholder')}
            initial={null}
            onChange={setText}
            mentions={mentions}
          />
          <Flex justify="end">
            <Button type="submit" loading={saving}>
              {t('timeline.comment')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Flex>
  );
}
