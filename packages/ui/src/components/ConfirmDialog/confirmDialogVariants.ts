/** `accent` for ordinary confirmations, `danger` for destructive ones (delete, deactivate). */
export const confirmDialogTones = ['accent', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];
