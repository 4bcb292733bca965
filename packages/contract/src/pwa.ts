/** Where the installable app's pieces live: the server serves them, the web app links and registers them. */
export const PWA_PATHS = {
  manifest: '/manifest.webmanifest',
  serviceWorker: '/sw.js',
  offlinePage: '/offline.html',
  /** the brand's generated icons: icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png */
  icons: '/pwa/',
} as const;

/** The message a page posts to its service worker with the URLs it loaded before the worker controlled it. */
export const SW_CACHE_URLS_MESSAGE = 'CACHE_URLS';
