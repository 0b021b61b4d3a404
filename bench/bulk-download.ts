import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BulkDownloadResponse, PortalView } from '@trust/shared';
import { spawnServer } from './spawn-server.js';

const FILES = Number(process.env.BENCH_BULK_FILES ?? 300);
const BYTES_EACH = Number(process.env.BENCH_BULK_BYTES ?? 3_500_000);
const ROUNDS = 2;
const THROUGHPUT_TARGET_RATIO = 0.8;
const RSS_TARGET_MB = 100;
const MB = 1024 * 1024;

interface Fixture {
  orgSlug: string;
  productId: string;
  storageKeys: string[];
  totalBytes: number;
  filesDir: string;
}

/** The server's resident memory, read from /proc (Linux). */
const rssBytes = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)![1]) * 1024;

async function timed<T>(work: () => Promise<T> | T): Promise<{ result: T; seconds: number }> {
  const start = process.hrtime.bigint();
  const result = await work();
  return { result, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

/**
 * bench/bulk-download: 300 documents of about 3.5 MB (about 1 GB) zipped through the real route
 * (POST bulk-download, which streams the zip into storage), against `zip -0 -q -r` of the same
 * files in the same run, best of two rounds each; plus the download of the finished zip, and the
 * server's peak resident memory growth over the whole run.
 */
export async function runBulkDownloadBench() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-bench-zip-'));
  const dataDir = path.join(scratch, 'data');
  const fixture = JSON.parse(
    (await spawnServer('bulk-seed', dataDir, String(FILES), String(BYTES_EACH))).info,
  ) as Fixture;
  const server = await spawnServer('bulk', dataDir);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const view = (await (await fetch(`${base}/api/share/${fixture.orgSlug}/view`)).json()) as PortalView;
    const files = view.documents.flatMap((entry) =>
      entry.documents.map((d) => ({ itemUid: d.itemUid, fileId: d.fileId })),
    );
    if (files.length !== FILES)
      throw new Error(`expected ${FILES} documents in the view, got ${files.length}`);
    const orgFiles = path.join(fixture.filesDir, path.dirname(fixture.storageKeys[0]!));

    // The server has answered one view request, nothing more: its memory from here is the zip work's.
    const rssBefore = rssBytes(server.child.pid!);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssBytes(server.child.pid!))), 20);

    const zipSeconds: number[] = [];
    const routeSeconds: number[] = [];
    const downloadSeconds: number[] = [];
    let zipBytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const out = path.join(scratch, `baseline-${round}.zip`);
      zipSeconds.push(
        (await timed(() => execFileSync('zip', ['-0', '-q', '-r', out, '.'], { cwd: orgFiles }))).seconds,
      );
      fs.rmSync(out);

      const made = await timed(async () => {
        const res = await fetch(
          `${base}/api/share/${fixture.orgSlug}/products/${fixture.productId}/bulk-download`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ files, productId: fixture.productId, selectAllUsed: true }),
          },
        );
        if (!res.ok) throw new Error(`bulk-download answered ${res.status}: ${await res.text()}`);
        return {
          body: (await res.json()) as BulkDownloadResponse,
          cookie: res.headers.get('set-cookie')!.split(';')[0]!,
        };
      });
      if (made.result.body.successCount !== FILES)
        throw new Error(`only ${made.result.body.successCount} of ${FILES} documents were zipped`);
      routeSeconds.push(made.seconds);

      const target = path.join(scratch, `route-${round}.zip`);
      downloadSeconds.push(
        (
          await timed(async () => {
            const res = await fetch(`${base}${made.result.body.fileUrl}`, {
              headers: { cookie: made.result.cookie },
            });
            if (!res.ok || !res.body) throw new Error(`zip download answered ${res.status}`);
            await pipeline(
              Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
              fs.createWriteStream(target),
            );
          })
        ).seconds,
      );
      zipBytes = fs.statSync(target).size;
      fs.rmSync(target);
    }
    clearInterval(sampler);

    const best = (values: number[]) => Math.min(...values);
    const throughput = (seconds: number) => fixture.totalBytes / MB / seconds;
    const ratio = throughput(best(routeSeconds)) / throughput(best(zipSeconds));
    const rssGrowthMb = (rssPeak - rssBefore) / MB;
    console.log(
      `\nbench/bulk-download (${FILES} documents, ${(fixture.totalBytes / MB).toFixed(0)} MB, best of ${ROUNDS})`,
    );
    console.log(
      `  zip -0 -q -r (baseline):     ${best(zipSeconds).toFixed(2)} s, ${throughput(best(zipSeconds)).toFixed(0)} MB/s`,
    );
    console.log(
      `  POST bulk-download (zip into storage): ${best(routeSeconds).toFixed(2)} s, ${throughput(best(routeSeconds)).toFixed(0)} MB/s`,
    );
    console.log(
      `  GET the finished zip (${(zipBytes / MB).toFixed(0)} MB): ${best(downloadSeconds).toFixed(2)} s`,
    );
    console.log(`  throughput ratio route/zip: ${ratio.toFixed(2)} (target >= ${THROUGHPUT_TARGET_RATIO})`);
    console.log(
      `  server peak RSS growth: ${rssGrowthMb.toFixed(1)} MB, from ${(rssBefore / MB).toFixed(0)} to ${(rssPeak / MB).toFixed(0)} MB (target < ${RSS_TARGET_MB} MB)`,
    );
  } finally {
    server.child.kill('SIGTERM');
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
