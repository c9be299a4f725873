export {
  createMasterKeyStore,
  MASTER_KEY_STORAGE_KEYS,
  MASTER_KEY_TTL_MS,
  type MasterKeyStore,
  type MasterKeyStoreOptions,
  type MasterKeySnapshot,
} from './masterKeyStore.ts';
export {
  MasterKeyProvider,
  useMasterKey,
  useElevatedAction,
  ELEVATION_MARGIN_MS,
  type ElevatedAction,
  type ElevationRequest,
  type RunElevated,
  type MasterKeyProviderProps,
  type UseMasterKeyResult,
} from './MasterKeyProvider.tsx';
export { MasterPasswordDialog, type MasterPasswordDialogProps } from './MasterPasswordDialog.tsx';
export { ElevatedIndicator, type ElevatedIndicatorProps } from './ElevatedIndicator.tsx';
export {
  isMasterKeyRequired,
  isMasterKeyCancelled,
  MasterKeyCancelledError,
} from './masterKeyErrors.ts';
