import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { tlsAllowedRoutes } from '../src/routes/system/tls-allowed';

/*
 * The deployment files of a real deployment, read as an operator would run them (docker build is not available
 * where the tests run): the image holds only what the server runs on and never runs as root, the compose file starts
 * production and refuses to start without its secrets, and Caddy keeps the operator hosts for the operators.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

// --- deploy/Dockerfile: instructions with their continuation lines joined, comments dropped, split into stages

interface Stage {
  from: string;
  name: string | undefined;
  instructions: string[];
}

function dockerfileStages(text: string): Stage[] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(instruction);
    if (from) stages.push({ from: from[1]!, name: from[2], instructions: [] });
    else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const ofKind = (stage: Stage, kind: string) => stage.instructions.filter((i) => i.toUpperCase().startsWith(`${kind} `));

describe('deploy/Dockerfile', () => {
  const stages = dockerfileStages(read('deploy/Dockerfile'));
  const final = stages.at(-1)!;
  const copies = ofKind(final, 'COPY');

  it('builds in a named stage of its own and runs from another', () => {
    expect(stages.length, 'one stage only: the image that runs would carry the build tools').toBeGreaterThan(1);
    for (const stage of stages) expect(stage.name, `FROM ${stage.from} has no AS name`).toBeDefined();
    expect(final.from, 'the image that runs is Node 22 on Debian slim').toMatch(/^node:22(\.\d+)*-bookworm-slim$/);
  });

  it('builds the web app and the server in the build stage from the whole repository', () => {
    const build = stages.find((s) => ofKind(s, 'RUN').some((r) => /npm run build\b/.test(r)));
    expect(build, 'no stage runs npm run build').toBeDefined();
    expect(build, 'the build stage is the image that runs').not.toBe(final);
    expect(ofKind(build!, 'RUN').some((r) => /\bnpm ci\b/.test(r)), 'the build stage installs nothing before building').toBe(true);
  });

  it('installs only the server workspace production dependencies in the image that runs', () => {
    const installs = ofKind(final, 'RUN').filter((r) => /\bnpm (ci|install|i)\b/.test(r));
    expect(installs, 'the image that runs installs its dependencies once, with npm ci').toHaveLength(1);
    expect(installs[0], 'dev dependencies (Lighthouse, Playwright, Vitest) would ship').toMatch(/npm ci\b.*--omit=dev/);
    expect(installs[0], 'the web app and root packages would ship').toMatch(/--workspace[ =]@app\/server\b.*--include-workspace-root=false/);
  });

  it('copies no whole repository into the image that runs, only what the server reads', () => {
    for (const copy of copies) expect(copy, 'the sources, tests and any local secrets would ship').not.toMatch(/^COPY\s+(--\S+\s+)*\.\s/i);
    const copied = copies.join('\n');
    // the server finds the web app, brands and packs from repoRoot, three folders above apps/server/dist
    for (const path of ['apps/server/dist', 'apps/web/dist', 'brands', 'packs']) {
      expect(copied, `${path} is missing: the server would not start or would serve no pages`).toMatch(new RegExp(`\\s${path}/?(\\s|$)`));
    }
    expect(ofKind(final, 'WORKDIR').at(-1), 'the layout must stay under /app for repoRoot').toBe('WORKDIR /app');
    expect(ofKind(final, 'CMD').at(-1), 'the image does not start the built server').toMatch(/apps\/server\/dist\/server\.js/);
  });

  it('runs as the node user with NODE_ENV=production', () => {
    const users = ofKind(final, 'USER');
    expect(users.at(-1), 'the server would run as root').toBe('USER node');
    const userAt = final.instructions.indexOf(users.at(-1)!);
    const cmdAt = final.instructions.findIndex((i) => i.startsWith('CMD '));
    expect(userAt, 'USER node comes after the command').toBeLessThan(cmdAt);
    expect(ofKind(final, 'ENV').join('\n'), 'the production checks would not run').toMatch(/\bNODE_ENV=production\b/);
    expect(final.instructions, 'the port the compose file and Caddy use').toContain('EXPOSE 8080');
  });

  it('leaves local secrets, data and installed packages out of the build context', () => {
    const ignored = read('deploy/Dockerfile.dockerignore').split('\n').map((l) => l.trim());
    for (const entry of ['.env', 'data', 'backups', '**/node_modules', '.git']) expect(ignored, `${entry} would be sent to the build`).toContain(entry);
  });
});

describe('the built server imports only its production dependencies', () => {
  // the real build (apps/server/build.mjs) into a folder of this run: what the image's npm ci --omit=dev installs
  // must cover every package the bundle imports, or the image starts in development and crashes in production
  const outdir = `dist-deploy-check-${process.pid}`;
  const serverDir = join(repoRoot, 'apps/server');
  afterAll(() => rmSync(join(serverDir, outdir), { recursive: true, force: true }));

  it('finds every imported package in apps/server dependencies, and the migrations inside dist', () => {
    execFileSync(process.execPath, ['build.mjs', `--outdir=${outdir}`], { cwd: serverDir, stdio: 'pipe' });
    const built = join(serverDir, outdir);
    const code = readdirSync(built)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(built, f), 'utf8'))
      .join('\n');
    // esbuild's static imports open a line; a dynamic one is import("name") anywhere (a bundled package's own text,
    // drizzle's SQL builders, holds "from" followed by quotes that are no import)
    const importPattern = /^import\s(?:[^;]*?\sfrom\s*)?["']([^"'./\s][^"'\s]*)["']|\bimport\(\s*["']([^"'./\s][^"'\s]*)["']\s*\)/gm;
    const specifiers = [...code.matchAll(importPattern)].map((m) => (m[1] ?? m[2])!);
    const packages = new Set(specifiers.filter((s) => !isBuiltin(s)).map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/')));
    expect(packages.size, 'the bundle imports no package: the check reads the wrong files').toBeGreaterThan(3);
    expect(packages, '@app/contract is bundled, not installed').not.toContain('@app/contract');
    const { dependencies } = JSON.parse(read('apps/server/package.json')) as { dependencies: Record<string, string> };
    for (const name of packages) expect(dependencies, `${name} is imported by the server but not one of its dependencies`).toHaveProperty([name]);
    expect(existsSync(join(built, 'migrations/meta/_journal.json')), 'the migrations are not in dist').toBe(true);
  });
});

// --- docker-compose.yml: the lines of a key's block, by indentation (enough for this file; no YAML package)

function yamlBlock(text: string, ...keys: string[]): string[] {
  const meaningful = (line: string) => line.trim() !== '' && !line.trim().startsWith('#');
  let lines = text.split('\n').filter(meaningful);
  for (const key of keys) {
    // a direct child only: the key at the block's own indentation (server1 under services, not under depends_on)
    const indent = Math.min(...lines.map((line) => line.search(/\S/)));
    const at = lines.findIndex((line) => line.search(/\S/) === indent && line.trim().startsWith(`${key}:`));
    if (at < 0) return [];
    const end = lines.findIndex((line, i) => i > at && line.search(/\S/) <= indent);
    lines = lines.slice(at + 1, end < 0 ? undefined : end);
  }
  return lines;
}

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');
  const uncommented = compose
    .split('\n')
    .filter((l) => !l.trim().startsWith('#'))
    .join('\n');
  // both servers take their settings from the x-server anchor, plus their own lines
  const anchor = yamlBlock(compose, 'x-server');
  const serverSettings = (name: string) => {
    const own = yamlBlock(compose, 'services', name);
    expect(own.map((l) => l.trim()), `${name} does not take the shared server settings`).toContain('<<: *server');
    return [...anchor, ...own].join('\n');
  };

  it('runs two servers behind Caddy, as README describes', () => {
    expect(yamlBlock(compose, 'services', 'server1')).not.toEqual([]);
    expect(yamlBlock(compose, 'services', 'server2')).not.toEqual([]);
    expect(yamlBlock(compose, 'services', 'proxy').join('\n')).toMatch(/\.\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile/);
  });

  it('starts the servers as production unless NODE_ENV says otherwise, and demo mode is never the default', () => {
    for (const name of ['server1', 'server2']) {
      const settings = serverSettings(name);
      expect(settings, `${name}: the production checks would not run`).toMatch(/^\s*NODE_ENV: \$\{NODE_ENV:-production\}\s*$/m);
      expect(settings, `${name}: demo mode on by default`).toMatch(/^\s*DEMO: \$\{DEMO:-0\}\s*$/m);
    }
  });

  it('refuses to start without each secret, and has no default password anywhere', () => {
    for (const name of ['server1', 'server2']) {
      const settings = serverSettings(name);
      expect(settings, `${name}: DATABASE_URL`).toMatch(/DATABASE_URL: postgresql:\/\/app:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/app/);
      expect(settings, `${name}: ADMIN_TOKEN`).toMatch(/ADMIN_TOKEN: \$\{ADMIN_TOKEN:\?[^}]+\}/);
      expect(settings, `${name}: ADMIN_TOKEN_OWNER`).toMatch(/ADMIN_TOKEN_OWNER: \$\{ADMIN_TOKEN_OWNER:\?[^}]+\}/);
    }
    expect(yamlBlock(compose, 'services', 'db').join('\n'), 'the database password').toMatch(/POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?[^}]+\}/);
    expect(uncommented, 'a secret with a default value').not.toMatch(/\$\{(POSTGRES_PASSWORD|ADMIN_TOKEN|ADMIN_TOKEN_OWNER|OPS_ALLOW_IPS):?-/);
    expect(uncommented, 'the old default password').not.toContain(':-app');
    expect(uncommented, 'a literal password').not.toMatch(/^\s*POSTGRES_PASSWORD:\s*[^$\s]/m);
  });

  it('runs the servers as the node user, never root', () => {
    for (const name of ['server1', 'server2']) expect(serverSettings(name), name).toMatch(/^\s*user: node\s*$/m);
  });

  it('gives the servers and Caddy the operator hosts, and Caddy the operators addresses (required)', () => {
    for (const name of ['server1', 'server2']) expect(serverSettings(name), name).toMatch(/OPS_HOSTS: \$\{OPS_HOSTS:-[^}]+\}/);
    const proxy = yamlBlock(compose, 'services', 'proxy').join('\n');
    expect(proxy).toMatch(/OPS_HOSTS: \$\{OPS_HOSTS:-[^}]+\}/);
    expect(proxy, 'the operator hosts would be open to anyone, or Caddy would not start').toMatch(/OPS_ALLOW_IPS: \$\{OPS_ALLOW_IPS:\?[^}]+\}/);
    expect(proxy, 'no certificate can be issued without ports 80 and 443').toMatch(/"80:80"[\s\S]*"443:443"/);
  });
});

// --- deploy/Caddyfile: a block's body by brace counting

function caddyBlock(text: string, header: RegExp): string | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => header.test(line) && line.trimEnd().endsWith('{'));
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!.replace(/#.*$/, '');
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    // env placeholders ({$VAR}) open and close on the same line, so they leave depth unchanged
    if (depth === 0) return lines.slice(start + 1, i).join('\n');
  }
  return undefined;
}

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it('asks the server before an on-demand certificate, at the route the server answers', async () => {
    const global = caddyBlock(caddyfile, /^\{\s*$/);
    const ask = /on_demand_tls\s*\{[^}]*?\bask\s+(\S+)/.exec(global ?? '')?.[1];
    expect(ask, 'on-demand TLS without ask: certificates for any domain pointed at us').toBeDefined();
    const url = new URL(ask!);
    expect(url.port, 'the servers listen on 8080').toBe('8080');
    expect(caddyBlock(caddyfile, /^https:\/\/\s*\{/), 'no site takes on-demand certificates').toMatch(/tls\s*\{\s*on_demand\s*\}/);

    const app = Fastify();
    await app.register(tlsAllowedRoutes, { isKnownHost: (host) => host === 'lucky9.example.com' });
    const answer = (domain: string) => app.inject({ method: 'GET', url: `${url.pathname}?domain=${domain}` });
    expect((await answer('lucky9.example.com')).statusCode, 'the ask URL is not the route the server answers').toBe(200);
    expect((await answer('attacker.example.net')).statusCode).toBe(404);
    await app.close();
  });

  it('lets only the operators addresses reach the operator hosts', () => {
    const ops = caddyBlock(caddyfile, /^\{\$OPS_HOSTS\b/);
    expect(ops, 'no site block for {$OPS_HOSTS}').toBeDefined();
    const matcher = /@(\w+)\s+not\s+remote_ip\s+\{\$OPS_ALLOW_IPS\}/.exec(ops!);
    expect(matcher, 'the operator hosts are open to every address').not.toBeNull();
    expect(ops, 'addresses outside the list are not refused').toMatch(new RegExp(`(respond\\s+@${matcher![1]}\\s+403|abort\\s+@${matcher![1]})`));
  });

  it('refuses the operator surface on brand hosts, on every brand site', () => {
    const brandSite = caddyBlock(caddyfile, /^\(brand_site\)/);
    const refused = /@(\w+)\s+path\s+([^\n]+)/.exec(brandSite ?? '');
    expect(refused, 'brand hosts pass the operator paths to the servers').not.toBeNull();
    for (const path of ['/admin/*', '/ops/*', '/ws/ops/*', '/metrics', '/tls/allowed']) expect(refused![2]!.split(/\s+/), path).toContain(path);
    expect(brandSite).toMatch(new RegExp(`respond\\s+@${refused![1]}\\s+404`));
    for (const header of [/^\{\$BRAND_HOSTS\b/, /^https:\/\/\s*\{/]) expect(caddyBlock(caddyfile, header), String(header)).toMatch(/import brand_site/);
  });

  it('balances both servers by open connections and checks their readiness', () => {
    const servers = caddyBlock(caddyfile, /^\(servers\)/) ?? '';
    expect(servers).toMatch(/reverse_proxy\s+server1:8080\s+server2:8080/);
    expect(servers, 'long-lived push sockets pile up on one server').toMatch(/lb_policy\s+least_conn/);
    expect(servers, 'a server still migrating would get players').toMatch(/health_uri\s+\/readyz/);
  });
});
