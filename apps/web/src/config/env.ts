/** The build's settings: the one place that reads import.meta.env. */
export const env = {
  /** a production build (vite build): the service worker is registered only there, never under the dev server */
  production: import.meta.env.PROD,
} as const;
