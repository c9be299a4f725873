import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiError, CreateSavedViewRequest, SavedView } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { storiesKeys } from './storiesKeys.ts';

const NO_VIEWS: SavedView[] = [];

export interface UseSavedViewsResult {
  /** The person's own views and the views shared with their projects. */
  views: SavedView[];
  error: ApiError | undefined;
  isLoading: boolean;
  save: (body: CreateSavedViewRequest) => Promise<SavedView>;
  remove: (viewId: string) => Promise<void>;
}

/** The saved story views, and saving or removing one (the list is refetched after either). */
export function useSavedViews(): UseSavedViewsResult {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useSWR(storiesKeys.views(), () => api.stories.views());
  const refresh = useCallback(() => mutate(storiesKeys.views()), [mutate]);
  return useMemo(
    () => ({
      views: data?.items ?? NO_VIEWS,
      error: error as ApiError | undefined,
      isLoading,
      save: async (body) => {
        const view = await api.stories.createView(body);
        await refresh();
        return view;
      },
      remove: async (viewId) => {
        await api.stories.removeView(viewId);
        await refresh();
      },
    }),
    [api, data, error, isLoading, refresh],
  );
}
