// The registry this project installs from serves only this platform's native packages, so npm leaves the other
// platforms' optional packages (rollup, unrs-resolver bindings...) out of package-lock.json, and npm 11's `npm ci`
// then refuses the lockfile ("Missing: … from lock file"). This adds those entries with their os/cpu, so npm ci
// accepts the lockfile and skips them as incompatible, as it does on any machine.
// Run it after every `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';

const oses = ['android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32', 'aix', 'wasi'];
const cpus = ['arm64', 'arm', 'x64', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** os and cpu from a platform package's name, e.g. @rollup/rollup-linux-arm-musleabihf → linux, arm. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => oses.includes(p));
  const cpu = parts.find((p) => cpus.includes(p));
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p === 'gnu' || p.startsWith('gnueabi')) ? 'glibc' : undefined;
  return { os, cpu, libc };
}

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    packages[`node_modules/${dep}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform package entries`);
