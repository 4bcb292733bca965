/**
 * React 19 has useSyncExternalStore built in; the build points the `use-sync-external-store/shim` package
 * (used by react-i18next for older Reacts) here instead of bundling the fallback (see vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
