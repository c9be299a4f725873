import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveItem } from '@atrium/api';
import { Alert, Button, Dialog, Flex, TextField } from '@atrium/ui';
import { driveErrorMessage, driveNameError } from './driveErrors.ts';
import { useDriveMutations } from './useDriveMutations.ts';

export interface NewFolderDialogProps {
  open: boolean;
  /** Where the folder goes: a folder's id, or null for the root of My drive. */
  parentId: string | null;
  /** The name of where it goes ("My drive", "Projects"), said in the dialog. */
  parentName: string;
  onClose: () => void;
  onCreated: (folder: DriveItem) => void;
}

/** Names a new folder; the server's word on the name (taken, reserved, too long…) is on the field. */
export function NewFolderDialog({
  open,
  parentId,
  parentName,
  onClose,
  onCreated,
}: NewFolderDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? (
        <NewFolderForm
          parentId={parentId}
          parentName={parentName}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : null}
    </Dialog.Root>
  );
}

function NewFolderForm({
  parentId,
  parentName,
  onClose,
  onCreated,
}: Omit<NewFolderDialogProps, 'open'>) {
  const { t } = useTranslation('drive');
  const { createFolder } = useDriveMutations();
  const [name, setName] = useState(() => t('newFolder.defaultName'));
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const selected = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    setFailure(null);
    setSaving(true);
    try {
      onCreated(await createFolder(name, parentId));
    } catch (error) {
      const message = driveNameError(t, error);
      if (message) setNameError(message);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Content size={1} closeLabel={t('actions.close')} aria-busy={saving || undefined}>
      <Dialog.Title>{t('newFolder.title')}</Dialog.Title>
      <Dialog.Description>{t('newFolder.description', { folder: parentName })}</Dialog.Description>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="4" mt="4">
          {failure ? (
            <Alert tone="danger" title={t('newFolder.errorTitle')}>
              {driveErrorMessage(t, failure)}
            </Alert>
          ) : null}
          <TextField
            label={t('newFolder.name')}
            required
            autoComplete="off"
            // The dialog focuses the field: the default name is selected, so typing replaces it.
            onFocus={(event) => {
              if (selected.current) return;
              selected.current = true;
              event.currentTarget.select();
            }}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
            error={nameError}
          />
          <Dialog.Actions>
            <Button variant="soft" tone="neutral" disabled={saving} onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('newFolder.submit')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
