export const statDeltaTones = ['success', 'danger', 'neutral'] as const;
export type StatDeltaTone = (typeof statDeltaTones)[number];

export const statTrends = ['up', 'down', 'flat'] as const;
export type StatTrend = (typeof statTrends)[number];
