import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveItem } from '@atrium/api';
import { TextField } from '@atrium/ui';
import { FormDialogContent, FormDialogRoot } from '../app/FormDialog.tsx';
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
    <FormDialogRoot open={open} onClose={onClose}>
      <NewFolderForm
        parentId={parentId}
        parentName={parentName}
        onClose={onClose}
        onCreated={onCreated}
      />
    </FormDialogRoot>
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

  const submit = async () => {
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
    <FormDialogContent
      size={1}
      title={t('newFolder.title')}
      description={t('newFolder.description', { folder: parentName })}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('newFolder.submit')}
      saving={saving}
      failure={
        failure
          ? { title: t('newFolder.errorTitle'), message: driveErrorMessage(t, failure) }
          : null
      }
      onSubmit={submit}
      onCancel={onClose}
    >
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
    </FormDialogContent>
  );
}
