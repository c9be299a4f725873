export const tabsSizes = [1, 2] as const;
export type TabsSize = (typeof tabsSizes)[number];
