import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkPlus, Trash2 } from 'lucide-react';
import type { SavedView } from '@atrium/api';
import { Alert, Box, Button, Checkbox, Dialog, Flex, Select, Text, TextField } from '@atrium/ui';
import { projectErrorMessage, projectFieldError } from '../projects/projectErrors.ts';
import { isSavedViewOn, savedQueryOf, viewOfSaved, type StoriesView } from './storiesView.ts';
import { useSavedViews } from './useSavedViews.ts';

const NONE = 'none';

export interface StorySavedViewsProps {
  view: StoriesView;
  onApply: (view: StoriesView) => void;
  /** The name of a project, for the shared views' labels. */
  projectName: (id: string) => string;
}

/**
 * The saved views of the stories page: pick one (its filters, grouping, order and layout go to the
 * URL), save the current ones (own, or shared with the filtered project's members), remove an own
 * one. Shared views of the person's projects are listed with the project they belong to.
 */
export function StorySavedViews({ view, onApply, projectName }: StorySavedViewsProps) {
  const { t } = useTranslation('stories');
  const { views, error, save, remove } = useSavedViews();
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const current = views.find((saved) => isSavedViewOn(saved.query, view));

  const labelOf = (saved: SavedView) =>
    saved.shared && saved.project_id
      ? t('views.sharedOption', { name: saved.name, project: projectName(saved.project_id) })
      : saved.name;

  const removeCurrent = async () => {
    if (!current) return;
    setRemoving(true);
    setFailure(null);
    try {
      await remove(current.id);
      setNotice(t('views.removed', { name: current.name }));
    } catch (caught) {
      setFailure(caught);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Flex direction="column" gap="2">
      <Flex gap="3" align="end" wrap="wrap">
        <Box style={{ flex: '0 1 16rem' }}>
          <Select
            label={t('views.label')}
            options={[
              { value: NONE, label: t('views.none') },
              ...views.map((saved) => ({ value: saved.id, label: labelOf(saved) })),
            ]}
            value={current?.id ?? NONE}
            disabled={views.length === 0}
            onValueChange={(id) => {
              const chosen = views.find((saved) => saved.id === id);
              if (chosen) {
                onApply(viewOfSaved(chosen.query, view));
                setNotice(t('views.applied', { name: chosen.name }));
              }
            }}
          />
        </Box>
        <Button
          variant="soft"
          startIcon={<BookmarkPlus size={16} />}
          onClick={() => setSaving(true)}
        >
          {t('views.save')}
        </Button>
        {current?.mine ? (
          <Button
            variant="ghost"
            tone="danger"
            loading={removing}
            startIcon={<Trash2 size={16} />}
            aria-label={t('views.removeLabel', { name: current.name })}
            onClick={() => void removeCurrent()}
          >
            {t('views.remove')}
          </Button>
        ) : null}
      </Flex>
      {error || failure ? (
        <Alert tone="danger" title={t('views.errorTitle')}>
          {projectErrorMessage(t, failure ?? error)}
        </Alert>
      ) : null}
      <Box role="status" aria-live="polite">
        {notice ? (
          <Text size="2" color="gray">
            {notice}
          </Text>
        ) : null}
      </Box>
      <Dialog.Root open={saving} onOpenChange={setSaving}>
        {saving ? (
          <SaveViewForm
            view={view}
            projectName={view.project ? projectName(view.project) : undefined}
            onClose={() => setSaving(false)}
            onSave={async (name, shared) => {
              const saved = await save({
                name,
                query: savedQueryOf(view),
                project_id: view.project ?? null,
                shared,
              });
              setSaving(false);
              setNotice(t('views.saved', { name: saved.name }));
            }}
          />
        ) : null}
      </Dialog.Root>
    </Flex>
  );
}

function SaveViewForm({
  view,
  projectName,
  onClose,
  onSave,
}: {
  view: StoriesView;
  projectName: string | undefined;
  onClose: () => void;
  onSave: (name: string, shared: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('stories');
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setNameError(t('views.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      await onSave(name.trim(), shared && Boolean(view.project));
    } catch (caught) {
      const field = projectFieldError(t, caught, 'name');
      if (field) setNameError(field);
      else setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Content size={2} closeLabel={t('actions.close')} aria-busy={busy || undefined}>
      <Dialog.Title>{t('views.saveTitle')}</Dialog.Title>
      <Dialog.Description>{t('views.saveDescription')}</Dialog.Description>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="4" mt="4">
          {failure ? (
            <Alert tone="danger" title={t('views.saveError')}>
              {projectErrorMessage(t, failure)}
            </Alert>
          ) : null}
          <TextField
            label={t('views.name')}
            required
            autoComplete="off"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
            error={nameError}
          />
          <Checkbox
            label={
              projectName
                ? t('views.shareWith', { project: projectName })
                : t('views.shareNeedsProject')
            }
            disabled={!projectName}
            checked={shared && Boolean(projectName)}
            onCheckedChange={(checked) => setShared(checked === true)}
          />
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={busy} onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('views.saveSubmit')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
