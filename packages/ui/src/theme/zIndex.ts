/**
 * Spec §9: overlays start at z-index 2000, dialogs at 2400, in steps of 10. Popovers (menus, selects,
 * date pickers), toasts and tooltips come after dialogs so they still show when opened from one.
 * CSS reads them as `vars.zIndex.*`; JS (e.g. a third-party widget's option) can use these numbers.
 */
export const zIndices = {
  overlay: 2000,
  drawer: 2010,
  dialogOverlay: 2390,
  dialog: 2400,
  popover: 2410,
  toast: 2420,
  tooltip: 2430,
} as const;
export type ZIndexLayer = keyof typeof zIndices;
