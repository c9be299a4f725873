import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvDelimiterOf, parseCsv } from './parseCsv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks inside', () => {
    const text = 'name,note\r\n"Haddad, Omar","said ""hi""\nand left"\r\nLina,\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Haddad, Omar', 'said "hi"\nand left'],
      ['Lina', ''],
    ]);
  });

  it('drops a byte-order mark and accepts CR, LF and CRLF line ends', () => {
    expect(parseCsv('\uFEFFa,b\rc,d\ne,f\r\ng,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('uses the delimiter the header uses more often outside quotes (Excel writes ; in Europe)', () => {
    expect(csvDelimiterOf('"a,b";c;d\n1,2,3')).toBe(';');
    expect(csvDelimiterOf('a,b;c\n')).toBe(',');
    expect(parseCsv('name;email\n"Saleh; Huda";h@example.com')).toEqual([
      ['name', 'email'],
      ['Saleh; Huda', 'h@example.com'],
    ]);
  });

  it('keeps stray quotes in unquoted fields as written, as spreadsheets do', () => {
    expect(parseCsv('5" screen,"x"y\n')).toEqual([['5" screen', 'xy']]);
  });

  it('keeps empty records and fields but adds none for a final line break', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv(',\n')).toEqual([['', '']]);
  });

  it('refuses an unclosed quote, naming the row where it opened', () => {
    expect(() => parseCsv('a,b\n"open,c\nd')).toThrow(CsvSyntaxError);
    let caught: unknown;
    try {
      parseCsv('a,b\nc,d\n"open');
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ row: 3 });
  });
});
