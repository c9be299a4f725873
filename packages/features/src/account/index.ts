export { AccountSettingsPage, type AccountSettingsPageProps } from './AccountSettingsPage.tsx';
export { ACCOUNT_TABS, toAccountTab, accountSettingsPath, type AccountTab } from './accountTabs.ts';
export { accountKeys } from './accountKeys.ts';
export { useAccountProfile, type UseAccountProfileResult } from './useAccountProfile.ts';
export { useSessions, type UseSessionsResult } from './useSessions.ts';
export {
  DevicePushCard,
  type DevicePushCardProps,
  type DevicePushStatus,
} from './DevicePushCard.tsx';
