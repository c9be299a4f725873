import { z } from 'zod';
import { defineEndpoint } from './common.ts';
import { USER_ROUTES } from './user.routes.constants.ts';
import {
  USERS_IMPORT_COLUMNS,
  USERS_IMPORT_MAX_CHARS,
  USERS_IMPORT_MAX_ROWS,
  USERS_IMPORT_ROW_STATUSES,
} from './usersImport.constants.ts';

/**
 * `POST /users/import/preview` and `POST /users/import`: the CSV file's text (UTF-8, a BOM is
 * fine; comma or semicolon separated; see `readUsersImport`). The import sends the same text
 * again: it is read and checked again, so nothing the preview saw is trusted.
 */
export const usersImportRequestSchema = z.strictObject({
  csv: z.string().max(USERS_IMPORT_MAX_CHARS),
});
export type UsersImportRequest = z.infer<typeof usersImportRequestSchema>;

/** A row's cells as read (trimmed; '' for an empty cell or a column the file lacks). */
const usersImportValuesSchema = z.object(
  Object.fromEntries(USERS_IMPORT_COLUMNS.map((column) => [column, z.string()])) as Record<
    (typeof USERS_IMPORT_COLUMNS)[number],
    z.ZodString
  >,
);

/**
 * One person of the file: `ready` (preview: would be created) or `created` (import, with the new
 * `user_id`), else `invalid` with messages by column (`username`, `email`, `manager`, `teams`, …;
 * `row` for the row as a whole), the user field catalogue's texts where it has one.
 */
export const usersImportRowSchema = z.object({
  row: z.number().int().min(2),
  values: usersImportValuesSchema,
  status: z.enum(USERS_IMPORT_ROW_STATUSES),
  user_id: z.uuid().nullable(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type UsersImportRow = z.infer<typeof usersImportRowSchema>;

const fileFields = {
  /** The columns read, in the file's order. */
  columns: z.array(z.enum(USERS_IMPORT_COLUMNS)),
  /** Header cells the import does not read, as written (e.g. the export's `active`). */
  ignored_columns: z.array(z.string()),
  rows: z.array(usersImportRowSchema).max(USERS_IMPORT_MAX_ROWS),
};

/** The dry run: every row checked as creating the user would check it; nothing written. */
export const usersImportPreviewSchema = z.object({
  ...fileFields,
  ready: z.number().int().min(0),
  invalid: z.number().int().min(0),
});
export type UsersImportPreview = z.infer<typeof usersImportPreviewSchema>;

/** The import: who was created, and each row that was not, with why. */
export const usersImportResultSchema = z.object({
  ...fileFields,
  created: z.number().int().min(0),
  invalid: z.number().int().min(0),
});
export type UsersImportResult = z.infer<typeof usersImportResultSchema>;

export const usersImportEndpoints = {
  importPreview: defineEndpoint({
    ...USER_ROUTES.importPreview,
    summary: `Check a CSV of people without creating anyone (User permission, as creating a user): each row ready or invalid with its errors; at most ${USERS_IMPORT_MAX_ROWS} rows.`,
    body: usersImportRequestSchema,
    response: usersImportPreviewSchema,
  }),
  importUsers: defineEndpoint({
    ...USER_ROUTES.importUsers,
    summary: `Create the valid people of a CSV as creating a user does, each with a random password nobody is shown (User permission); rows checked again, an invalid one reported and skipped; at most ${USERS_IMPORT_MAX_ROWS} rows.`,
    body: usersImportRequestSchema,
    response: usersImportResultSchema,
  }),
} as const;
