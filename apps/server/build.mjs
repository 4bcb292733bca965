// Bundles the server (and the contract's TypeScript source) into dist/; npm packages stay external.
// `node build.mjs --watch` rebuilds on change (used by `npm run dev`).
import { context } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const watch = process.argv.includes('--watch');
rmSync('dist', { recursive: true, force: true });
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
const ctx = await context({
  entryPoints: { server: 'src/server.ts', admin: 'src/admin-cli.ts' },
  outdir: 'dist',
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
          args.path.startsWith('@app/contract') ? undefined : { path: args.path, external: true },
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
