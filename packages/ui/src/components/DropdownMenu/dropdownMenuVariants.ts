export const dropdownMenuItemTones = ['neutral', 'danger'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];
