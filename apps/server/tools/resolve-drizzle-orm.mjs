// Loaded with `node --import`: resolves drizzle-orm for ESM imports as if from apps/server.
import { register } from 'node:module';

const serverUrl = new URL('../package.json', import.meta.url).href;
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: ${JSON.stringify(serverUrl)} });
        }
        return next(specifier, context);
      }
    `),
);
