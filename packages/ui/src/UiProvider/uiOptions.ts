export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const appearances = ['light', 'dark', 'system'] as const;
export type Appearance = (typeof appearances)[number];
export type ResolvedAppearance = Exclude<Appearance, 'system'>;

export type Direction = 'ltr' | 'rtl';

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}
