/** Clock of the hour segment: 24 (00–23) or 12 (1–12 with an AM/PM choice). */
export const timeFieldHourCycles = [24, 12] as const;
export type TimeFieldHourCycle = (typeof timeFieldHourCycles)[number];
