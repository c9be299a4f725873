// Runs before the app's modules: zod 4 probes `new Function` while it builds its first object
// schema, and our Content-Security-Policy (script-src 'self') refuses it — a console error and a
// Lighthouse best-practices failure, though zod then validates without compiling anyway. Its
// global config object is read from here, so the probe never happens. See src/main.tsx.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
});
