import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, runnerImport, type Plugin } from 'vite';

/** Lazy route files are kebab-case; their chunks carry the spec's names. */
const specChunkNames: Record<string, string> = {
  'by-iframe': 'byIframe',
  'point-mall': 'pointMall',
  'promo-detail': 'promoDetail',
};

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const callRoutesFile = join(srcDir, 'lib/call-routes.ts');
const contractCalls = fileURLToPath(new URL('../../packages/contract/src/calls.ts', import.meta.url));

/**
 * The call table lives in the contract, built with zod schemas. The browser only needs method, path and flags of
 * the calls it makes, so in the build (and dev server) each `apiCall('name'` in the app's sources becomes
 * `apiCall({ method, path, login, encrypt }`, taken from the contract at build time: one source of truth, no zod in
 * the client bundle, and every chunk carries the routes of its own calls only (the first screen's chunk holds just
 * the calls it makes). `src/lib/call-routes.ts` (the whole table, for tests) is then left empty. A call the contract
 * does not declare fails the build.
 */
function contractRoutes(): Plugin {
  let routes: Promise<Record<string, Record<string, unknown>>> | undefined;
  const table = () =>
    (routes ??= runnerImport<{ calls: Record<string, Record<string, unknown>> }>(contractCalls, { configFile: false, logLevel: 'error' }).then(
      ({ module }) =>
        Object.fromEntries(
          Object.entries(module.calls).map(([name, d]) => [name, { method: d.method, path: d.path, login: d.login, encrypt: d.encrypt }]),
        ),
    ));
  return {
    name: 'contract-call-routes',
    enforce: 'pre',
    watchChange(id) {
      if (id === contractCalls) routes = undefined;
    },
    load(id) {
      return id.split('?')[0] === callRoutesFile ? 'export const callRoutes = {};\n' : null;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(srcDir) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || !code.includes('apiCall(')) return null;
      this.addWatchFile(contractCalls);
      const known = await table();
      const unknown: string[] = [];
      const out = code.replace(/apiCall\(\s*'(\w+)'/g, (all, name: string) => {
        if (!(name in known)) {
          unknown.push(name);
          return all;
        }
        return `apiCall(${JSON.stringify(known[name])} as never`;
      });
      if (unknown.length) this.error(`apiCall of calls the contract does not declare: ${unknown.join(', ')}`);
      return { code: out, map: null };
    },
  };
}

/** Libraries the home route must not load before it is interactive (the 150 kB budget): they belong in lazy chunks. */
const keptOutOfFirstChunk = ['/node_modules/zod/', '/node_modules/qrcode.react/', '/node_modules/dompurify/', '/node_modules/react-hook-form/'];

/**
 * Screens a visit starts on must not evaluate zod while they load: building the contract's schemas costs a phone
 * hundreds of milliseconds. Their pure rules and constants come from the contract's zod-free modules (constants,
 * money, lottery-rules, validation, date-of-birth); forms in dialogs and later steps may use zod.
 */
const zodFreeScreens = ['index', 'egame', 'elott', 'register', 'lottery', 'vnlottery', 'promo'].map((name) => `/src/app/routes/${name}.tsx`);

function firstChunkGuard(): Plugin {
  return {
    name: 'first-chunk-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      /** Fails the build when the chunk or what it imports statically holds a module of a kept-out library. */
      const guard = (start: string, keptOut: string[], advice: string) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = byName.get(fileName);
          if (!chunk) return;
          for (const id of Object.keys(chunk.modules)) {
            const hit = keptOut.find((p) => id.includes(p));
            if (hit) this.error(`${hit} is loaded with ${start} (in ${chunk.fileName}, via ${id}); ${advice}`);
          }
          chunk.imports.forEach(visit);
        };
        visit(start);
      };
      for (const entry of chunks.filter((c) => c.isEntry)) guard(entry.fileName, keptOutOfFirstChunk, 'import it lazily');
      for (const screen of chunks.filter((c) => zodFreeScreens.some((path) => c.facadeModuleId?.endsWith(path))))
        guard(screen.fileName, ['/node_modules/zod/'], "take constants and rules from the contract's zod-free modules");
    },
  };
}

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

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text asset over 1 kB: the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css|svg|json|txt|webmanifest)$/.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const source = await readFile(path);
            if (source.length < 1024) return;
            const brotli = brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } });
            await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipSync(source, { level: 9 }))]);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [contractRoutes(), react(), firstChunkGuard(), precompress()],
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
  server: {
    proxy: {
      ...Object.fromEntries(['/wps', '/lgw', '/lotto', '/media', '/pwa', '/sandbox'].map((p) => [p, 'http://127.0.0.1:8080'])),
      // the push channel's WebSocket
      '/ws': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
});
