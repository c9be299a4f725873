import type { createApiClient } from '@atrium/api';
import { afterFirstContentfulPaint } from '@atrium/ui';

/** Imports the client module (tests replace it). */
export type ApiClientImport = () => Promise<{ createApiClient: typeof createApiClient }>;

const importApiClient: ApiClientImport = () => import('./apiClient.ts');

/**
 * Loads the API client once the first page is on screen.
 *
 * The first calls start while React commits the first page (SWR revalidates in layout effects:
 * the profile refresh, the home cards). Waiting for its paint keeps the client's download, and
 * the first calls' fetches, from delaying that page; the calls go out a frame later.
 */
export async function loadApiClient(
  load: ApiClientImport = importApiClient,
): Promise<typeof createApiClient> {
  await afterFirstContentfulPaint();
  const { createApiClient } = await load();
  return createApiClient;
}
