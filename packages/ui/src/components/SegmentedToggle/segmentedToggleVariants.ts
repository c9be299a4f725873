export const segmentedToggleSizes = [1, 2] as const;
export type SegmentedToggleSize = (typeof segmentedToggleSizes)[number];
