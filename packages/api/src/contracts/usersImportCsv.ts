// Plain code, no zod: the server and the fake API both read a users import with it, and the
// web app offers the template.

import { csvDocument } from './csv.ts';
import { CsvSyntaxError, parseCsv } from './parseCsv.ts';
import {
  USERS_IMPORT_COLUMN_ALIASES,
  USERS_IMPORT_COLUMNS,
  USERS_IMPORT_MAX_ROWS,
  USERS_IMPORT_REQUIRED_COLUMNS,
  type USERS_IMPORT_ERROR_DETAILS,
  type UsersImportColumn,
} from './usersImport.constants.ts';

/** Why a whole file is refused: a key of USERS_IMPORT_ERROR_DETAILS. */
export type UsersImportFileProblem = keyof typeof USERS_IMPORT_ERROR_DETAILS;

/** One person's row as written in the file (cells trimmed; a missing column is ''). */
export interface UsersImportSheetRow {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  values: Record<UsersImportColumn, string>;
  /** Non-empty cells beyond the header's columns. */
  extraCells: boolean;
}

export interface UsersImportSheet {
  /** The columns the header names that the import reads, in the file's order. */
  columns: UsersImportColumn[];
  /** Header cells the import does not read (the export's `active`, `created_at`, typos), as written. */
  ignoredColumns: string[];
  rows: UsersImportSheetRow[];
}

export type UsersImportReading =
  { ok: true; sheet: UsersImportSheet } | { ok: false; problem: UsersImportFileProblem };

const KNOWN = new Set<string>(USERS_IMPORT_COLUMNS);
const ALIASES: Readonly<Record<string, UsersImportColumn>> = USERS_IMPORT_COLUMN_ALIASES;

/** The column a header cell names ("E-mail" → email), or undefined. */
function columnOf(header: string): UsersImportColumn | undefined {
  const key = header
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (KNOWN.has(key)) return key as UsersImportColumn;
  return ALIASES[key];
}

/**
 * A cell as the person typed it: trimmed, and without the apostrophe the users export puts before
 * a value a spreadsheet would run as a formula (`'+966…` was `+966…`).
 */
function cellText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * Reads a users import: UTF-8 text (a BOM is fine), comma or semicolon separated, quoted fields,
 * a header row naming the columns (USERS_IMPORT_COLUMNS or an alias, any case), then one person
 * per row. Blank rows are skipped. The whole file is refused when it is empty, not text, not CSV,
 * lacks a required column, names a column twice, has nobody in it, or has too many people.
 */
export function readUsersImport(text: string): UsersImportReading {
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, problem: 'empty' };
  // A file in another encoding reaches us with replacement characters (or NULs: UTF-16).
  if (text.includes('\uFFFD') || text.includes('\u0000')) return { ok: false, problem: 'encoding' };
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, problem: 'malformed' };
    throw error;
  }
  const numbered = records
    .map((record, index) => ({ record, row: index + 1 }))
    .filter(({ record }) => !isBlank(record));
  const [header, ...body] = numbered;
  if (!header) return { ok: false, problem: 'empty' };

  const positions = new Map<UsersImportColumn, number>();
  const ignoredColumns: string[] = [];
  for (const [index, cell] of header.record.entries()) {
    const column = columnOf(cell);
    if (!column) {
      if (cell.trim() !== '') ignoredColumns.push(cell.trim());
      continue;
    }
    if (positions.has(column)) return { ok: false, problem: 'duplicateColumn' };
    positions.set(column, index);
  }
  if (USERS_IMPORT_REQUIRED_COLUMNS.some((column) => !positions.has(column))) {
    return { ok: false, problem: 'missingColumns' };
  }
  if (body.length === 0) return { ok: false, problem: 'noRows' };
  if (body.length > USERS_IMPORT_MAX_ROWS) return { ok: false, problem: 'tooManyRows' };

  const width = header.record.length;
  const rows = body.map(({ record, row }): UsersImportSheetRow => {
    const values = Object.fromEntries(
      USERS_IMPORT_COLUMNS.map((column) => {
        const position = positions.get(column);
        return [column, position === undefined ? '' : cellText(record[position])];
      }),
    ) as Record<UsersImportColumn, string>;
    return { row, values, extraCells: record.slice(width).some((cell) => cell.trim() !== '') };
  });
  return { ok: true, sheet: { columns: [...positions.keys()], ignoredColumns, rows } };
}

/** The template to fill in: the header row of every column the import reads. */
export function usersImportTemplate(): string {
  return csvDocument(USERS_IMPORT_COLUMNS, []);
}
