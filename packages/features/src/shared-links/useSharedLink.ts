import { useCallback } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiError, SharedLink } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { sharedLinkKeys } from './sharedLinkKeys.ts';

/**
 * Opened once per visit: each open counts as a view on the server, and a link that does not
 * open counts towards the address's probing limit, so nothing asks again by itself (focus,
 * reconnect, retry on error); only "Try again" and the unlock do.
 */
export const OPEN_ONCE: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

export interface UseSharedLinkResult {
  link: SharedLink | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  /** Asks again (after an error, or when a list says the link is locked again). */
  retry: () => void;
  /** Puts the unlocked link in place of the locked one (the unlock's answer). */
  replace: (link: SharedLink) => void;
}

/** What a share link shows, signed out: its kind, sharer, expiry and, once unlocked, the files. */
export function useSharedLink(token: string): UseSharedLinkResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    sharedLinkKeys.link(token),
    ([, , linkToken]: ReturnType<typeof sharedLinkKeys.link>) => api.shared.open(linkToken),
    OPEN_ONCE,
  );
  // Stable, so a view can ask again from an effect without asking on every render.
  const retry = useCallback(() => void mutate(), [mutate]);
  const replace = useCallback(
    (link: SharedLink) => void mutate(link, { revalidate: false }),
    [mutate],
  );
  return { link: data, error: error as ApiError | undefined, isLoading, retry, replace };
}
