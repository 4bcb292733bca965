// The back office's build, last step (issue 34): writes dist/login.html, the page the server sends for /login, with
// the sign-in screen rendered (dist-ssr/entry-prerender.js, built by `vite build --ssr`) in place of the boot line.
// The page links the stylesheets and preloads the code of the sign-in's chunk (from the build's manifest), so it
// paints styled and hydrates without waiting on a chain of requests. Precompressed like the build's other files.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const dist = new URL('./dist/', import.meta.url).pathname;
const { renderSignIn } = await import(pathToFileURL(new URL('./dist-ssr/entry-prerender.js', import.meta.url).pathname).href);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// the manifest was for this step only: the server serves every file of dist/
rmSync(join(dist, '.vite'), { recursive: true, force: true });

/** The sign-in chunk and the chunks it imports statically: their files and stylesheets. */
function chunkFiles(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkFiles(imported, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryChunks = chunkFiles(entryKey);
const signInChunks = [...chunkFiles('src/app/routes/login.tsx')].filter((key) => !entryChunks.has(key));
const styles = [...new Set(signInChunks.flatMap((key) => manifest[key].css ?? []))];
const scripts = signInChunks.map((key) => manifest[key].file);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const markup = await renderSignIn();
const head = [...styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`), ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`)].join('');
const root = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/;
if (!root.test(template) || !template.includes('</head>')) throw new Error('prerender: the back office index.html has no #root before its <noscript>');
const page = template.replace('</head>', `${head}</head>`).replace(root, () => `<div id="root" data-signed-out>${markup}</div>`);
if (!page.includes('data-signed-out')) throw new Error('prerender: the sign-in was not written into the page');
const file = join(dist, 'login.html');
writeFileSync(file, page);
const source = Buffer.from(page);
writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
console.log(`prerender: dist/login.html (${(source.length / 1024).toFixed(1)} kB, ${styles.length} stylesheets, ${scripts.length} preloaded chunks)`);
