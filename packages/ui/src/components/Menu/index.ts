export { Menu, type MenuProps, type MenuLinkProps } from './Menu';
export { menuModes, type MenuMode } from './menuVariants';
export type { MenuItem, MenuSection, MenuEntry, MenuCan } from './menuModel';
