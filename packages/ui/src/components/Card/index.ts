export { Card, type CardProps } from './Card';
export { cardVariants, cardPaddings, type CardVariant, type CardPadding } from './cardVariants';
