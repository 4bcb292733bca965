import react from '@vitejs/plugin-react';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
// by its path: Vite bundles a config's relative imports (the package's TypeScript is not loaded by Node)
import { contractRoutes, keptOutGuard, precompress } from '../../packages/web-kit/src/vite-plugins';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const operatorCallsFile = fileURLToPath(new URL('../../packages/contract/src/calls/operators.ts', import.meta.url));

/** Libraries the sign-in page must not load (the first page's 150 kB gzip budget): only the pages after it use them. */
const keptOutOfFirstPage = ['/node_modules/zod/', '/node_modules/qrcode.react/', '/node_modules/@tanstack/react-table/', '/node_modules/@tanstack/table-core/'];

/**
 * The build-time render of the sign-in page (`vite build --ssr src/entry-prerender.tsx`): prerender.mjs runs it once
 * after the browser build and writes dist/login.html. Node runs it, so no budgets, chunking or compression.
 */
const prerenderBuild: UserConfig = {
  plugins: [contractRoutes({ srcDir, callRoutesFile: join(srcDir, 'lib/call-routes.ts'), tableFile: operatorCallsFile, tableExport: 'operatorCalls' }), react()],
  resolve: { alias: [{ find: '@', replacement: srcDir }] },
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', target: 'node22', minify: false, emptyOutDir: true, copyPublicDir: false },
};

const browserBuild: UserConfig = {
  plugins: [
    // the operator calls' method and path, inlined from the contract's operator table at build time (zod stays out)
    contractRoutes({ srcDir, callRoutesFile: join(srcDir, 'lib/call-routes.ts'), tableFile: operatorCallsFile, tableExport: 'operatorCalls' }),
    react(),
    keptOutGuard('first-page-guard', [
      { startsAt: (c) => c.isEntry || !!c.facadeModuleId?.endsWith('/src/app/routes/login.tsx'), keptOut: keptOutOfFirstPage, advice: 'import it lazily' },
    ]),
    precompress(/\.(js|css|svg|json|txt|html)$/),
  ],
  resolve: { alias: [{ find: '@', replacement: srcDir }] },
  build: {
    // prerender.mjs finds the sign-in chunk's stylesheets and files in it
    manifest: true,
    target: 'es2022',
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        // the back office's chunks are named bo-*: beside the player app's in /assets, a name is never shared
        entryFileNames: 'assets/bo-[name]-[hash].js',
        assetFileNames: 'assets/bo-[name]-[hash][extname]',
        chunkFileNames(chunk) {
          const file = chunk.facadeModuleId ? basename(chunk.facadeModuleId).replace(/\.tsx?$/, '') : chunk.name;
          return `assets/bo-${file}-[hash].js`;
        },
      },
    },
  },
  server: {
    port: 5174,
    // the operator calls answer on the operator host only: the dev server passes them on under that name
    proxy: { '/ops': { target: 'http://127.0.0.1:8080', headers: { host: 'ops.localhost' } } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : browserBuild));
