// react-i18next imports `use-sync-external-store/shim`, React 17's backport of a hook React 18+
// has built in. On React 19 the shim only forwards to React's own, yet ships ~0.4 kB gzip on every
// page; vite.config.ts points the import here instead.
export { useSyncExternalStore } from 'react';
