/** Radix Themes' accent colours we pass (data-accent-color). */
export type ThemesColor = 'gray' | 'red' | 'blue' | 'green' | 'amber' | 'indigo';
export type ThemesSize = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
export type ThemesWeight = 'light' | 'regular' | 'medium' | 'bold';
export type ThemesAlign = 'left' | 'center' | 'right';
