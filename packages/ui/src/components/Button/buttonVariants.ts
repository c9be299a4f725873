export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonTones = ['accent', 'neutral', 'danger'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonSizes = [1, 2, 3] as const;
export type ButtonSize = (typeof buttonSizes)[number];
