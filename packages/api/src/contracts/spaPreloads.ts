import { z } from 'zod';

/**
 * `dist/preloads.json`: written by the web build (apps/web/routePreloads.ts), read by the server
 * (apps/server/src/lib/spaPreloads.ts), which links these files from the HTML of the pages people
 * most often open first, so the browser fetches them with the entry instead of after it has run.
 * One definition for both ends; the server checks the file against it when it starts.
 */
export const preloadManifestSchema = z.object({
  /** Per language, the web fonts the text of every page starts with. */
  fonts: z.record(z.string(), z.array(z.string())),
  routes: z.array(
    z.object({
      /** The address exactly as requested (no parameters). */
      path: z.string(),
      /** Preloaded only for requests that carry a session cookie (or only for those without). */
      signedIn: z.boolean(),
      /** Route chunks and the chunks they import, beyond the entry. */
      scripts: z.array(z.string()),
      styles: z.array(z.string()),
      /** Per language, the translation chunks of the route's namespaces. */
      locales: z.record(z.string(), z.array(z.string())),
    }),
  ),
});
export type PreloadManifest = z.infer<typeof preloadManifestSchema>;
