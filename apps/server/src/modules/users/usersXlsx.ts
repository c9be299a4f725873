import ExcelJS from 'exceljs';
import {
  USERS_EXPORT_COLUMNS,
  usersExportTexts,
  type UsersExportColumn,
  type UsersExportRow,
} from '@atrium/api/contracts';

/** Column widths in characters, so the sheet opens readable. */
const WIDTHS: Record<UsersExportColumn, number> = {
  username: 20,
  full_name: 28,
  email: 30,
  phone: 18,
  job_title: 24,
  employee_number: 16,
  manager: 20,
  role: 12,
  teams: 32,
  active: 8,
  last_sign_in_at: 20,
  created_at: 20,
};

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * The people as an Excel workbook: one "Users" sheet, the header row frozen, text cells as
 * text, `active` a boolean and the two times real dates (UTC). Every value is written as a
 * value, never as a formula, so a name such as `=HYPERLINK(…)` stays text in Excel.
 */
export async function usersXlsx(rows: readonly UsersExportRow[], now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atrium';
  workbook.created = now;
  const sheet = workbook.addWorksheet('Users', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = USERS_EXPORT_COLUMNS.map((key) => ({ header: key, key, width: WIDTHS[key] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    // Empty texts as empty cells, not as empty strings.
    const texts = Object.fromEntries(
      Object.entries(usersExportTexts(row)).map(([key, text]) => [key, text === '' ? null : text]),
    );
    sheet.addRow({
      ...texts,
      active: row.active,
      last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
      created_at: new Date(row.created_at),
    });
  }
  sheet.getColumn('last_sign_in_at').numFmt = DATE_FORMAT;
  sheet.getColumn('created_at').numFmt = DATE_FORMAT;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
