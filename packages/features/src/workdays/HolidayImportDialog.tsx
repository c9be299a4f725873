import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOLIDAY_ICS_MAX_CHARS,
  type ImportHolidaysRequest,
  type ImportHolidaysResult,
} from '@atrium/api';
import { Alert, Button, Dialog, FileDrop, Flex, Switch } from '@atrium/ui';
import { workingTimeErrorMessage, workingTimeFieldError } from './workingTimeErrors.ts';

export interface HolidayImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImport: (body: ImportHolidaysRequest) => Promise<ImportHolidaysResult>;
  /** Told how many holidays came in and how many were skipped. */
  onImported: (result: ImportHolidaysResult) => void;
}

/** Reads an `.ics` file in the browser and sends its text; the server keeps its all-day events. */
export function HolidayImportDialog({
  open,
  onClose,
  onImport,
  onImported,
}: HolidayImportDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? <ImportForm onClose={onClose} onImport={onImport} onImported={onImported} /> : null}
    </Dialog.Root>
  );
}

function ImportForm({ onClose, onImport, onImported }: Omit<HolidayImportDialogProps, 'open'>) {
  const { t } = useTranslation('workdays');
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure(null);
    if (!file) {
      setProblem(t('import.chooseFile'));
      return;
    }
    setBusy(true);
    try {
      const ics = await file.text();
      // The server refuses more (the request limit); say so before sending it.
      if (ics.length > HOLIDAY_ICS_MAX_CHARS) {
        setProblem(t('import.tooLarge'));
        return;
      }
      const result = await onImport({ ics, replace });
      onImported(result);
      onClose();
    } catch (error) {
      const onFile = workingTimeFieldError(t, error, 'ics');
      if (onFile) setProblem(onFile);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Content size={2} closeLabel={t('actions.close')} aria-busy={busy || undefined}>
      <Dialog.Title>{t('import.title')}</Dialog.Title>
      <Dialog.Description>{t('import.description')}</Dialog.Description>
      <Flex direction="column" gap="4" mt="4">
        {failure ? (
          <Alert tone="danger" title={t('import.failed')}>
            {workingTimeErrorMessage(t, failure)}
          </Alert>
        ) : null}
        <FileDrop
          label={t('import.file')}
          accept=".ics,text/calendar"
          multiple={false}
          files={
            file
              ? [
                  {
                    id: 'ics',
                    name: file.name,
                    size: file.size,
                    status: problem ? 'error' : 'done',
                    ...(problem ? { error: problem } : {}),
                  },
                ]
              : []
          }
          onFilesAdded={(files) => {
            setFile(files[0] ?? null);
            setProblem(null);
          }}
          onFilesRejected={() => setProblem(t('import.notIcs'))}
          onCancel={() => {
            setFile(null);
            setProblem(null);
          }}
          labels={{
            drop: t('import.drop'),
            browse: t('import.browse'),
            cancel: (name) => t('import.remove', { name }),
            progress: (name) => t('import.reading', { name }),
            added: () => t('import.added'),
            rejected: (name) => t('import.rejected', { name }),
            list: t('import.fileList'),
          }}
        />
        {problem && !file ? (
          <Alert tone="danger" title={t('import.failed')}>
            {problem}
          </Alert>
        ) : null}
        <Switch
          label={t('import.replace')}
          hint={t('import.replaceHint')}
          checked={replace}
          onCheckedChange={setReplace}
        />
        <Dialog.Actions>
          <Button variant="soft" tone="neutral" disabled={busy} onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {t('import.submit')}
          </Button>
        </Dialog.Actions>
      </Flex>
    </Dialog.Content>
  );
}
