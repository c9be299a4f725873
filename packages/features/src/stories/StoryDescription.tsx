import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { RichTextDocument, StoryDetail } from '@atrium/api';
import { Alert, Button, Flex } from '@atrium/ui';
import { projectErrorMessage } from '../projects/projectErrors.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { RichTextView } from './RichTextView.tsx';
import { useMentionSearch } from './useMentionSearch.ts';
import { conflictOf, useStoryActions } from './useStory.ts';

/**
 * The description, shown from its JSON; its editor (Lexical) on demand. A stale save (409) keeps
 * the person's text in the editor, to save again on the fresh version.
 */
export function StoryDescription({ story }: { story: StoryDetail }) {
  const { t } = useTranslation('stories');
  const { update } = useStoryActions(story.id);
  const mentions = useMentionSearch(story.project.id);
  const [draft, setDraft] = useState<RichTextDocument | null>(null);
  const [editing, setEditing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await update({ version: story.version, description: draft ?? story.description });
      setEditing(false);
      setConflict(false);
    } catch (error) {
      if (conflictOf(error)) setConflict(true);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Flex direction="column" gap="3">
        <RichTextView document={story.description} empty={t('story.noDescription')} />
        {story.can_edit ? (
          <Flex justify="end">
            <Button
              variant="ghost"
              startIcon={<Pencil size={14} />}
              onClick={() => {
                setDraft(story.description);
                setEditing(true);
              }}
            >
              {t('story.editDescription')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="3">
      {conflict ? (
        <Alert tone="warning" title={t('story.conflictTitle')}>
          {t('story.conflictText')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="danger" title={t('story.saveError')}>
          {projectErrorMessage(t, failure)}
        </Alert>
      ) : null}
      <RichTextEditor
        label={t('story.description')}
        placeholder={t('story.descriptionPlaceholder')}
        initial={draft}
        onChange={setDraft}
        minBlockSize="10rem"
        mentions={mentions}
      />
      <Flex justify="end" gap="2">
        <Button
          variant="soft"
          tone="neutral"
          disabled={saving}
          onClick={() => {
            setEditing(false);
            setConflict(false);
          }}
        >
          {t('actions.cancel')}
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          {t('story.saveDescription')}
        </Button>
      </Flex>
    </Flex>
  );
}
