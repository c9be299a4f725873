// Plain code, no zod: the server and the fake API both write CSV exports with it.

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A value a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe (OWASP "CSV injection"): names and details come from users.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: the header line, one line per row, CRLF line ends (RFC 4180). */
export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | null | undefined>>,
): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
