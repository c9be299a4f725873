import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiError,
  CreateDriveLinkRequest,
  DriveLink,
  DriveLinkListInput,
  DriveLinkLogEntry,
  UpdateDriveLinkRequest,
} from '@atrium/api';
import { useApi } from '../../app/ApiProvider.tsx';
import { startsWith } from '../driveKeys.ts';
import { driveLinkKeys } from './driveLinkKeys.ts';

const NO_LINKS: DriveLink[] = [];
const NO_ENTRIES: DriveLinkLogEntry[] = [];

export interface UseDriveLinksResult {
  links: DriveLink[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** A page of my links, or of all links (administrators). */
export function useDriveLinks(query: DriveLinkListInput): UseDriveLinksResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(driveLinkKeys.list(query), () =>
    api.driveLinks.list(query),
  );
  return {
    links: data?.items ?? NO_LINKS,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** The links that open one item (the share-link dialog). */
export function useItemLinks(itemId: string): UseDriveLinksResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(driveLinkKeys.forItem(itemId), () =>
    api.driveLinks.forItem(itemId),
  );
  return {
    links: data?.items ?? NO_LINKS,
    total: data?.items.length ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

export interface UseDriveLinkLogResult {
  entries: DriveLinkLogEntry[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** A page of a link's access log, newest first. */
export function useDriveLinkLog(id: string, page: number, size: number): UseDriveLinkLogResult {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR(driveLinkKeys.log(id, page, size), () =>
    api.driveLinks.log(id, { page, size }),
  );
  return {
    entries: data?.items ?? NO_ENTRIES,
    total: data?.total ?? 0,
    error: error as ApiError | undefined,
    isLoading,
    retry: () => void mutate(),
  };
}

/** Making, changing and revoking links; every list of links is fetched again after each. */
export function useDriveLinkMutations() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(startsWith(driveLinkKeys.all));
  return {
    async create(body: CreateDriveLinkRequest): Promise<DriveLink> {
      const link = await api.driveLinks.create(body);
      await refresh();
      return link;
    },
    async update(id: string, body: UpdateDriveLinkRequest): Promise<DriveLink> {
      const link = await api.driveLinks.update(id, body);
      await refresh();
      return link;
    },
    async revoke(id: string): Promise<DriveLink> {
      const link = await api.driveLinks.revoke(id);
      await refresh();
      return link;
    },
  };
}
