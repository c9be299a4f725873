import type { Plugin } from 'vite';
import { chunkOfModule, chunksOf, staticClosure } from './routePreloads.ts';

/** The modules src/app/loadApiClient.ts imports, one per step, in order. */
export const STEP_MODULES = [
  '/apps/web/src/app/zodStep.ts',
  '/packages/api/src/contracts/index.ts',
  '/apps/web/src/app/apiClient.ts',
] as const;

/**
 * src/app/loadApiClient.ts imports the API client in steps (zod, the contracts, the client) so
 * that each is evaluated in a task of its own. Vite preloads only what one `import()` needs, so
 * each step would wait for its own download, a round trip each. This plugin makes the first
 * step's `import()` preload the chunks of every step: they download together, and the later
 * steps find their modules fetched and only evaluate them.
 *
 * Use `plugin` among the plugins and `resolveDependencies` as
 * `build.modulePreload.resolveDependencies`; Vite calls it while it writes the preload lists in
 * its own `generateBundle`, after the plugin (enforced `pre`) has seen the bundle.
 */
export function apiClientPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[]) => string[];
} {
  let firstStepFile: string | undefined;
  let everyStep: string[] = [];
  return {
    plugin: {
      name: 'atrium:api-client-preloads',
      apply: 'build',
      enforce: 'pre',
      generateBundle(_options, bundle) {
        const chunks = chunksOf(bundle);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const steps = STEP_MODULES.map((module) => {
          const chunk = chunkOfModule(chunks, module);
          if (!chunk) this.error(`a step of the API client is not a chunk of the build: ${module}`);
          return chunk;
        });
        firstStepFile = steps[0]?.fileName;
        // staticClosure answers site paths (`/assets/…`); Vite's preload lists have no slash.
        const scripts = steps.flatMap((chunk) => staticClosure(chunk, byFile).scripts);
        everyStep = [...new Set(scripts.map((file) => file.replace(/^\//, '')))];
      },
    },
    resolveDependencies(file, deps) {
      if (file !== firstStepFile) return deps;
      return [...deps, ...everyStep.filter((dep) => !deps.includes(dep))];
    },
  };
}
