import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { basename, join } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
// by its path: Vite bundles a config's relative imports (the package's TypeScript is not loaded by Node)
import { contractRoutes, keptOutGuard, precompress } from '../../packages/web-kit/src/vite-plugins';

/** Lazy route files are kebab-case; their chunks carry the spec's names. */
const specChunkNames: Record<string, string> = {
  'by-iframe': 'byIframe',
  'point-mall': 'pointMall',
  'promo-detail': 'promoDetail',
};

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const contractCalls = fileURLToPath(new URL('../../packages/contract/src/calls.ts', import.meta.url));

/** Libraries the home route must not load before it is interactive (the 150 kB budget): they belong in lazy chunks. */
const keptOutOfFirstChunk = ['/node_modules/zod/', '/node_modules/qrcode.react/', '/node_modules/dompurify/', '/node_modules/react-hook-form/'];

/**
 * Screens a visit starts on must not evaluate zod while they load: building the contract's schemas costs a phone
 * hundreds of milliseconds. Their pure rules and constants come from the contract's zod-free modules (constants,
 * money, lottery-rules, validation, date-of-birth); forms in dialogs and later steps may use zod.
 */
const zodFreeScreens = ['index', 'egame', 'elott', 'register', 'lottery', 'vnlottery', 'promo'].map((name) => `/src/app/routes/${name}.tsx`);

/**
 * Everything the entry loads statically goes into one chunk: one request and one gzip stream for the first screen,
 * instead of a dozen small shared chunks. Lazy screens, modals and libraries keep their own chunks.
 */
function firstChunk(id: string, getModuleInfo: (id: string) => { isEntry: boolean; importers: readonly string[] } | null) {
  const eager = new Map<string, boolean>();
  const visit = (current: string, path: Set<string>): boolean => {
    const known = eager.get(current);
    if (known !== undefined) return known;
    const info = getModuleInfo(current);
    if (!info || path.has(current)) return false;
    if (info.isEntry) return true;
    path.add(current);
    const result = info.importers.some((importer) => visit(importer, path));
    path.delete(current);
    if (result) eager.set(current, true);
    return result;
  };
  return visit(id, new Set()) ? 'app' : undefined;
}

// each call's method, path and flags, inlined from the contract's table at build time (no zod in the bundle)
const callRoutesInlined = () =>
  contractRoutes({ srcDir, callRoutesFile: join(srcDir, 'lib/call-routes.ts'), tableFile: contractCalls, tableExport: 'calls', fields: ['login', 'encrypt'] });

/** The browsers' build: the first-chunk budget, zod-free first screens, the spec's chunk names, precompressed files. */
const browserBuild: UserConfig = {
  plugins: [
    callRoutesInlined(),
    react(),
    keptOutGuard('first-chunk-guard', [
      { startsAt: (c) => c.isEntry, keptOut: keptOutOfFirstChunk, advice: 'import it lazily' },
      {
        startsAt: (c) => zodFreeScreens.some((path) => !!c.facadeModuleId?.endsWith(path)),
        keptOut: ['/node_modules/zod/'],
        advice: "take constants and rules from the contract's zod-free modules",
      },
    ]),
    precompress(/\.(js|css|svg|json|txt|webmanifest)$/),
  ],
  build: {
    target: 'es2022',
    // terser's two compress passes make the first chunk ~3% smaller (gzip) than esbuild's minifier: the 150 kB budget
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    // no preload links for a lazy chunk's imports: the browser's module loader fetches them as it reads the chunk.
    // Adding the links cost the page's main thread 1-4 ms each (a screen has 15-30 such files): 110 ms in one task on
    // /register before, and Lighthouse mobile went from 76 to 85 there, 78 to 85 on /rng. A lazy chunk's CSS still
    // comes through Vite's helper.
    modulePreload: false,
    rollupOptions: {
      output: {
        manualChunks: (id, { getModuleInfo }) => firstChunk(id, getModuleInfo),
        chunkFileNames(chunk) {
          const file = chunk.facadeModuleId ? basename(chunk.facadeModuleId).replace(/\.tsx?$/, '') : chunk.name;
          return `assets/${specChunkNames[file] ?? file}-[hash].js`;
        },
      },
    },
  },
};

/**
 * The server's build of the app (`vite build --ssr`): entry-server.tsx, which the server imports to render first
 * screens. Node runs it, so no budgets, chunking or compression; the workspace's packages are bundled (TypeScript).
 */
const serverBuild: UserConfig = {
  plugins: [callRoutesInlined(), react()],
  // everything bundled: the server's image installs the server's packages only (no React there)
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', target: 'node22', minify: false, emptyOutDir: true, copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? serverBuild : browserBuild),
  resolve: {
    alias: [
      // i18n-lite: the part of i18next and react-i18next the app uses, 1 kB instead of 18 kB gzip on the first
      // screen (src/lib/i18n-lite; its test checks every text against the real i18next, which the tests run)
      { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/lib/i18n-lite/i18next.ts', import.meta.url)) },
      { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/lib/i18n-lite/react-i18next.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  // text packs as one JSON.parse string: smaller than a module with an export per key
  json: { stringify: true },
  server: {
    proxy: {
      ...Object.fromEntries(['/wps', '/lgw', '/lotto', '/media', '/pwa', '/sandbox'].map((p) => [p, 'http://127.0.0.1:8080'])),
      // the push channel's WebSocket
      '/ws': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
}));
