// Developer loop: the API server rebuilt and restarted on change, and Vite's dev server with hot reload (:5173).
import { spawn } from 'node:child_process';

const run = (cmd, args, opts = {}) => spawn(cmd, args, { stdio: 'inherit', ...opts });
run('node', ['build.mjs', '--watch'], { cwd: 'apps/server' });
setTimeout(() => run('node', ['--watch', 'apps/server/dist/server.js']), 2000);
run('npx', ['vite'], { cwd: 'apps/web' });
