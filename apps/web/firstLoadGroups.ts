import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import {
  ERROR_ALERT_PARTS,
  FIRST_LOAD_FILES,
  FRAMEWORK_PACKAGES,
  HOME,
  SHARED_BY_FIRST_PAGES,
  SHELL_LATER_PARTS,
  SIGN_IN,
} from './firstLoad.ts';

/**
 * The build's code-split groups, made from the first-load boundary (firstLoad.ts). Each group
 * names its first modules; rolldown brings their dependencies along, unless a group of higher
 * priority has them.
 */

// Read when the build config is made (routePreloads.test.ts imports this file in a browser-like
// environment, where import.meta.url is not a file URL, for localeOfModule only).
const webDirectory = () => fileURLToPath(new URL('.', import.meta.url));

/** A package's name and the `exports` key of one of its entry points. */
function splitSpecifier(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split('/');
  const nameParts = specifier.startsWith('@') ? 2 : 1;
  return {
    name: parts.slice(0, nameParts).join('/'),
    subpath: ['.', ...parts.slice(nameParts)].join('/'),
  };
}

/**
 * The source file behind a package entry point (`@atrium/ui/overlays` → …/packages/ui/src/
 * overlays.ts), read from the package's `exports` (its `source` condition, which the app builds
 * from). Throws when the package has no such entry, so a renamed part fails the build.
 */
export function entryPointSource(specifier: string): string {
  const { name, subpath } = splitSpecifier(specifier);
  const directory = realpathSync(join(webDirectory(), '../../node_modules', name));
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
    exports?: Record<string, { source?: string } | string>;
  };
  const entry = manifest.exports?.[subpath];
  const source = typeof entry === 'object' ? entry.source : undefined;
  if (!source)
    throw new Error(`firstLoad: ${name} has no "${subpath}" export with a "source" file`);
  return realpathSync(join(directory, source));
}

/** One i18n namespace in one language: packages/features/src/<folder>/locales/<lang>.json. */
const LOCALE_MODULE = /\/packages\/features\/src\/([A-Za-z0-9]+)\/locales\/([a-z]{2})\.json$/;

/** The translation a module holds (`common` lives in the i18n folder), or undefined. */
export function localeOfModule(
  id: string,
): { folder: string; namespace: string; language: string } | undefined {
  const match = LOCALE_MODULE.exec(id);
  if (!match?.[1] || !match[2]) return undefined;
  const folder = match[1];
  return { folder, namespace: folder === 'i18n' ? 'common' : folder, language: match[2] };
}

/** A vanilla-extract stylesheet: the `.css.ts` module and the CSS module it emits. */
const isStyleModule = (id: string) => /\.css\.ts(\.vanilla\.css)?(\?|$)/.test(id);

const frameworkPackage = new RegExp(`/node_modules/(${FRAMEWORK_PACKAGES.join('|')})/`);

/**
 * The modules `starts` import statically, all the way down, within the workspace: not into
 * npm packages and not through a package's main entry (`@atrium/ui`), whose re-exports would
 * count every component of the package. A part takes what only it needs through the package's
 * other entry points (`@atrium/ui/alert`); what it takes from the main entry is on the first
 * pages already.
 */
function staticClosure(
  starts: readonly string[],
  moduleInfo: (id: string) => Rolldown.ModuleInfo | null,
  barrels: ReadonlySet<string>,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || barrels.has(id) || id.includes('/node_modules/')) return;
    seen.add(id);
    for (const imported of moduleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return seen;
}

const workspaceModule = (file: string) => join(webDirectory(), file);

export interface FirstLoadGroups {
  /** Reads the module graph when it is complete; the groups' tests use what it found. */
  plugin: Plugin;
  groups: Rolldown.CodeSplittingGroup[];
}

/** `serviceWorkerEntry`: the push service worker, an entry of its own, kept out of the app's file. */
export function firstLoadGroups(serviceWorkerEntry: string): FirstLoadGroups {
  const sharedByFirstPages = new Set(SHARED_BY_FIRST_PAGES.map(entryPointSource));
  const signIn = new Set(SIGN_IN.modules.map(workspaceModule));
  const shell = new Set(HOME.modules.map(workspaceModule));
  const shellLater = new Set(SHELL_LATER_PARTS.map(entryPointSource));
  const errorAlerts = new Set(ERROR_ALERT_PARTS.map(entryPointSource));
  const barrels = new Set(
    ['@atrium/ui', '@atrium/features', '@atrium/api', '@atrium/api/contracts'].map(
      entryPointSource,
    ),
  );

  // Filled when the module graph is complete (buildEnd), before rolldown makes the chunks.
  let serviceWorker = new Set<string>();
  let shellLaterStyles = new Set<string>();
  let errorAlertStyles = new Set<string>();

  const plugin: Plugin = {
    name: 'atrium:first-load-groups',
    apply: 'build',
    buildEnd() {
      const moduleInfo = (id: string) => this.getModuleInfo(id);
      const stylesOf = (starts: Iterable<string>) =>
        new Set([...staticClosure([...starts], moduleInfo, barrels)].filter(isStyleModule));
      shellLaterStyles = stylesOf(shellLater);
      errorAlertStyles = stylesOf(errorAlerts);
      // The service worker's own closure includes its npm packages (firebase), unlike the above.
      serviceWorker = new Set<string>();
      const visit = (id: string) => {
        if (serviceWorker.has(id)) return;
        serviceWorker.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(serviceWorkerEntry);
    },
  };

  const languages = ['en', 'ar'];
  const shellNamespaces = new Set(HOME.namespaces.filter((name) => name !== 'common'));
  const shellLocale = (id: string, language: string) => {
    const locale = localeOfModule(id);
    return locale?.language === language && shellNamespaces.has(locale.namespace);
  };

  const groups: Rolldown.CodeSplittingGroup[] = [
    // The translations the signed-in shell and the home page need besides `common`, one file per
    // language (named by language, so the English file never loads in Arabic): five namespaces
    // in one request instead of five.
    ...languages.map((language) => ({
      name: `locales-staff-${language}`,
      test: (id: string) => shellLocale(id, language),
      priority: 5,
    })),
    // React, the router and i18n, what both first pages render, and the failure alerts' styles:
    // needed before any page renders, in one long-cached file.
    {
      name: FIRST_LOAD_FILES.framework,
      test: (id) =>
        frameworkPackage.test(id) || sharedByFirstPages.has(id) || errorAlertStyles.has(id),
      priority: 4,
    },
    // The rest of what the entry imports (routes, guards, providers, stores) in one file; not the
    // push service worker's firebase, which is an entry of its own.
    {
      name: FIRST_LOAD_FILES.app,
      tags: ['$initial'],
      test: (id) => !serviceWorker.has(id),
      priority: 3,
    },
    // The sign-in page with every component it shares with other pages (fields, icons) in one
    // file rather than a dozen.
    { name: FIRST_LOAD_FILES.signIn, test: (id) => signIn.has(id), priority: 2 },
    // The failure alerts: their own small file, loaded when one shows.
    { name: FIRST_LOAD_FILES.errorAlerts, test: (id) => errorAlerts.has(id), priority: 1 },
    // The signed-in shell, the home page and the signed-in route table in one file, with the
    // styles of the parts loaded after its first paint.
    {
      name: FIRST_LOAD_FILES.shell,
      test: (id) => shell.has(id) || shellLaterStyles.has(id),
      priority: 0,
    },
    // After the shell (same priority, later in the list), so what the shell renders at once stays
    // in the shell's file. (Not a negative priority: rolldown reads it unsigned.)
    { name: FIRST_LOAD_FILES.shellLater, test: (id) => shellLater.has(id), priority: 0 },
  ];

  return { plugin, groups };
}
