export { Badge, type BadgeProps } from './Badge';
export {
  badgeTones,
  badgeVariants,
  badgeSizes,
  type BadgeTone,
  type BadgeVariant,
  type BadgeSize,
} from './badgeVariants';
