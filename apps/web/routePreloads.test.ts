import { matchRoutes, type RouteObject } from 'react-router';
import type { Rolldown } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './src/app/services.ts';
import { routes } from './src/routes.tsx';
import { wholeRouteTable } from './src/testing/wholeRouteTable.ts';
import { FIRST_LOAD_ROUTES } from './firstLoad.ts';
import { buildPreloadManifest } from './routePreloads.ts';

type OutputChunk = Rolldown.OutputChunk;

/** The parts of a rolldown chunk the manifest reads. */
function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  importedCss: string[] = [],
  isEntry = false,
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

const WEB = '/repo/apps/web';
const FEATURES = '/repo/packages/features/src';

const FONT_FILES = [
  'assets/inter-latin-basic-wght-normal-x1.woff2',
  'assets/cairo-arabic-400-normal-x2.woff2',
];

function bundleOf(...chunks: OutputChunk[]): Rolldown.OutputBundle {
  const fonts = FONT_FILES.map((fileName) => [fileName, { type: 'asset', fileName }] as const);
  return Object.fromEntries([...chunks.map((item) => [item.fileName, item] as const), ...fonts]);
}

describe('buildPreloadManifest', () => {
  const bundle = bundleOf(
    chunk(
      'assets/index-1.js',
      `${WEB}/index.html`,
      ['assets/framework-1.js'],
      ['assets/index-1.css'],
      true,
    ),
    chunk('assets/framework-1.js', null),
    chunk('assets/login-1.js', `${WEB}/src/routes/login.tsx`, [
      'assets/signin-1.js',
      'assets/framework-1.js',
    ]),
    chunk('assets/signin-1.js', null, [], ['assets/signin-1.css', 'assets/index-1.css']),
    chunk('assets/locale-i18n-en-1.js', `${FEATURES}/i18n/locales/en.json`),
    chunk('assets/locale-i18n-ar-1.js', `${FEATURES}/i18n/locales/ar.json`),
    chunk('assets/locale-auth-en-1.js', `${FEATURES}/auth/locales/en.json`, [
      'assets/auth-en-shared-1.js',
      'assets/signin-1.js',
    ]),
    chunk('assets/auth-en-shared-1.js', null),
    chunk('assets/locale-auth-ar-1.js', `${FEATURES}/auth/locales/ar.json`),
  );
  const signIn = {
    path: '/login',
    signedIn: false,
    modules: ['src/routes/login.tsx'],
    namespaces: ['common', 'auth'],
  };

  it('lists the route chunks with their static imports and styles, minus what the page loads', () => {
    expect(buildPreloadManifest(bundle, [signIn])).toEqual({
      fonts: {
        en: ['/assets/inter-latin-basic-wght-normal-x1.woff2'],
        ar: ['/assets/cairo-arabic-400-normal-x2.woff2'],
      },
      routes: [
        {
          path: '/login',
          signedIn: false,
          scripts: ['/assets/login-1.js', '/assets/signin-1.js'],
          styles: ['/assets/signin-1.css'],
          locales: {
            // With the shared chunk the English auth namespace imports (not signin-1.js, which
            // the route's scripts list already).
            en: [
              '/assets/locale-i18n-en-1.js',
              '/assets/locale-auth-en-1.js',
              '/assets/auth-en-shared-1.js',
            ],
            ar: ['/assets/locale-i18n-ar-1.js', '/assets/locale-auth-ar-1.js'],
          },
        },
      ],
    });
  });

  it('finds a namespace that lives in a shared chunk, with no chunk of its own', () => {
    const layoutInShared = {
      ...chunk('assets/shared-layout-1.js', null),
      moduleIds: [`${FEATURES}/layout/UnavailablePage.tsx`, `${FEATURES}/layout/locales/en.json`],
    } as OutputChunk;
    const manifest = buildPreloadManifest(
      bundleOf(
        ...Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk'),
        layoutInShared,
      ),
      [{ ...signIn, namespaces: ['common', 'layout'] }],
    );
    expect(manifest.routes[0]?.locales.en).toEqual([
      '/assets/locale-i18n-en-1.js',
      '/assets/shared-layout-1.js',
    ]);
    // Arabic has no layout chunk in this bundle: only what exists is listed.
    expect(manifest.routes[0]?.locales.ar).toEqual(['/assets/locale-i18n-ar-1.js']);
  });

  it('fails the build when a listed module or namespace is not in it', () => {
    expect(() =>
      buildPreloadManifest(bundle, [{ ...signIn, modules: ['src/routes/gone.tsx'] }]),
    ).toThrow('src/routes/gone.tsx is not a chunk of the build');
    expect(() => buildPreloadManifest(bundle, [{ ...signIn, namespaces: ['drive'] }])).toThrow(
      'no locale chunks for namespace drive',
    );
  });
});

/**
 * The namespaces the routes load for a path: the `area()` of every matched lazy route, in the
 * whole table (routes.tsx with signedInRoutes.tsx patched in, as the router has it then).
 */
async function namespacesLoadedFor(pathname: string): Promise<Set<string>> {
  const loaded = new Set<string>(['common']); // main.tsx waits for it before the first render
  const spy = vi.spyOn(i18n, 'loadNamespaces').mockImplementation(async (names) => {
    for (const name of [names].flat()) loaded.add(name);
  });
  try {
    for (const { route } of matchRoutes(wholeRouteTable(), pathname) ?? []) {
      const lazy = (route as RouteObject).lazy;
      if (typeof lazy === 'function') await lazy();
    }
  } finally {
    spy.mockRestore();
  }
  return loaded;
}

describe('FIRST_LOAD_ROUTES', () => {
  // `/` only redirects (to /login or /main/home), so it preloads what its target needs.
  const pages = FIRST_LOAD_ROUTES.filter((route) => route.path !== '/');

  it.each(pages.map((route) => [route.path, route] as const))(
    '%s preloads the namespaces its routes load',
    async (pathname, route) => {
      expect(new Set(route.namespaces)).toEqual(await namespacesLoadedFor(pathname));
    },
  );

  it.each(pages.map((route) => [route.path, route] as const))(
    '%s lists the signed-in route table exactly when only that table knows it',
    (pathname, route) => {
      // The router loads the table before the page's own modules (routes.tsx, discovery).
      const inEntry = matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';
      expect(route.modules.includes('src/signedInRoutes.tsx')).toBe(!inEntry);
    },
  );

  it('gives / what /login and /main/home get, signed out and signed in', () => {
    const rootOf = (signedIn: boolean) =>
      FIRST_LOAD_ROUTES.find((route) => route.path === '/' && route.signedIn === signedIn);
    const pageOf = (path: string) => FIRST_LOAD_ROUTES.find((route) => route.path === path);
    expect(rootOf(false)).toEqual({ ...pageOf('/login'), path: '/' });
    expect(rootOf(true)).toEqual({ ...pageOf('/main/home'), path: '/' });
  });
});
