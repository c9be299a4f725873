import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  USERS_IMPORT_MAX_CHARS,
  type UsersImportPreview,
  type UsersImportResult,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { usersKeysOf } from './usersKeys.ts';

/** Why the browser refused a file before sending it. */
export type UsersImportFileProblem = 'tooLarge' | 'encoding';

export interface UseUsersImportResult {
  /** The chosen file's name, once one is chosen. */
  fileName: string | null;
  /** The dry run's answer for the chosen file. */
  preview: UsersImportPreview | null;
  /** The import's answer, once confirmed. */
  result: UsersImportResult | null;
  isPreviewing: boolean;
  isImporting: boolean;
  /** A file the browser could not send (too large, not UTF-8). */
  fileProblem: UsersImportFileProblem | null;
  /** The last call's failure (an ApiError: `{detail}` for a refused file). */
  error: unknown;
  /** Reads the file as UTF-8 text and asks the server for the dry run. */
  choose: (file: File) => Promise<void>;
  /**
   * Imports the previewed file (the server checks every row again); the lists refresh. Resolves
   * with the answer, or null when it failed (see `error`).
   */
  confirm: () => Promise<UsersImportResult | null>;
  /** Back to choosing a file. */
  reset: () => void;
}

/** UTF-8 text of a file, or null when it is not UTF-8 (a BOM is dropped by the decoder). */
async function utf8Text(file: Blob): Promise<string | null> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return null;
  }
}

/** The users CSV import: choose a file → preview (dry run) → import, with each step's state. */
export function useUsersImport(): UseUsersImportResult {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [fileName, setFileName] = useState<string | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<UsersImportPreview | null>(null);
  const [result, setResult] = useState<UsersImportResult | null>(null);
  const [isPreviewing, setPreviewing] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const [fileProblem, setFileProblem] = useState<UsersImportFileProblem | null>(null);
  const [error, setError] = useState<unknown>(null);

  const reset = useCallback(() => {
    setFileName(null);
    setCsv(null);
    setPreview(null);
    setResult(null);
    setFileProblem(null);
    setError(null);
  }, []);

  const choose = useCallback(
    async (file: File) => {
      reset();
      setFileName(file.name);
      if (file.size > USERS_IMPORT_MAX_CHARS) {
        setFileProblem('tooLarge');
        return;
      }
      const text = await utf8Text(file);
      if (text === null) {
        setFileProblem('encoding');
        return;
      }
      setCsv(text);
      setPreviewing(true);
      try {
        setPreview(await api.user.importPreview(text));
      } catch (cause) {
        setError(cause);
      } finally {
        setPreviewing(false);
      }
    },
    [api, reset],
  );

  const confirm = useCallback(async () => {
    if (csv === null) return null;
    setImporting(true);
    setError(null);
    try {
      const answer = await api.user.importUsers(csv);
      setResult(answer);
      if (answer.created > 0) await mutate(usersKeysOf(['list', 'inactive']));
      return answer;
    } catch (cause) {
      setError(cause);
      return null;
    } finally {
      setImporting(false);
    }
  }, [api, csv, mutate]);

  return {
    fileName,
    preview,
    result,
    isPreviewing,
    isImporting,
    fileProblem,
    error,
    choose,
    confirm,
    reset,
  };
}
