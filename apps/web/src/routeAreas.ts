import type { RouteObject } from 'react-router';
import type { I18nNamespace, UnavailableArea } from '@atrium/features';
import { i18n } from './app/services.ts';

/**
 * A lazy route module and the translation namespaces its pages use, fetched together so the page
 * never renders before its words arrive (and never waits for them after its code).
 */
export function area<T>(namespaces: readonly I18nNamespace[], load: () => Promise<T>) {
  return async (): Promise<T> => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return module;
  };
}

// Areas later issues build: their routes and guards exist now and show an honest
// "not available yet" page. Each import() is its own chunk, named after the file.
const unavailablePublic = area(['layout'], () => import('./routes/unavailable-public.tsx'));

/**
 * Pages of one area at these paths, all showing the area's "not available yet" page in the blank
 * layout (public pages, shared links, full-screen editors). The signed-in layout's version is in
 * signedInRoutes.tsx.
 */
export function pendingPublic(area: UnavailableArea, paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, handle: { area }, lazy: unavailablePublic }));
}
