// `npm run admin -- …`: builds the server bundle if needed and runs the operator CLI. No shell stands between the
// operator's arguments and the CLI (a `$` or a quote in a note reaches it as typed), and its exit status is ours.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const entry = 'apps/server/dist/admin.js';
if (!existsSync(entry)) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@app/server'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
