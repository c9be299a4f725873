export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];
