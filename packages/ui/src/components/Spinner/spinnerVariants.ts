export const spinnerSizes = [1, 2, 3] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
