/** Field sizes, shared by every form field: 1 = 24px controls, 2 = 32px (default), 3 = 40px. */
export const fieldSizes = [1, 2, 3] as const;
export type FieldSize = (typeof fieldSizes)[number];

/** `stack`: label above the control (text inputs); `inline`: control then label on one line (checkbox, switch). */
export const fieldLayouts = ['stack', 'inline'] as const;
export type FieldLayout = (typeof fieldLayouts)[number];
