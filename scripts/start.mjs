// npm start: build the web app if needed, then run the server (it applies migrations and seeds the
// demo on an empty database). `npm start -- --no-demo` starts empty and prints a setup link instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/server.ts'],
  {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
    env: process.argv.includes('--no-demo')
      ? { ...process.env, SEED_DEMO: 'false' }
      : // The demo's '/' opens the Acme Cloud portal.
        { DEFAULT_ROUTE: '/acme', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
