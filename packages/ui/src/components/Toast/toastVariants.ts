export const toastTones = ['success', 'info', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Logical corners: `top-end` is top-right in English and top-left in Arabic. */
export const toastPositions = ['top-end', 'bottom-end'] as const;
export type ToastPosition = (typeof toastPositions)[number];

/** Spec §9: toasts last 5000 ms, at most 20 are shown, top right by default. */
export const toastDefaults = { duration: 5000, max: 20, position: 'top-end' } as const satisfies {
  duration: number;
  max: number;
  position: ToastPosition;
};
