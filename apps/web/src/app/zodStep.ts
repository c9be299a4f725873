// The first step of loadApiClient.ts: evaluates zod alone (the contracts need it), without
// keeping every export of the package the way `import('zod')` would.
import { z } from 'zod';

export const zodLoaded = typeof z.object === 'function';
