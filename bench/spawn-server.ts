import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export interface BenchServer {
  child: ChildProcess;
  port: number;
  /** Whatever serve.ts printed after the port on its READY line. */
  info: string;
}

/** Starts `serve.ts <args>` in its own process and waits for its `READY <port> ...` line. */
export function spawnServer(...args: string[]): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let started = false;
    child.stdout!.on('data', (d: Buffer) => {
      // After READY the output (a development server's request log) is read and dropped.
      if (started) return;
      out += d;
      const ready = out.match(/READY (\d+) ?(.*)/);
      if (ready) {
        started = true;
        resolve({ child, port: Number(ready[1]), info: ready[2] ?? '' });
      }
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} server exited (${code}): ${out}`)));
  });
}
