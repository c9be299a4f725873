// Plain code, no zod: the server and the fake API both read CSV imports with it.

/** Why a text is not CSV: a quoted field that never closes. */
export class CsvSyntaxError extends Error {
  constructor(
    /** 1-based record (spreadsheet row) where the open quote starts. */
    readonly row: number,
  ) {
    super(`unclosed quoted field in row ${row}`);
    this.name = 'CsvSyntaxError';
  }
}

/** The delimiters a CSV import may use: comma, or semicolon (Excel in most of Europe). */
export type CsvDelimiter = ',' | ';';

/**
 * The delimiter of a CSV text: the one the first record (the header) uses more often outside
 * quotes. Excel writes `;` where the decimal separator is a comma (most of Europe), `,` elsewhere.
 */
export function csvDelimiterOf(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Records of a CSV text (RFC 4180, leniently): fields may be quoted, `""` is a quote inside a
 * quoted field, quoted fields may hold delimiters and line breaks, lines end in CRLF, LF or CR.
 * A leading byte-order mark is dropped. A quote inside an unquoted field, or text after a closing
 * quote, is kept as written (spreadsheets write such files); only an unclosed quote throws
 * `CsvSyntaxError`. A line break at the very end does not make an empty record.
 */
export function parseCsv(
  input: string,
  delimiter: CsvDelimiter = csvDelimiterOf(input),
): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let quoteStartRow = 0;
  let i = 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      quoteStartRow = records.length + 1;
    } else if (char === delimiter) endField();
    else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else field += char;
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError(quoteStartRow);
  // The last record, unless the text ended with its line break (or is empty).
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
