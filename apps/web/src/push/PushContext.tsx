import { createContext, useContext } from 'react';
import type { DevicePushCardProps } from '@atrium/features';
import type { PushRegistration } from './pushRegistration.ts';

const PushContext = createContext<PushRegistration | null>(null);

/** The signed-in layout's push registration, for the pages that let a person turn push on. */
export const PushProvider = PushContext.Provider;

/** What account settings needs for its "push on this device" card; undefined outside the layout. */
export function useDevicePush(): DevicePushCardProps | undefined {
  const push = useContext(PushContext);
  if (!push) return undefined;
  return { status: push.status(), onEnable: () => push.enable() };
}
