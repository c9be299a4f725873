/** Radix Themes' accent colours we pass (data-accent-color). */
export type ThemesColor = 'gray' | 'red' | 'blue' | 'green' | 'amber' | 'indigo';
