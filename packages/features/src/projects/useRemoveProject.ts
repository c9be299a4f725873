import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { RemoveProjectResponse } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useElevatedAction } from '../masterKey/MasterKeyProvider.tsx';
import { storiesKeys } from '../stories/storiesKeys.ts';
import { projectsKeys, startsWith } from './projectsKeys.ts';

export interface RemoveProjectInput {
  id: string;
  /** Delete it and its stories for good instead of archiving it. */
  permanent: boolean;
  /** The action as the master-password dialog names it. */
  label: string;
}

/**
 * Archives a project, or deletes it for good (ADR 0021: with stories the server wants the master
 * password, so it is asked for before anything is sent). Lists and story caches follow.
 */
export function useRemoveProject(): (input: RemoveProjectInput) => Promise<RemoveProjectResponse> {
  const api = useApi();
  const run = useElevatedAction();
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ id, permanent, label }) => {
      const result = await run({ label, action: () => api.projects.remove(id, { permanent }) });
      if (result.outcome === 'deleted') {
        await mutate(projectsKeys.detail(id), undefined, { revalidate: false });
      } else {
        await mutate(projectsKeys.detail(id));
      }
      await mutate(startsWith(projectsKeys.lists()));
      await mutate(startsWith(storiesKeys.all));
      return result;
    },
    [api, run, mutate],
  );
}
