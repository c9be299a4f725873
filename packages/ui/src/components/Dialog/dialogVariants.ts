/** Dialog widths: 1 = 360px (confirmations), 2 = 480px (default), 3 = 640px (forms). */
export const dialogSizes = [1, 2, 3] as const;
export type DialogSize = (typeof dialogSizes)[number];

/**
 * The overlay stacking scale (spec §9): overlays start at 2000, dialogs at 2400, steps of 10. Popovers of
 * form fields (Select, Combobox, DatePicker) sit above dialogs so they open on top of one; toasts above them.
 * The same numbers as the theme's zIndices; a dialog over a dialog keeps 2400 and wins by DOM order.
 */
export const overlayZIndex = {
  overlay: 2000,
  dialog: 2400,
  popover: 2410,
  toast: 2420,
} as const;
