// zod 4 probes `new Function` while it builds its first object schema, and our
// Content-Security-Policy (script-src 'self') refuses it: a console error and a Lighthouse
// best-practices failure, though zod then validates without compiling anyway. zod reads this
// global config object when it loads, so the probe never happens. Only chunks loaded after the
// entry carry zod (the forms' schemas), so setting it here, first in main.tsx, is early
// enough — and zod itself stays off the sign-in page.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
