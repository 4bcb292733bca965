// Bundles the server (and the contract's TypeScript source) into dist/; npm packages stay external.
// `node build.mjs --watch` rebuilds on change (used by `npm run dev`).
import { context } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

// `--outdir=dist-mine` builds beside dist (inside the package so npm packages resolve), so two engineers can run end-to-end suites on separate builds side by side.
const watch = process.argv.includes('--watch');
const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
// drizzle-orm is bundled in: imported from node_modules, each of its hundreds of ES module files made Node read the
// package's 180 kB package.json (its exports map) again, 0.6 s of every start
const isBundledPackage = (path) => path === 'drizzle-orm' || path.startsWith('drizzle-orm/');
const ctx = await context({
  entryPoints: { server: 'src/server.ts', admin: 'src/admin-cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/contract') || isBundledPackage(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
if (watch) await ctx.watch();
else {
  await ctx.rebuild();
  await ctx.dispose();
}
