import type { createApiClient } from '@atrium/api';
import { afterFirstContentfulPaint } from '@atrium/ui';

/** Lets the browser run input, rendering and other tasks before the next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The steps, in order; each evaluates what the ones before have not (tests replace them). */
export interface ApiClientSteps {
  zod: () => Promise<unknown>;
  contracts: () => Promise<unknown>;
  client: () => Promise<{ createApiClient: typeof createApiClient }>;
}

const STEPS: ApiClientSteps = {
  zod: () => import('./zodStep.ts'),
  contracts: () => import('@atrium/api/contracts'),
  // The client with its resources: a module of its own (apiClient.ts).
  client: () => import('./apiClient.ts'),
};

/**
 * Loads the API client once the first page is on screen, in three evaluations with a task
 * between each: zod, then the contracts (building every schema), then the client.
 *
 * The first calls start while React commits the first page (SWR revalidates in layout effects:
 * the profile refresh, the home cards). Waiting for its paint keeps the client's download and
 * evaluation from delaying that page; the calls go out a frame later.
 *
 * The browser evaluates a dynamically imported module graph in one task: all three at once took
 * ~125 ms on a mid-range phone (4× CPU slowdown) and kept taps and rendering waiting that long
 * (Lighthouse's Total Blocking Time). The build puts zod and the contracts in chunks of their own
 * (vite.config.ts) and has the first step preload every step's chunks (apiClientPreloads.ts), so
 * they download together and each import only evaluates its part.
 */
export async function loadApiClient(
  steps: ApiClientSteps = STEPS,
): Promise<typeof createApiClient> {
  await afterFirstContentfulPaint();
  await steps.zod();
  await nextTask();
  await steps.contracts();
  await nextTask();
  const { createApiClient } = await steps.client();
  return createApiClient;
}
