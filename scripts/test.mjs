// npm test: lint (ESLint and the Prettier check) and typecheck, build the web app if needed (the e2e
// tests drive it), run every vitest project, and end with one plain 'N passed, N failed' line.
// Unit and integration files run on one worker more than there are cores: many integration tests
// spend seconds waiting (an SMTP outage, a job's retry), and the extra worker computes meanwhile.
// The integration suite runs once, on PostgreSQL when TEST_DATABASE_URL is set (as in CI), else on
// embedded PGlite; every e2e server runs on PGlite, so CI exercises both engines without running
// the integration suite twice on two cores (`npx vitest run --project integration-pglite` does).
// The e2e files run afterwards, two at a time, each with its own server and Chromium.
// Arguments (a file, -t pattern, --project ...) run as one plain vitest invocation instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
let status = 0;
if (!args.length) {
  // Lint, typecheck and the web build side by side: each leaves a core idle much of the time.
  const build = [
    process.execPath,
    ['-e', "import('./scripts/web-build.mjs').then((m) => m.ensureWebBuild())"],
  ];
  const checks = [
    ['npm run lint', ['npm', ['run', '--silent', 'lint']]],
    ['npm run typecheck', ['npm', ['run', '--silent', 'typecheck']]],
    ['the web build', build],
  ].map(
    ([name, [command, commandArgs]]) =>
      new Promise((resolve) =>
        spawn(command, commandArgs, { cwd: root, stdio: 'inherit' }).on('exit', (code) => {
          if (code !== 0) {
            console.error(`${name} failed`);
            status = code ?? 1;
          }
          resolve();
        }),
      ),
  );
  await Promise.all(checks);
}
ensureWebBuild();
const runs = args.length
  ? [{ name: 'all', args }]
  : [
      {
        name: 'main',
        args: [
          '--maxWorkers',
          String(os.availableParallelism() + 1),
          '--project',
          'unit',
          '--project',
          process.env.TEST_DATABASE_URL ? 'integration-postgres' : 'integration-pglite',
        ],
      },
      { name: 'e2e', args: ['--project', 'e2e', '--maxWorkers', '2'] },
    ];

let passed = 0;
let failed = 0;
let skipped = 0;
for (const run of runs) {
  const report = path.join(root, `test-results/vitest-${run.name}.json`);
  fs.rmSync(report, { force: true });
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...run.args],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) status = result.status ?? 1;
  if (fs.existsSync(report)) {
    const counts = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += counts.numPassedTests;
    failed += counts.numFailedTests;
    skipped += counts.numPendingTests;
  } else {
    status ||= 1;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status);
