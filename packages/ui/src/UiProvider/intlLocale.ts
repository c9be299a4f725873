import { useContext } from 'react';
import { UiContext } from './useUi';
import { defaultDigits, type Digits, type Language } from './uiOptions';

/** The Intl locale of each language: British English ("12 March 2026", 24-hour clock) and Arabic. */
const BASE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar' };

/**
 * The one Intl locale for numbers and dates of a UI language in the chosen digits, e.g.
 * `en-GB`, `en-GB-u-nu-arab`, `ar-u-nu-arab`, `ar-u-nu-latn`. The numbering system is always
 * explicit where it differs from English: CLDR's own default for plain `ar` has changed between
 * releases (and browsers), and a page must not mix the two.
 */
export function intlLocale(language: Language, digits: Digits = defaultDigits(language)): string {
  const base = BASE_LOCALES[language];
  return language === 'en' && digits === 'latn' ? base : `${base}-u-nu-${digits}`;
}

/**
 * The Intl locale of the nearest UiProvider: its language in the digits the person chose. Outside
 * a UiProvider, English in Western digits.
 */
export function useIntlLocale(): string {
  const ui = useContext(UiContext);
  return ui ? intlLocale(ui.language, ui.digits) : intlLocale('en');
}

const WESTERN = /[0-9]/g;
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const ARABIC_ZERO = 0x0660;

/**
 * Text with its digits written in `digits`: for what Intl does not format (date-fns patterns, an
 * ISO date in a text field). Only the digits change; separators and words stay as they are.
 */
export function withDigits(text: string, digits: Digits): string {
  return digits === 'arab'
    ? text.replace(WESTERN, (digit) => String.fromCharCode(ARABIC_ZERO + Number(digit)))
    : text.replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - ARABIC_ZERO));
}
