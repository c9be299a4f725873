export { tones as badgeTones, type Tone as BadgeTone } from './tones.css';

export const badgeVariants = ['soft', 'solid', 'outline'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export const badgeSizes = [1, 2] as const;
export type BadgeSize = (typeof badgeSizes)[number];
