export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const appearances = ['light', 'dark', 'system'] as const;
export type Appearance = (typeof appearances)[number];
export type ResolvedAppearance = Exclude<Appearance, 'system'>;

/** `bordered` draws a visible border around cards and panels (components read `vars.skin`). */
export const skins = ['default', 'bordered'] as const;
export type Skin = (typeof skins)[number];

/** Main content: a centred max-width column (`boxed`) or the whole width (`full`). */
export const contentWidths = ['boxed', 'full'] as const;
export type ContentWidth = (typeof contentWidths)[number];

/** Where the main navigation sits: a side bar (`vertical`) or a bar under the navbar (`horizontal`). */
export const navigationLayouts = ['vertical', 'horizontal'] as const;
export type NavigationLayout = (typeof navigationLayouts)[number];

/** Spec section 9: the default primary colour. */
export const defaultPrimaryColor = '#2c8be9';

/**
 * The digits numbers and dates are written in, by their CLDR numbering-system names: Western
 * (`latn`, 0-9) or Arabic-Indic (`arab`, ٠-٩).
 */
export const digitSystems = ['latn', 'arab'] as const;
export type Digits = (typeof digitSystems)[number];

/** The digits preference: `auto` (nothing chosen) follows the language, see `defaultDigits`. */
export const digitsPreferences = ['auto', ...digitSystems] as const;
export type DigitsPreference = (typeof digitsPreferences)[number];

/** The digits a language shows until the person picks: Arabic-Indic in Arabic, Western otherwise. */
export function defaultDigits(language: Language): Digits {
  return language === 'ar' ? 'arab' : 'latn';
}

/** The digits to show: the person's choice, else the language's default. */
export function resolveDigits(language: Language, digits?: DigitsPreference): Digits {
  return digits === undefined || digits === 'auto' ? defaultDigits(language) : digits;
}

export type Direction = 'ltr' | 'rtl';

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}
