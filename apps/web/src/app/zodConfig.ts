import { config } from 'zod';

// zod 4 probes whether it may compile validators with `new Function` the first time it parses;
// our Content-Security-Policy (script-src 'self') forbids that, and the refused probe is reported
// as a CSP violation in the console (Lighthouse: best practices). Interpreted validation is
// plenty for API answers. Imported first in main.tsx, before any schema is used.
config({ jitless: true });
