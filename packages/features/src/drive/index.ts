export { driveKeys } from './driveKeys.ts';
export {
  useDriveItems,
  useDriveItem,
  useDriveUsage,
  useDriveAccess,
  type UseDriveItemsResult,
  type UseDriveItemResult,
  type UseDriveUsageResult,
  type UseDriveAccessResult,
} from './useDrive.ts';
export { useDriveMutations, type DriveMutations } from './useDriveMutations.ts';
export { DrivePage, type DrivePageProps } from './DrivePage.tsx';
export {
  parseDriveSearch,
  driveSearchString,
  DEFAULT_DRIVE_VIEW,
  DRIVE_LAYOUTS,
  type DrivePageView,
  type DriveLayout,
} from './driveView.ts';
export { formatBytes, BYTE_UNITS, type ByteUnit, type ByteUnitLabels } from './formatBytes.ts';
export {
  DriveUploadsProvider,
  useDriveUploads,
  type DriveUploads,
  type DriveUploadsProviderProps,
  type RefusedUpload,
} from './uploads/DriveUploadsProvider.tsx';
export { createTusUploader } from './uploads/tusUploader.ts';
export type { Uploader, UploadTarget, UploadCallbacks, RunningUpload } from './uploads/uploader.ts';
export { DriveLinksPage, type DriveLinksPageProps } from './links/DriveLinksPage.tsx';
export {
  parseDriveLinksSearch,
  driveLinksSearchString,
  DEFAULT_DRIVE_LINKS_VIEW,
  type DriveLinksView,
} from './links/driveLinksView.ts';
