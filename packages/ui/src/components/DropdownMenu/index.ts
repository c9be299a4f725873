export {
  DropdownMenu,
  type DropdownMenuRootProps,
  type DropdownMenuTriggerProps,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuSeparatorProps,
  type DropdownMenuGroupProps,
} from './DropdownMenu';
export { dropdownMenuItemTones, type DropdownMenuItemTone } from './dropdownMenuVariants';
