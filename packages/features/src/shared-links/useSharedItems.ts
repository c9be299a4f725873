import useSWR from 'swr';
import type { ApiError, SharedItem, SharedItemPage, SharedListInput } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { sharedLinkKeys } from './sharedLinkKeys.ts';
import { OPEN_ONCE } from './useSharedLink.ts';

export interface UseSharedItemsResult {
  items: SharedItem[];
  total: number;
  /** The folders from the shared one down to the one listed. */
  breadcrumbs: SharedItemPage['breadcrumbs'];
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

const NO_ITEMS: SharedItem[] = [];
const NO_CRUMBS: SharedItemPage['breadcrumbs'] = [];

/** A page of a shared folder (or of a folder inside it), paged on the server. */
export function useSharedItems(token: string, query: SharedListInput): UseSharedItemsResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    sharedLinkKeys.items(token, query),
    ([, , linkToken, listQuery]: ReturnType<typeof sharedLinkKeys.items>) =>
      api.shared.list(linkToken, listQuery),
    OPEN_ONCE,
  );
  return {
    items: data?.items ?? NO_ITEMS,
    total: data?.total ?? 0,
    breadcrumbs: data?.breadcrumbs ?? NO_CRUMBS,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}
