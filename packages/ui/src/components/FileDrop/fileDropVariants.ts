/** Where a file is in its upload, as the caller reports it. */
export const fileDropStatuses = ['uploading', 'done', 'error'] as const;
export type FileDropStatus = (typeof fileDropStatuses)[number];
