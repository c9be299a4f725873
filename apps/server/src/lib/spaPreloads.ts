import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { preloadManifestSchema, type PreloadManifest } from '@atrium/api/contracts';

/** What decides which page the app will render first. */
export interface NavigationContext {
  /** The path without the query. */
  path: string;
  /** The request carries a session cookie (valid or not: the app finds out). */
  hasSession: boolean;
  /** The saved interface language (the web app's preference cookie), if any. */
  language: string | undefined;
}

/** The web app's preference cookie for the language (spec section 9: `<app title>-language`). */
export const LANGUAGE_COOKIE = 'atrium-language';
const DEFAULT_LANGUAGE = 'en';

const SAFE_ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;
const SAFE_FONT = /^\/assets\/[\w.-]+\.woff2$/;

type Route = PreloadManifest['routes'][number];

function linkTags(fonts: string[], route: Route | undefined, language: string): string {
  const locales = route ? (route.locales[language] ?? route.locales[DEFAULT_LANGUAGE] ?? []) : [];
  const scripts = [...(route?.scripts ?? []), ...locales].filter((file) => SAFE_ASSET.test(file));
  const styles = (route?.styles ?? []).filter((file) => SAFE_ASSET.test(file));
  // crossorigin as on Vite's own script and style links (and as fonts are always fetched), so
  // the browser reuses what it preloaded. The route's stylesheets are linked, not just preloaded:
  // they apply with the entry's own stylesheet, in one style calculation, instead of each one
  // recalculating the whole page when the route's code inserts it after the first render (a long
  // task of 100–300 ms on a mid-range phone). Vite's loader sees them linked and adds nothing.
  return [
    ...fonts
      .filter((file) => SAFE_FONT.test(file))
      .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}

/** index.html for one navigation, as text and compressed (the page is tiny, but on every load). */
export interface SpaPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html for a navigation, with preload hints: the body font in the saved language, and for
 * the pages of the manifest the route's code and words, so the browser fetches them together
 * with the entry instead of after the entry has run. A build without a manifest gets index.html
 * as it is.
 */
export type SpaIndex = (navigation: NavigationContext) => SpaPage;

export function createSpaIndex(webDistDir: string): SpaIndex {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifestFile = path.join(webDistDir, 'preloads.json');
  let manifest: PreloadManifest = { fonts: {}, routes: [] };
  if (existsSync(manifestFile)) {
    // A file that does not match (an older build's) preloads nothing rather than failing pages.
    const parsed = preloadManifestSchema.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8')));
    if (parsed.success) manifest = parsed.data;
  }
  // One page per manifest route (or none) × session × language: a handful, made once each.
  const pages = new Map<string, SpaPage>();
  return ({ path: pagePath, hasSession, language }) => {
    const route = manifest.routes.find(
      (candidate) => candidate.path === pagePath && candidate.signedIn === hasSession,
    );
    const wanted = language && manifest.fonts[language] ? language : DEFAULT_LANGUAGE;
    const key = `${route ? manifest.routes.indexOf(route) : '-'}|${wanted}`;
    let page = pages.get(key);
    if (page === undefined) {
      const links = linkTags(manifest.fonts[wanted] ?? [], route, wanted);
      const html = links ? indexHtml.replace('</head>', `${links}</head>`) : indexHtml;
      page = { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
      pages.set(key, page);
    }
    return page;
  };
}
