export { BottomNav, type BottomNavProps, type BottomNavNavigateOptions } from './BottomNav';
export {
  bottomNavVariants,
  bottomNavColorKeys,
  bottomNavChildItemHeight,
  bottomNavBarHeight,
  bottomNavRaise,
  type BottomNavVariant,
  type BottomNavColorKey,
} from './bottomNavVariants';
export type {
  BottomNavId,
  BottomNavOption,
  BottomNavChild,
  BottomNavRoute,
} from './bottomNavModel';
