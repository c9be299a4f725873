// @vitest-environment node
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { addEagerCompileHints, EAGER_COMPILE_HINT } from './eagerCompile.ts';

type OutputBundle = Rolldown.OutputBundle;

/** A chunk whose line 1, column 6 comes from src/a.ts line 3, column 2, and its map asset. */
function chunkWithMap(name: string, code: string) {
  const generator = new SourceMapGenerator({ file: `${name}.js` });
  generator.addMapping({
    source: 'src/a.ts',
    original: { line: 3, column: 2 },
    generated: { line: 1, column: 6 },
  });
  const fileName = `assets/${name}-hash.js`;
  return {
    [fileName]: { type: 'chunk', name, fileName, code, map: null },
    [`${fileName}.map`]: {
      type: 'asset',
      fileName: `${fileName}.map`,
      source: generator.toString(),
    },
  };
}

function bundleOf(...parts: object[]): OutputBundle {
  return Object.assign({}, ...parts) as OutputBundle;
}

const codeOf = (bundle: OutputBundle, fileName: string) => {
  const file = bundle[fileName];
  return file?.type === 'chunk' ? file.code : '';
};

const mapOf = (bundle: OutputBundle, fileName: string) => {
  const file = bundle[`${fileName}.map`];
  return new SourceMapConsumer(JSON.parse(file?.type === 'asset' ? String(file.source) : '{}'));
};

describe('addEagerCompileHints', () => {
  it('puts the hint on the first line of the named chunks only', () => {
    const bundle = bundleOf(
      chunkWithMap('framework', 'const a=1;'),
      chunkWithMap('users', 'const b=2;'),
    );
    addEagerCompileHints(bundle, new Set(['framework']));
    expect(codeOf(bundle, 'assets/framework-hash.js')).toBe(`${EAGER_COMPILE_HINT}\nconst a=1;`);
    expect(codeOf(bundle, 'assets/users-hash.js')).toBe('const b=2;');
  });

  it('shifts the source map by the added line, so it still points at the same source', () => {
    const bundle = bundleOf(chunkWithMap('staff', 'const a=1;'));
    addEagerCompileHints(bundle, new Set(['staff']));
    const position = mapOf(bundle, 'assets/staff-hash.js').originalPositionFor({
      line: 2,
      column: 6,
    });
    expect(position).toMatchObject({ source: 'src/a.ts', line: 3, column: 2 });
    expect(
      mapOf(bundle, 'assets/staff-hash.js').originalPositionFor({ line: 1, column: 6 }).source,
    ).toBeNull();
  });

  it('adds the hint once, however often it runs (a watch rebuild)', () => {
    const bundle = bundleOf(chunkWithMap('index', 'x();'));
    addEagerCompileHints(bundle, new Set(['index']));
    addEagerCompileHints(bundle, new Set(['index']));
    expect(codeOf(bundle, 'assets/index-hash.js')).toBe(`${EAGER_COMPILE_HINT}\nx();`);
  });

  it('fails the build when a named chunk does not exist (a renamed group)', () => {
    const bundle = bundleOf(chunkWithMap('framework', 'x();'));
    expect(() => addEagerCompileHints(bundle, new Set(['framework', 'stafff']))).toThrow(
      /no chunk named stafff/,
    );
  });
});
