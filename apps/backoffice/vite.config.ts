import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const callRoutesFile = join(srcDir, 'lib/call-routes.ts');
const operatorCallsFile = fileURLToPath(new URL('../../packages/contract/src/calls/operators.ts', import.meta.url));

/**
 * The operator calls live in the contract's call table, built with zod. The browser needs only method and path, so
 * in the build each `apiCall('operatorX'` in the sources becomes `apiCall({ method, path }`, read from the contract at
 * build time (as the web app does with the player calls): zod stays out of the first screen and a call the contract
 * does not declare fails the build. `src/lib/call-routes.ts` (the whole table, for unit tests) is left empty.
 */
function contractRoutes(): Plugin {
  let routes: Promise<Record<string, { method: string; path: string }>> | undefined;
  const table = () =>
    (routes ??= runnerImport<{ operatorCalls: Record<string, { method: string; path: string }> }>(operatorCallsFile, { configFile: false, logLevel: 'error' }).then(
      ({ module }) => Object.fromEntries(Object.entries(module.operatorCalls).map(([name, d]) => [name, { method: d.method, path: d.path }])),
    ));
  return {
    name: 'operator-call-routes',
    enforce: 'pre',
    watchChange(id) {
      if (id === operatorCallsFile) routes = undefined;
    },
    load(id) {
      return id.split('?')[0] === callRoutesFile ? 'export const callRoutes = {};\n' : null;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(srcDir) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || !code.includes('apiCall(')) return null;
      this.addWatchFile(operatorCallsFile);
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

/** Libraries the sign-in page must not load (the first page's 150 kB gzip budget): only the pages after it use them. */
const keptOutOfFirstPage = ['/node_modules/zod/', '/node_modules/qrcode.react/', '/node_modules/@tanstack/react-table/', '/node_modules/@tanstack/table-core/'];

/** Fails the build when the entry or the login page (with what they import statically) holds a kept-out library. */
function firstPageGuard(): Plugin {
  return {
    name: 'first-page-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const guard = (start: string) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = byName.get(fileName);
          if (!chunk) return;
          for (const id of Object.keys(chunk.modules)) {
            const hit = keptOutOfFirstPage.find((p) => id.includes(p));
            if (hit) this.error(`${hit} is loaded with ${start} (in ${chunk.fileName}, via ${id}); import it lazily`);
          }
          chunk.imports.forEach(visit);
        };
        visit(start);
      };
      for (const chunk of chunks.filter((c) => c.isEntry || c.facadeModuleId?.endsWith('/src/app/routes/login.tsx'))) guard(chunk.fileName);
    },
  };
}

/** Writes a brotli (.br) and a gzip (.gz) copy beside each text asset over 1 kB: the server sends them as they are. */
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
          .filter((file) => /\.(js|css|svg|json|txt|html)$/.test(file))
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
  plugins: [contractRoutes(), react(), firstPageGuard(), precompress()],
  resolve: { alias: [{ find: '@', replacement: srcDir }] },
  build: {
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
});
