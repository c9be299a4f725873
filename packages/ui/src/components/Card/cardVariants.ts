export const cardVariants = ['surface', 'ghost'] as const;
export type CardVariant = (typeof cardVariants)[number];

export const cardPaddings = [2, 3, 4] as const;
export type CardPadding = (typeof cardPaddings)[number];
