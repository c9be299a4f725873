import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every
 * function compiled while the file streams in, off the main thread. Without it V8 compiles a
 * function the first time it is called, on the main thread, in the middle of the page's first
 * tasks. Browsers without the feature read an ordinary comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type OutputBundle = Rolldown.OutputBundle;

/**
 * Puts the eager-compile hint on the first line of the named chunks and shifts their source maps
 * by that line.
 *
 * For the files the first pages run nearly all of at once: the entry, React with the router and
 * i18n, the sign-in page, the signed-in shell with the home page and what the shell loads once it
 * is on screen. Measured on a cold signed-in /main/home load (2 vCPU, Chromium trace): compiling
 * on the main thread went from 180–220 ms to 7–10 ms. Not for the route areas: most of their
 * functions run only when someone uses the page, and compiling them would be wasted.
 *
 * The hint must come first in the file, so it is added after everything else has written the
 * chunk (Vite's preload helper puts its own line at the top in its generateBundle); rolldown's
 * `postBanner` would land below that line.
 */
export function eagerCompile(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'atrium:eager-compile',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addEagerCompileHints(bundle, names);
      },
    },
  };
}

/** Adds the hint to the named chunks; throws when one is missing (a renamed group, a typo). */
export function addEagerCompileHints(bundle: OutputBundle, names: ReadonlySet<string>): void {
  const seen = new Set<string>();
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !names.has(file.name)) continue;
    seen.add(file.name);
    if (file.code.startsWith(EAGER_COMPILE_HINT)) continue;
    file.code = `${EAGER_COMPILE_HINT}\n${file.code}`;
    // One more line at the top: an empty first line in the mappings keeps them pointing right.
    const map = bundle[`${file.fileName}.map`];
    if (map?.type === 'asset') {
      const parsed = JSON.parse(String(map.source)) as { mappings: string };
      parsed.mappings = `;${parsed.mappings}`;
      map.source = JSON.stringify(parsed);
    }
    if (file.map) file.map.mappings = `;${file.map.mappings}`;
  }
  const missing = [...names].filter((name) => !seen.has(name));
  if (missing.length > 0) {
    throw new Error(`eagerCompile: no chunk named ${missing.join(', ')} in the build`);
  }
}
