import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** The server's DATA_DIR (its embedded database and files). */
  dataDir: string;
  /** What the server printed so far (the setup link of an empty start, say). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built app as `npm start` runs it: embedded PGlite in a fresh data dir, demo seeded (or, with
 * SEED_DEMO=false in `extraEnv`, empty with a setup link printed).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: {
    /** A stopped server's DATA_DIR to start from (the seeded demo), instead of seeding anew. */
    copyFrom?: string;
    /** Leave DATA_DIR in place on stop (to be copied). */
    keepDataDir?: boolean;
    /** A bundled server module to run (server-bundle.ts), instead of the sources through tsx. */
    entry?: string;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-e2e-'));
  if (options.copyFrom) fs.cpSync(options.copyFrom, dataDir, { recursive: true });
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // A job the server queues itself is picked up at once; polling faster only burns CPU (an idle
    // server polled its seven queues twice a second for about 6% of a core).
    JOB_POLL_SECONDS: '2',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    options.entry ? [options.entry] : ['--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const ready = extraEnv.SEED_DEMO === 'false' ? '/readyz' : '/api/share/acme/view';
    const ok = await fetch(`${baseUrl}${ready}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`The server did not start:\n${output}`);
  return {
    baseUrl,
    port,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
