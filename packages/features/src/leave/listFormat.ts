const formats = new Map<string, Intl.ListFormat>();

/** "A, B and C" / "أ وب وج" in the reader's language (cached: Intl objects are costly to make). */
export function listFormat(locale: string): Intl.ListFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
    formats.set(locale, format);
  }
  return format;
}
