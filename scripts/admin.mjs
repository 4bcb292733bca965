// `npm run admin -- …`: builds the server bundle if needed and runs the operator CLI.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('apps/server/dist/admin.js')) execSync('npm run build -w @app/server', { stdio: 'inherit' });
execSync(`node apps/server/dist/admin.js ${process.argv.slice(2).map((a) => JSON.stringify(a)).join(' ')}`, { stdio: 'inherit' });
