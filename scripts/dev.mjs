// npm run dev: rebuild the web app when its files change, and restart the server when its files change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureWebBuild();
const children = [
  spawn('npx', ['vite', 'build', '--watch'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
for (const child of children) child.on('exit', (code) => process.exit(code ?? 0));
