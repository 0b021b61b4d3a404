// npm test: lint (ESLint and the Prettier check) and typecheck, build the web app if needed (the e2e
// tests drive it), run every vitest project, and end with one plain 'N passed, N failed' line.
// Lint, typecheck and the web build run beside the unit and integration files.
// Unit and integration files run on one worker more than there are cores: many integration tests
// spend seconds waiting (an SMTP outage, a job's retry), and the extra worker computes meanwhile.
// The integration suite runs once, on PostgreSQL when TEST_DATABASE_URL is set (as in CI), else on
// embedded PGlite; every e2e server runs on PGlite, so CI exercises both engines without running
// the integration suite twice on two cores (`npx vitest run --project integration-pglite` does).
// The e2e files run afterwards, two at a time, each with its own server and Chromium.
// Arguments (a file, -t pattern, --project ...) run as one plain vitest invocation instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
let status = 0;

/** Runs a command with its output held back and printed whole when it ends (it runs beside others). */
function quietly(name, command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      process.stdout.write(`\n--- ${name}: ${code === 0 ? 'passed' : 'FAILED'}\n${output}`);
      if (code !== 0) status = code ?? 1;
      resolve();
    });
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** One vitest run, its output shown as it comes, its counts added from its JSON report. */
function vitest(name, runArgs) {
  const report = path.join(root, `test-results/vitest-${name}.json`);
  fs.rmSync(report, { force: true });
  return new Promise((resolve) => {
    spawn(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...runArgs],
      { cwd: root, stdio: 'inherit' },
    ).on('exit', (code) => {
      if (code !== 0) status = code ?? 1;
      if (fs.existsSync(report)) {
        const counts = JSON.parse(fs.readFileSync(report, 'utf8'));
        passed += counts.numPassedTests;
        failed += counts.numFailedTests;
        skipped += counts.numPendingTests;
      } else {
        status ||= 1;
      }
      resolve();
    });
  });
}

const buildWeb = () =>
  quietly('the web build', process.execPath, [
    '-e',
    "import('./scripts/web-build.mjs').then((m) => m.ensureWebBuild())",
  ]);

if (args.length) {
  await buildWeb();
  await vitest('all', args);
} else {
  // Lint, typecheck and the web build run beside the unit and integration files, which leave part
  // of the machine idle while their tests wait (an SMTP outage, a job's retry); e2e needs the build.
  await Promise.all([
    quietly('npm run lint', 'npm', ['run', '--silent', 'lint']),
    quietly('npm run typecheck', 'npm', ['run', '--silent', 'typecheck']),
    buildWeb(),
    vitest('main', [
      '--maxWorkers',
      String(os.availableParallelism() + 1),
      '--project',
      'unit',
      '--project',
      process.env.TEST_DATABASE_URL ? 'integration-postgres' : 'integration-pglite',
    ]),
  ]);
  await vitest('e2e', ['--project', 'e2e', '--maxWorkers', '2']);
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status);
