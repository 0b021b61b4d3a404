// npm run typecheck: `tsc --noEmit` of every workspace at once (shared, server and bench as one
// program), each one's output printed whole when it ends. One after another they left a core idle
// for most of a minute of `npm test`'s checks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

const check = (workspace) =>
  new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', workspace], { cwd: root });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (code !== 0) console.error(`typecheck of ${workspace} failed:\n${output}`);
      resolve(code === 0);
    });
  });

// tsconfig.node.json checks these three in one program (the server's sources once, not twice).
const COMBINED = ['packages/shared', 'apps/server', 'bench'];
const projects = [
  'tsconfig.node.json',
  ...workspaces.filter((w) => !COMBINED.includes(w) && fs.existsSync(path.join(root, w, 'tsconfig.json'))),
];
const passed = await Promise.all(projects.map(check));
process.exit(passed.every(Boolean) ? 0 : 1);
