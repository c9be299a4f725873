import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { apiClientPreloads, STEP_MODULES } from './apiClientPreloads.ts';

type OutputChunk = Rolldown.OutputChunk;

function chunk(fileName: string, moduleIds: string[], imports: string[] = []): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: moduleIds[0] ?? null,
    moduleIds,
    imports,
  } as unknown as OutputChunk;
}

const [ZOD_STEP, CONTRACTS, CLIENT] = STEP_MODULES.map((suffix) => `/repo${suffix}`);

function bundleOf(...chunks: OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

function run(bundle: Rolldown.OutputBundle) {
  const steps = apiClientPreloads();
  const errors: string[] = [];
  const context = {
    error(message: string): never {
      errors.push(message);
      throw new Error(message);
    },
  };
  const generateBundle = steps.plugin.generateBundle as unknown as (
    this: typeof context,
    options: unknown,
    bundle: Rolldown.OutputBundle,
  ) => void;
  try {
    generateBundle.call(context, {}, bundle);
  } catch {
    // recorded in errors
  }
  return { resolve: steps.resolveDependencies, errors };
}

describe('apiClientPreloads', () => {
  const bundle = bundleOf(
    chunk('assets/step-1.js', [ZOD_STEP ?? ''], ['assets/api-zod-1.js']),
    chunk('assets/api-zod-1.js', ['/repo/node_modules/zod/index.js']),
    // The contracts index lives in the contracts group's chunk (no facade of its own).
    chunk(
      'assets/api-contracts-1.js',
      ['/repo/packages/api/src/contracts/user.ts', CONTRACTS ?? ''],
      ['assets/api-zod-1.js'],
    ),
    chunk('assets/api-1.js', [CLIENT ?? ''], ['assets/api-contracts-1.js', 'assets/app-1.js']),
    chunk('assets/app-1.js', ['/repo/apps/web/src/main.tsx']),
  );

  it("makes the first step's import preload every step's chunks", () => {
    const { resolve, errors } = run(bundle);
    expect(errors).toEqual([]);
    expect(resolve('assets/step-1.js', ['assets/step-1.js', 'assets/api-zod-1.js'])).toEqual([
      'assets/step-1.js',
      'assets/api-zod-1.js',
      'assets/api-contracts-1.js',
      'assets/api-1.js',
      'assets/app-1.js',
    ]);
  });

  it('leaves every other import as Vite planned it', () => {
    const { resolve } = run(bundle);
    expect(resolve('assets/api-1.js', ['assets/api-1.js'])).toEqual(['assets/api-1.js']);
  });

  it('fails the build when a step is not in it', () => {
    const { errors } = run(bundleOf(chunk('assets/step-1.js', [ZOD_STEP ?? ''])));
    expect(errors).toEqual([
      'a step of the API client is not a chunk of the build: /packages/api/src/contracts/index.ts',
    ]);
  });
});
