import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type DriveItem } from '@atrium/api';
import { Alert, Button, Dialog, Flex, TextField } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { driveConflictOf, driveErrorMessage, driveNameError } from './driveErrors.ts';
import { useDriveMutations } from './useDriveMutations.ts';

export interface RenameDialogProps {
  /** The item to rename; null: closed. */
  item: DriveItem | null;
  onClose: () => void;
  onRenamed: (item: DriveItem) => void;
}

/**
 * Renames an item on the revision the person saw. When someone changed it meanwhile (409), the
 * dialog says what it is called now and saves on that version when asked again.
 */
export function RenameDialog({ item, onClose, onRenamed }: RenameDialogProps) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {item ? (
        <RenameForm key={item.id} item={item} onClose={onClose} onRenamed={onRenamed} />
      ) : null}
    </Dialog.Root>
  );
}

/** The part of a file name before its extension ("Budget" of "Budget.xlsx"): what people retype. */
function baseNameEnd(item: DriveItem): number {
  const dot = item.name.lastIndexOf('.');
  return item.kind === 'file' && dot > 0 ? dot : item.name.length;
}

function RenameForm({
  item,
  onClose,
  onRenamed,
}: {
  item: DriveItem;
  onClose: () => void;
  onRenamed: (item: DriveItem) => void;
}) {
  const { t } = useTranslation('drive');
  const api = useApi();
  const { rename } = useDriveMutations();
  const [name, setName] = useState(item.name);
  // The version the rename is made on: the one listed, or the one found after a conflict.
  const [base, setBase] = useState<DriveItem>(item);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const selected = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    setFailure(null);
    // The same name: nothing to save.
    if (name.normalize('NFC').trim() === base.name) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      onRenamed(await rename(base, name));
    } catch (error) {
      const message = driveNameError(t, error);
      if (message) setNameError(message);
      else if (driveConflictOf(error) === 'changedMeanwhile') await reload(error);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  /** Someone else saved first: read the item as it is now and say so. */
  const reload = async (conflict: unknown) => {
    try {
      const current = await api.drive.get(item.id);
      setBase(current);
      setChangedTo(current.name);
    } catch {
      setFailure(conflict);
    }
  };

  return (
    <Dialog.Content size={1} closeLabel={t('actions.close')} aria-busy={saving || undefined}>
      <Dialog.Title>{t('rename.title')}</Dialog.Title>
      <Dialog.Description>{t('rename.description', { name: item.name })}</Dialog.Description>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="4" mt="4">
          {changedTo !== null ? (
            <Alert tone="warning" title={t('rename.changedTitle')}>
              {t('rename.changedText', { name: changedTo })}
            </Alert>
          ) : null}
          {failure ? (
            <Alert tone="danger" title={t('rename.errorTitle')}>
              {driveErrorMessage(t, failure)}
            </Alert>
          ) : null}
          <TextField
            label={t('rename.name')}
            required
            autoComplete="off"
            // Focused by the dialog: the name without its extension is selected, ready to retype.
            onFocus={(event) => {
              if (selected.current) return;
              selected.current = true;
              event.currentTarget.setSelectionRange(0, baseNameEnd(item));
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
              {t('rename.submit')}
            </Button>
          </Dialog.Actions>
        </Flex>
      </form>
    </Dialog.Content>
  );
}
