import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import {
  isApiError,
  USERS_IMPORT_ERROR_DETAILS,
  USERS_IMPORT_MAX_CHARS,
  USERS_IMPORT_MAX_ROWS,
  USERS_IMPORT_ROW_MESSAGES,
  usersImportTemplate,
  type UsersImportRow,
} from '@atrium/api';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  FileDrop,
  type FileDropItem,
  Flex,
  Progress,
  Text,
  useIntlLocale,
} from '@atrium/ui';
import { downloadFile } from '../app/downloadFile.ts';
import { formatNumber } from '../i18n/languages.ts';
import { markShownInPlace, type Translate } from '../i18n/errorMessage.ts';
import { userErrorMessage, userFieldMessage } from './userErrors.ts';
import { useUsersImport, type UseUsersImportResult } from './useUsersImport.ts';

export interface UsersImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after an import that created people, with how many. */
  onImported?: (created: number) => void;
}

export const USERS_IMPORT_TEMPLATE_NAME = 'users-import-template.csv';

/** Seconds an import of this many people may take: two password hashes at a time, plus writes. */
const estimatedSeconds = (people: number) => Math.max(2, Math.ceil(people * 0.04));

/** The import's fixed texts (whole-file refusals, row messages) → keys of the `users` namespace. */
const IMPORT_KEY_BY_TEXT: ReadonlyMap<string, string> = new Map<string, string>([
  ...Object.entries(USERS_IMPORT_ERROR_DETAILS).map(
    ([key, text]) => [text, `users:import.fileErrors.${key}`] as const,
  ),
  ...Object.entries(USERS_IMPORT_ROW_MESSAGES).map(
    ([key, text]) => [text, `users:import.rowErrors.${key}`] as const,
  ),
]);

/** One row message in the reader's language: the import's own texts, then the user catalogue. */
function rowMessage(t: Translate, message: string): string {
  const key = IMPORT_KEY_BY_TEXT.get(message);
  return key ? t(key, { max: USERS_IMPORT_MAX_ROWS }) : userFieldMessage(t, message);
}

/** A failed preview or import as one line (a refused file says why). */
function importErrorMessage(t: Translate, error: unknown, locale: string): string {
  if (isApiError(error) && error.kind === 'detail' && error.detail) {
    const key = IMPORT_KEY_BY_TEXT.get(error.detail);
    if (key) {
      markShownInPlace(error);
      return t(key, { max: formatNumber(USERS_IMPORT_MAX_ROWS, locale) });
    }
  }
  return userErrorMessage(t, error);
}

/** The label of a row error's column (`row` is the row as a whole). */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  username: 'fields.username',
  full_name: 'fields.fullName',
  email: 'fields.email',
  phone: 'fields.phone',
  job_title: 'fields.jobTitle',
  employee_number: 'fields.employeeNumber',
  manager: 'fields.manager',
  role: 'fields.role',
  teams: 'fields.teams',
  row: 'import.wholeRow',
};

function RowErrors({ row }: { row: UsersImportRow }) {
  const { t } = useTranslation('users');
  const entries = Object.entries(row.errors);
  if (entries.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
      {entries.flatMap(([field, messages]) =>
        messages.map((message) => (
          <li key={`${field}-${message}`}>
            <Text size="1">
              {t('import.fieldError', {
                field: FIELD_KEYS[field] ? t(FIELD_KEYS[field]) : field,
                message: rowMessage(t, message),
              })}
            </Text>
          </li>
        )),
      )}
    </ul>
  );
}

function useRowColumns(): DataTableColumn<UsersImportRow>[] {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  return [
    {
      key: 'person',
      header: t('import.columns.person'),
      width: 'minmax(12rem, 1.5fr)',
      minWidthRem: 12,
      cell: (row) => (
        <Flex direction="column">
          <Text size="2" weight="medium">
            {row.values.full_name || t('profile.none')}
          </Text>
          <Text size="1" color="gray" dir="ltr" style={{ textAlign: 'start' }}>
            {row.values.username ? `@${row.values.username}` : t('profile.none')}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'row',
      header: t('import.columns.row'),
      width: '5rem',
      minWidthRem: 5,
      align: 'end',
      card: 'subtitle',
      cell: (row) => t('import.rowNumber', { row: formatNumber(row.row, locale) }),
    },
    {
      key: 'email',
      header: t('fields.email'),
      width: 'minmax(10rem, 1fr)',
      minWidthRem: 10,
      cell: (row) =>
        row.values.email ? <span dir="ltr">{row.values.email}</span> : <Text color="gray">—</Text>,
    },
    {
      key: 'details',
      header: t('import.columns.details'),
      width: 'minmax(10rem, 1fr)',
      minWidthRem: 10,
      cell: (row) => {
        const parts = [
          row.values.role || 'user',
          row.values.job_title,
          row.values.manager && t('import.managedBy', { manager: row.values.manager }),
          row.values.teams,
        ].filter(Boolean);
        return <Text size="1">{parts.join(' · ')}</Text>;
      },
    },
    {
      key: 'outcome',
      header: t('import.columns.outcome'),
      width: 'minmax(14rem, 2fr)',
      minWidthRem: 14,
      cell: (row) => (
        <Flex direction="column" gap="1" align="start">
          <Badge
            tone={
              row.status === 'invalid' ? 'danger' : row.status === 'created' ? 'success' : 'accent'
            }
          >
            {t(`import.status.${row.status}`)}
          </Badge>
          <RowErrors row={row} />
        </Flex>
      ),
    },
  ];
}

function RowsTable({ rows, label }: { rows: readonly UsersImportRow[]; label: string }) {
  const { t } = useTranslation('users');
  return (
    <DataTable<UsersImportRow>
      label={label}
      columns={useRowColumns()}
      rows={rows}
      getRowId={(row) => String(row.row)}
      getRowLabel={(row) => t('import.rowNumber', { row: row.row })}
      labels={{ emptyTitle: t('import.noRows') }}
      density="compact"
      maxBlockSize="min(50vh, 420px)"
    />
  );
}

/** Choose a file (and the template); the server's dry run shows next. */
function ChooseStep({ state }: { state: UseUsersImportResult }) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const maxMib = USERS_IMPORT_MAX_CHARS / (1024 * 1024);
  const files: FileDropItem[] = state.fileName
    ? [
        {
          id: state.fileName,
          name: state.fileName,
          size: 0,
          ...(state.isPreviewing
            ? { progress: 50 }
            : state.fileProblem || state.error
              ? { status: 'error' as const, error: t('import.fileRefused') }
              : {}),
        },
      ]
    : [];
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Text size="2" color="gray">
          {t('import.rules', {
            max: formatNumber(USERS_IMPORT_MAX_ROWS, locale),
            mib: formatNumber(maxMib, locale),
          })}
        </Text>
        <Button
          variant="soft"
          tone="neutral"
          startIcon={<Download size={16} aria-hidden="true" />}
          onClick={() =>
            downloadFile(
              new Blob([usersImportTemplate()], { type: 'text/csv;charset=utf-8' }),
              USERS_IMPORT_TEMPLATE_NAME,
            )
          }
        >
          {t('import.template')}
        </Button>
      </Flex>
      <FileDrop
        label={t('import.file')}
        files={files}
        multiple={false}
        accept=".csv,text/csv"
        maxSize={USERS_IMPORT_MAX_CHARS}
        disabled={state.isPreviewing}
        onFilesAdded={([file]) => (file ? void state.choose(file) : undefined)}
        onFilesRejected={([rejection]) =>
          rejection ? void state.choose(rejection.file) : undefined
        }
        onCancel={state.reset}
        labels={{
          drop: t('import.drop'),
          browse: t('import.browse'),
          cancel: (name) => t('import.cancel', { name }),
          progress: (name) => t('import.checking', { name }),
          added: () => t('import.added'),
          rejected: (name, reason) =>
            reason === 'size'
              ? t('import.fileErrors.tooLarge', { mib: formatNumber(maxMib, locale) })
              : t('import.rejectedType', { name }),
          list: t('import.fileList'),
        }}
      />
    </Flex>
  );
}

/**
 * "Import" on the users page: choose a CSV (the users export's columns; a template to start
 * from), read the server's dry run row by row with each row's problems, then import the valid
 * rows and read what became of each. Phones get the DataTable's card list.
 */
export function UsersImportDialog({ open, onClose, onImported }: UsersImportDialogProps) {
  const { t } = useTranslation('users');
  const locale = useIntlLocale();
  const state = useUsersImport();
  const { preview, result, isImporting, error, fileProblem } = state;
  const n = (value: number) => formatNumber(value, locale);

  const close = () => {
    if (isImporting) return;
    state.reset();
    onClose();
  };
  const confirm = async () => {
    const answer = await state.confirm();
    if (answer && answer.created > 0) onImported?.(answer.created);
  };

  const problem = fileProblem
    ? t(`import.fileErrors.${fileProblem}`, {
        mib: n(USERS_IMPORT_MAX_CHARS / (1024 * 1024)),
      })
    : error
      ? importErrorMessage(t, error, locale)
      : null;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Content
        size={3}
        persistent={isImporting}
        closeLabel={isImporting ? undefined : t('actions.close')}
        aria-busy={state.isPreviewing || isImporting || undefined}
      >
        <Dialog.Title>{t('import.title')}</Dialog.Title>
        <Dialog.Description>{t('import.description')}</Dialog.Description>
        <Flex direction="column" gap="4">
          {result ? (
            <>
              <Alert tone={result.created > 0 ? 'success' : 'warning'} role="status">
                {t('import.done', { count: result.created, n: n(result.created) })}{' '}
                {result.invalid > 0
                  ? t('import.notImported', { count: result.invalid, n: n(result.invalid) })
                  : null}
              </Alert>
              {result.created > 0 ? (
                <Text as="p" size="2" color="gray">
                  {t('import.passwordNote')}
                </Text>
              ) : null}
              <RowsTable rows={result.rows} label={t('import.resultLabel')} />
            </>
          ) : isImporting && preview ? (
            <Flex direction="column" gap="2" role="status">
              <Text size="2">
                {t('import.importing', { count: preview.ready, n: n(preview.ready) })}
              </Text>
              <Progress
                aria-label={t('import.progressLabel')}
                duration={`${estimatedSeconds(preview.ready)}s`}
              />
            </Flex>
          ) : preview ? (
            <>
              <Text as="p" size="2" weight="medium" role="status">
                {t('import.summaryReady', { count: preview.ready, n: n(preview.ready) })}
                {', '}
                {t('import.summaryInvalid', { count: preview.invalid, n: n(preview.invalid) })}
              </Text>
              {preview.ignored_columns.length > 0 ? (
                <Alert tone="info">
                  {t('import.ignoredColumns', {
                    columns: new Intl.ListFormat(locale).format(preview.ignored_columns),
                  })}
                </Alert>
              ) : null}
              <RowsTable rows={preview.rows} label={t('import.previewLabel')} />
            </>
          ) : (
            <ChooseStep state={state} />
          )}
          {problem ? (
            <Alert tone="danger" title={t('import.errorTitle')}>
              {problem}
            </Alert>
          ) : null}
        </Flex>
        <Dialog.Actions>
          {result ? (
            <>
              <Button variant="soft" tone="neutral" onClick={state.reset}>
                {t('import.another')}
              </Button>
              <Button onClick={close}>{t('actions.done')}</Button>
            </>
          ) : preview ? (
            <>
              <Button variant="soft" tone="neutral" disabled={isImporting} onClick={state.reset}>
                {t('import.chooseAnother')}
              </Button>
              <Button
                loading={isImporting}
                disabled={preview.ready === 0}
                onClick={() => void confirm()}
              >
                {t('import.confirm', { count: preview.ready, n: n(preview.ready) })}
              </Button>
            </>
          ) : (
            <Button variant="soft" tone="neutral" onClick={close}>
              {t('actions.cancel')}
            </Button>
          )}
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
