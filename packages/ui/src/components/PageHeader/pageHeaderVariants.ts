/** Heading levels the page title may use (h1 on a page; h2 when a page header sits in a section). */
export const pageHeaderTitleLevels = ['h1', 'h2'] as const;
export type PageHeaderTitleLevel = (typeof pageHeaderTitleLevels)[number];
