/**
 * The first-load boundary (docs/adr/0016-first-load-boundary.md): the one place that says which
 * pages people open first, what their first paint needs, and which lazily loaded parts travel in
 * which file. From it, vite.config.ts builds the code-split groups (firstLoadGroups.ts),
 * routePreloads.ts writes the server's preload list (dist/preloads.json), and
 * firstLoadChunks.test.ts checks the files and the size budgets.
 *
 * Parts inside the packages are named by their package entry points (`exports` in their
 * package.json), never by their source files: renaming a file inside a package cannot change the
 * split without failing the build. A new area adds nothing here: its route module is a file of
 * its own (src/routes/<area>.tsx), loaded when someone opens it.
 */

/** A page people often open first: what its first render needs beyond the entry. */
export interface FirstPage {
  /** Route modules, relative to apps/web (each must be a chunk of the build). */
  modules: readonly string[];
  /** i18n namespaces, as `createLazyI18n` loads them. */
  namespaces: readonly string[];
}

/** A first page at one address; the server links its files from that page's HTML. */
export interface FirstLoadRoute extends FirstPage {
  /** The address exactly as requested (no parameters). */
  path: string;
  /** Signed-in pages are preloaded only for requests that carry a session cookie. */
  signedIn: boolean;
}

/** npm packages every page runs before it renders: the framework file, long cached. */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
] as const;

/**
 * What both first pages render (the language and theme switches, the error messages): in the
 * framework file, which both load anyway. Left to the sign-in file, they would make the
 * signed-in home page download the sign-in page's file as well (a request and ~6 kB more).
 */
export const SHARED_BY_FIRST_PAGES = [
  '@atrium/features/preference-switches',
  '@atrium/features/error-message',
] as const;

export const SIGN_IN: FirstPage = {
  modules: ['src/routes/login.tsx'],
  namespaces: ['common', 'auth'],
};

/**
 * The signed-in shell and the home page, in one file; their namespaces are grouped per language.
 * Not the API client (zod and the contracts): the first render shows the stored user and the
 * cards' loading states; the client loads with the first call, after that paint.
 */
export const HOME: FirstPage = {
  modules: [
    // The signed-in route table, which the router loads first (routes.tsx), in the shell's file.
    'src/signedInRoutes.tsx',
    'src/routes/signed-in.tsx',
    'src/layouts/AppLayout.tsx',
    'src/routes/home.tsx',
  ],
  namespaces: ['common', 'layout', 'notifications', 'masterKey', 'attendance', 'home'],
};

/** routes.tsx (with signedInRoutes.tsx) loads these per route; routePreloads.test.ts checks it. */
export const FIRST_LOAD_ROUTES: readonly FirstLoadRoute[] = [
  { path: '/login', signedIn: false, ...SIGN_IN },
  { path: '/', signedIn: false, ...SIGN_IN },
  { path: '/main/home', signedIn: true, ...HOME },
  { path: '/', signedIn: true, ...HOME },
];

/**
 * What the signed-in shell loads once its first paint is on screen (the menus' popups, the
 * drawer, the toasts) or with the first attendance prompt, in one file: as ~20 small files,
 * adding their preload links alone took ~100 ms of a mid-range phone's main thread. Their styles
 * go into the shell's stylesheet, linked with the page: a stylesheet inserted after the first
 * paint restyles and lays out the whole page at once.
 */
export const SHELL_LATER_PARTS = [
  '@atrium/ui/overlays',
  '@atrium/features/attendance-prompt-dialog',
] as const;

/**
 * Shown only when something failed (a failed sign-in, a home card that could not load), in a
 * small file of their own; their styles go with the framework's, on every page, for the same
 * reason as the shell's later parts'.
 */
export const ERROR_ALERT_PARTS = ['@atrium/features/error-alerts'] as const;

/** The files of the build's first load, by name (assets/<name>-<hash>.js). */
export const FIRST_LOAD_FILES = {
  framework: 'framework',
  app: 'app',
  signIn: 'signin',
  errorAlerts: 'error-alerts',
  shell: 'staff',
  shellLater: 'staff-later',
} as const;
