import useSWR from 'swr';
import {
  PAGE_SIZE_ALL,
  type ApiError,
  type DriveAccess,
  type DriveItem,
  type DriveItemDetail,
  type DriveListInput,
  type DriveUsage,
  type Team,
} from '@atrium/api';
import { useAppAbility } from '../app/AbilityProvider.tsx';
import { useApi } from '../app/ApiProvider.tsx';
import { driveKeys } from './driveKeys.ts';

export interface UseDriveItemsResult {
  items: DriveItem[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

const NO_ITEMS: DriveItem[] = [];

/** A page of a folder, of a view (shared, recent, starred, trash) or of a search. */
export function useDriveItems(query: DriveListInput): UseDriveItemsResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(driveKeys.list(query), () =>
    api.drive.list(query),
  );
  return {
    items: data?.items ?? NO_ITEMS,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseDriveItemResult {
  item: DriveItemDetail | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** One item with the folders above it (the open folder's title, breadcrumbs and access). */
export function useDriveItem(id: string | null | undefined): UseDriveItemResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    id ? driveKeys.detail(id) : null,
    ([, , itemId]: ReturnType<typeof driveKeys.detail>) => api.drive.get(itemId),
  );
  return {
    item: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseDriveUsageResult {
  usage: DriveUsage | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}

/** The signed-in person's storage: bytes used, the quota (null: none) and the largest file. */
export function useDriveUsage(): UseDriveUsageResult {
  const api = useApi();
  const { data, error, isLoading } = useSWR(driveKeys.usage(), () => api.drive.usage());
  return { usage: data, error: error as ApiError | undefined, isLoading };
}

export interface UseDriveAccessResult {
  access: DriveAccess | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** Who may open an item: its owner, its own entries and those of the folders above. */
export function useDriveAccess(id: string | null): UseDriveAccessResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    id ? driveKeys.access(id) : null,
    ([, , itemId]: ReturnType<typeof driveKeys.access>) => api.drive.getAccess(itemId),
    // The dialog edits a copy: a refetch on focus must not pull the list from under it.
    { revalidateOnFocus: false },
  );
  return {
    access: data,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseDriveFoldersResult {
  folders: DriveItem[];
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/**
 * The folders in one folder of My drive (null: its root), by name, for the move dialog. The list
 * call has no kind filter: it asks for every item (folders come first) and keeps the folders.
 */
export function useDriveFolders(parentId: string | null, enabled = true): UseDriveFoldersResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(
    enabled ? driveKeys.folders(parentId) : null,
    () =>
      api.drive.list({
        view: 'my',
        ...(parentId ? { parent_id: parentId } : {}),
        sort: 'name',
        order: 'asc',
        size: PAGE_SIZE_ALL,
      }),
  );
  return {
    folders: (data?.items ?? NO_ITEMS).filter((item) => item.kind === 'folder'),
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseDriveTeamsResult {
  teams: Pick<Team, 'id' | 'name'>[];
  /**
   * False when the person may not list teams (the teams list needs the Team area; there is no
   * picker call for teams as there is for people): the share dialog then offers people only.
   */
  available: boolean;
}

const NO_TEAMS: Team[] = [];

/** Every team the share dialog may offer. */
export function useDriveTeams(enabled: boolean): UseDriveTeamsResult {
  const api = useApi();
  const canListTeams = useAppAbility().can('manage', 'Team');
  const { data, error } = useSWR(enabled && canListTeams ? driveKeys.teams() : null, () =>
    api.team.list({ page: 1, size: PAGE_SIZE_ALL }),
  );
  return { teams: data?.items ?? NO_TEAMS, available: canListTeams && !error };
}
