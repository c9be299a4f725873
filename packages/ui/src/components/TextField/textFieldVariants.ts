export const textFieldSizes = [1, 2, 3] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];
