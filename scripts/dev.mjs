// Developer loop: the API server rebuilt on change and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

const run = (cmd, args, opts = {}) => spawn(cmd, args, { stdio: 'inherit', shell: true, ...opts });
run('npx', ['esbuild', 'src/server.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', '--outfile=dist/dev-server.js', '--watch=forever'], { cwd: 'apps/server' });
setTimeout(() => run('node', ['--watch', 'apps/server/dist/dev-server.js']), 1500);
run('npx', ['vite'], { cwd: 'apps/web' });
