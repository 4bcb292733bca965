// Build plugins both browser apps (apps/web, apps/backoffice) use. Their vite.config.ts imports this file by its
// relative path: Vite bundles a config's relative imports, while a bare package import would be loaded by Node as
// TypeScript, which Node 20 cannot read.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { runnerImport, type Plugin, type Rollup } from 'vite';

export interface ContractRoutesOptions {
  /** the app's sources: only their `apiCall('name'` are rewritten (tests keep the names) */
  srcDir: string;
  /** the module that holds the whole table for unit tests; the build gives it an empty table */
  callRoutesFile: string;
  /** the contract module that exports the call table */
  tableFile: string;
  /** the name of that export */
  tableExport: string;
  /** what the browser needs of a call besides method and path (e.g. login, encrypt) */
  fields?: readonly string[];
}

/**
 * The call table lives in the contract, built with zod schemas. The browser only needs a call's method, path and a
 * few flags, so in the build (and dev server) each `apiCall('name'` in the app's sources becomes
 * `apiCall({ method, path, ... }`, read from the contract at build time: one source of truth, no zod in the bundle,
 * and every chunk carries the routes of its own calls only. A call the contract does not declare fails the build.
 */
export function contractRoutes({ srcDir, callRoutesFile, tableFile, tableExport, fields = [] }: ContractRoutesOptions): Plugin {
  const kept = ['method', 'path', ...fields];
  let routes: Promise<Record<string, Record<string, unknown>>> | undefined;
  const table = () =>
    (routes ??= runnerImport<Record<string, Record<string, Record<string, unknown>>>>(tableFile, { configFile: false, logLevel: 'error' }).then(({ module }) => {
      const calls = module[tableExport];
      if (!calls) throw new Error(`${tableFile} exports no ${tableExport}`);
      return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, Object.fromEntries(kept.map((field) => [field, call[field]]))]));
    }));
  return {
    name: 'contract-call-routes',
    enforce: 'pre',
    watchChange(id) {
      if (id === tableFile) routes = undefined;
    },
    load(id) {
      return id.split('?')[0] === callRoutesFile ? 'export const callRoutes = {};\n' : null;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(srcDir) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || !code.includes('apiCall(')) return null;
      this.addWatchFile(tableFile);
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

export interface KeptOutRule {
  /** the chunks the rule starts from (an entry, a first screen) */
  startsAt: (chunk: Rollup.OutputChunk) => boolean;
  /** parts of module ids that must not load with them, e.g. '/node_modules/zod/' */
  keptOut: readonly string[];
  /** what the build error tells the developer to do */
  advice: string;
}

/**
 * Fails the build when a chunk a rule starts at, or a chunk it imports statically, holds a module the rule keeps
 * out: what a first screen loads before it is interactive stays within its budget.
 */
export function keptOutGuard(name: string, rules: readonly KeptOutRule[]): Plugin {
  return {
    name,
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      for (const { startsAt, keptOut, advice } of rules) {
        for (const start of chunks.filter(startsAt)) {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            const chunk = byName.get(fileName);
            if (!chunk) return;
            for (const id of Object.keys(chunk.modules)) {
              const hit = keptOut.find((part) => id.includes(part));
              if (hit) this.error(`${hit} is loaded with ${start.fileName} (in ${chunk.fileName}, via ${id}); ${advice}`);
            }
            chunk.imports.forEach(visit);
          };
          visit(start.fileName);
        }
      }
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text asset over 1 kB whose name matches `files`: the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
 */
export function precompress(files: RegExp): Plugin {
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
          .filter((file) => files.test(file))
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
