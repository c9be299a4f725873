import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiError,
  DriveLink,
  ShareStoryMaterialRequest,
  StoryAttachmentList,
  StoryMaterialList,
} from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { storiesKeys } from './storiesKeys.ts';

/** SWR keys of a story's attachments and materials (under `stories`, so story refetches reach them). */
export const storyAttachmentKeys = {
  list: (storyId: string) => ['stories', 'attachments', storyId] as const,
  materials: (storyId: string) => ['stories', 'materials', storyId] as const,
};

/** A story's attachments (trashed files stay listed, marked). */
export function useStoryAttachments(storyId: string) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<StoryAttachmentList>(
    storyAttachmentKeys.list(storyId),
    () => api.stories.attachments(storyId),
  );
  return {
    attachments: data?.items,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** The material links shared from the story that the caller manages. */
export function useStoryMaterials(storyId: string) {
  const api = useApi();
  const { data } = useSWR<StoryMaterialList>(storyAttachmentKeys.materials(storyId), () =>
    api.stories.materials(storyId),
  );
  return data?.items ?? [];
}

/** Attach, remove, and share as material; each refetches the list and the story's timeline. */
export function useStoryAttachmentActions(storyId: string) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    async (list?: StoryAttachmentList) => {
      await Promise.all([
        list
          ? mutate(storyAttachmentKeys.list(storyId), list, { revalidate: false })
          : mutate(storyAttachmentKeys.list(storyId)),
        mutate(storiesKeys.timeline(storyId)),
      ]);
    },
    [mutate, storyId],
  );
  return {
    attach: useCallback(
      async (itemIds: readonly string[]) => refresh(await api.stories.attach(storyId, itemIds)),
      [api, refresh, storyId],
    ),
    detach: useCallback(
      async (attachmentId: string) => {
        await api.stories.detach(storyId, attachmentId);
        await refresh();
      },
      [api, refresh, storyId],
    ),
    uploadFolder: useCallback(() => api.stories.uploadFolder(storyId), [api, storyId]),
    shareMaterial: useCallback(
      async (body?: ShareStoryMaterialRequest): Promise<DriveLink> => {
        const link = await api.stories.shareMaterial(storyId, body);
        await Promise.all([mutate(storyAttachmentKeys.materials(storyId)), refresh()]);
        return link;
      },
      [api, mutate, refresh, storyId],
    ),
  };
}
