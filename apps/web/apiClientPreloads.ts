import type { Plugin, Rolldown } from 'vite';
import { chunkOfModule, chunksOf } from './routePreloads.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The modules src/app/loadApiClient.ts imports, one per step, in order. */
export const STEP_MODULES = [
  '/apps/web/src/app/zodStep.ts',
  '/packages/api/src/contracts/index.ts',
  '/apps/web/src/app/apiClient.ts',
] as const;

/** A chunk's file and every chunk it imports statically, transitively. */
export function staticScripts(start: OutputChunk, bundle: OutputBundle): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen];
}

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
        const steps = STEP_MODULES.map((module) => {
          const chunk = chunkOfModule(chunksOf(bundle), module);
          if (!chunk) this.error(`a step of the API client is not a chunk of the build: ${module}`);
          return chunk;
        });
        firstStepFile = steps[0]?.fileName;
        everyStep = [...new Set(steps.flatMap((chunk) => staticScripts(chunk, bundle)))];
      },
    },
    resolveDependencies(file, deps) {
      if (file !== firstStepFile) return deps;
      return [...deps, ...everyStep.filter((dep) => !deps.includes(dep))];
    },
  };
}
