import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { repoRoot } from '../env';
import { errorEnvelope } from '../lib/call-router';
import { shellEncoding } from '../lib/index-html';

/**
 * The back office (apps/backoffice, issue 28) on the operator hosts only: GET / and every path of the app answer its
 * index.html (/login its login.html, the sign-in drawn at build time: issue 34), and its built files (/assets/bo-*, the
 * icon) are served as they are, precompressed where the build wrote .br and .gz copies. The routes carry a host
 * constraint, so a brand host never reaches them (it keeps the player app and its fallback); the server's own paths
 * (the API, /ops/, /admin/, /ws/, media...) keep their routes, and an unknown one of them is a 404 envelope here as it
 * is everywhere.
 */
export interface BackofficeStaticOptions {
  /** OPS_HOSTS */
  opsHosts: readonly string[];
  /** path prefixes that belong to the server (app.ts's list): never the back office's page */
  serverPaths: readonly string[];
  /** the build (apps/backoffice/dist by default) */
  dist?: string;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

interface BuiltFile {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  immutable: boolean;
}

/** Every file of the build by its URL path (read once: a build's files never change under a running server). */
function readBuild(dist: string) {
  const files = new Map<string, BuiltFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      if (/\.(br|gz)$/.test(name)) continue;
      const url = `/${relative(dist, path).split(sep).join('/')}`;
      files.set(url, {
        type: contentTypes[extname(name)] ?? 'application/octet-stream',
        body: readFileSync(path),
        br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
        gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
        // hashed build output never changes; index.html and the icon are revalidated
        immutable: url.startsWith('/assets/'),
      });
    }
  };
  walk(dist);
  return files;
}

function send(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  const encoding = file.br || file.gzip ? shellEncoding(request.headers['accept-encoding']) : null;
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined;
  reply.type(file.type).header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
  // already compressed: the compression plugin leaves an answer with a content-encoding alone
  if (body) reply.header('content-encoding', encoding!);
  return reply.send(body ?? file.body);
}

/**
 * Whether /login says why the last session ended (?ended=1, ?signedOut=1): the page drawn at build time has no such
 * notice, so that address gets the plain page and the app draws the sign-in with it.
 */
const sessionNotice = (url: string) => {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return query.has('ended') || query.has('signedOut');
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function backofficeStatic(app: FastifyInstance, options: BackofficeStaticOptions) {
  const dist = options.dist ?? join(repoRoot, 'apps/backoffice/dist');
  const opsHosts = new Set(options.opsHosts.map((h) => h.toLowerCase()));
  // the Host header with any port; the handler checks the host the app itself uses too (request.hostname)
  const host = new RegExp(`^(?:${options.opsHosts.map(escapeRegExp).join('|')})(?::\\d+)?$`, 'i');
  const files = existsSync(join(dist, 'index.html')) ? readBuild(dist) : null;
  if (!files) app.log.warn({ dist }, 'the back office is not built (npm run build): the operator hosts answer 404 at /');
  const index = files?.get('/index.html');
  // the first page, the sign-in, drawn when the app was built (apps/backoffice/prerender.mjs); the app hydrates it
  const signInPage = files?.get('/login.html');
  const isServerPath = (path: string) => options.serverPaths.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // a proxy's forwarded host must name an operator host as well
    if (!opsHosts.has(request.hostname.toLowerCase())) return reply.callNotFound();
    const path = request.url.split('?')[0]!;
    const file = files?.get(path);
    if (file && path !== '/index.html' && path !== '/login.html') return send(request, reply, file);
    if (!index || isServerPath(path)) return reply.status(404).send(errorEnvelope('NOT_FOUND', { path }));
    // the app's own routes (/, /login, /players/12...): its page, which routes in the browser
    reply.header('x-robots-tag', 'noindex, nofollow');
    const drawnSignIn = path === '/login' && !sessionNotice(request.url) ? signInPage : undefined;
    return send(request, reply, drawnSignIn ?? index);
  };
  // the built files by name too: where the player app has a file of the same path, the operator host gets this one
  const urls = ['/', '/*', ...[...(files?.keys() ?? [])].filter((url) => url !== '/index.html' && url !== '/login.html')];
  for (const url of urls) app.get(url, { constraints: { host } }, handler);
}
