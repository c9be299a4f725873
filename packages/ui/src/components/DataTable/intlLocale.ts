import type { Language } from '../../UiProvider/uiOptions';

/**
 * The Intl locale for numbers and dates of a UI language. Arabic asks for Arabic-Indic digits explicitly:
 * recent CLDR data gives plain `ar` Latin digits, and the product shows Arabic digits in Arabic.
 */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-arab' : language;
}
