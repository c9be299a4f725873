import type { PreloadManifest } from '@atrium/api/contracts';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_LOAD_ROUTES, type FirstLoadRoute } from './firstLoad.ts';
import { localeOfModule } from './firstLoadGroups.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What `dist/preloads.json` holds; apps/server reads it (src/lib/spaPreloads.ts). */
export type { PreloadManifest };

/**
 * The body text's font per language (@atrium/ui's theme: Inter for English, Cairo for Arabic),
 * which the browser would otherwise only ask for once the first page has rendered. For English,
 * ui's basic-Latin cut of Inter (packages/ui/scripts/interSubset.mjs), which holds every character
 * of the interface's English text.
 */
const FONTS: Record<string, RegExp> = {
  en: /^assets\/inter-latin-basic-wght-normal-[\w-]+\.woff2$/,
  ar: /^assets\/cairo-arabic-400-normal-[\w-]+\.woff2$/,
};

/**
 * The chunk a module's dynamic `import()` loads: the module's facade chunk, else the chunk that
 * holds it (rolldown imports a grouped module straight from its group's chunk when it can).
 */
function chunkOfModule(
  chunks: readonly OutputChunk[],
  moduleSuffix: string,
): OutputChunk | undefined {
  return (
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix)) ??
    chunks.find((chunk) => chunk.moduleIds?.some((id) => id.endsWith(moduleSuffix)))
  );
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk and every chunk it imports statically, with their stylesheets, as site paths. */
function staticClosure(
  start: OutputChunk,
  byFile: Map<string, OutputChunk>,
): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    // Vite records the CSS a chunk needs here (it inserts the links when it loads the chunk).
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return { scripts: [...seen].map((file) => `/${file}`), styles: [...styles] };
}

/** The manifest for a finished bundle; throws when a listed module is not a chunk of it. */
export function buildPreloadManifest(
  bundle: OutputBundle,
  routes: readonly FirstLoadRoute[] = FIRST_LOAD_ROUTES,
): PreloadManifest {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // What index.html loads already needs no hint.
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
  const page = entry ? staticClosure(entry, byFile) : { scripts: [], styles: [] };
  const inPage = new Set([...page.scripts, ...page.styles]);

  // namespace → language → the locale chunk and what it imports: a translation that another
  // module also imports statically (UnavailablePage's English fallback) sits in a shared chunk
  // that the locale chunk imports, and without a hint the browser would only ask for it once the
  // locale chunk had arrived (a round trip more before the first render).
  const locales = new Map<string, Record<string, string[]>>();
  const localeModules = new Set(
    chunks.flatMap((chunk) => [chunk.facadeModuleId ?? '', ...(chunk.moduleIds ?? [])]),
  );
  for (const moduleId of localeModules) {
    const locale = localeOfModule(moduleId);
    const chunk = locale ? chunkOfModule(chunks, moduleId) : undefined;
    if (!locale || !chunk) continue;
    const files = staticClosure(chunk, byFile).scripts.filter((file) => !inPage.has(file));
    locales.set(locale.namespace, { ...locales.get(locale.namespace), [locale.language]: files });
  }

  const files = Object.keys(bundle);
  const fonts: Record<string, string[]> = {};
  for (const [language, pattern] of Object.entries(FONTS)) {
    const font = files.find((file) => pattern.test(file));
    if (!font) throw new Error(`routePreloads: no font for ${language} matches ${pattern}`);
    fonts[language] = [`/${font}`];
  }

  return {
    fonts,
    routes: routes.map(({ path, signedIn, modules, namespaces }) => {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      for (const module of modules) {
        const chunk = chunkOfModule(chunks, `/apps/web/${module}`);
        if (!chunk) throw new Error(`routePreloads: ${module} is not a chunk of the build`);
        const needs = staticClosure(chunk, byFile);
        for (const file of needs.scripts) if (!inPage.has(file)) scripts.add(file);
        for (const file of needs.styles) if (!inPage.has(file)) styles.add(file);
      }
      const byLanguage: Record<string, string[]> = {};
      for (const namespace of namespaces) {
        const files = locales.get(namespace);
        if (!files) throw new Error(`routePreloads: no locale chunks for namespace ${namespace}`);
        for (const [language, needs] of Object.entries(files)) {
          const list = (byLanguage[language] ??= []);
          for (const file of needs) if (!scripts.has(file) && !list.includes(file)) list.push(file);
        }
      }
      return { path, signedIn, scripts: [...scripts], styles: [...styles], locales: byLanguage };
    }),
  };
}

/** Writes dist/preloads.json for the server: the first pages' files (firstLoad.ts). */
export function routePreloads(): Plugin {
  return {
    name: 'atrium:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'preloads.json',
        source: `${JSON.stringify(buildPreloadManifest(bundle), null, 2)}\n`,
      });
    },
  };
}
