export { ApiProvider, useApi, type ApiProviderProps } from './ApiProvider.tsx';
export {
  SessionProvider,
  useSession,
  type SessionProviderProps,
  type Session,
} from './SessionProvider.tsx';
export { AbilityProvider, useAppAbility, Can } from './AbilityProvider.tsx';
export { FeatureProviders, type FeatureProvidersProps } from './FeatureProviders.tsx';
export { FeatureProvidersBase, type FeatureProvidersBaseProps } from './FeatureProvidersBase.tsx';
export { FeatureProvidersCore, type FeatureProvidersCoreProps } from './FeatureProvidersCore.tsx';
export { SignedInProviders, type SignedInProvidersProps } from './SignedInProviders.tsx';
export { BrandMark } from './BrandMark.tsx';
export { APP_NAME } from './brand.ts';
export {
  createSessionStore,
  type SessionStore,
  type SessionStoreOptions,
  type SessionSnapshot,
  type SignOutReason,
} from './sessionStore.ts';
export {
  clearClientSession,
  readStoredUser,
  toSessionUser,
  CLIENT_SESSION_KEYS,
  USER_STORAGE_KEY,
  type SessionUser,
  type SessionStorageLike,
} from './clientSession.ts';
export { createApiErrorFeed, type ApiErrorFeed, type ApiErrorListener } from './apiErrorFeed.ts';
export {
  ApiErrorToasts,
  isToastWorthy,
  toastToneFor,
  type ApiErrorToastsProps,
} from './apiErrorToasts.tsx';
