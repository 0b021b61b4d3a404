import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureFirstPaintBundle } from './bundle-size.js';
import { measureEventRecording } from './event-recording.js';
import { spawnServer } from './spawn-server.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);
const CONNECTIONS = 20;
const OVERHEAD_ROUNDS = 5;
const OVERHEAD_ROUND_S = 3;
const VIEW_TARGET_RATIO = 0.9;
/** `npm start` runs in development mode, pretty-printing its log: what a newcomer measures. */
const DEV_VIEW_TARGET_RATIO = 0.7;
const BUNDLE_TARGET_KB = 180;
/** What every browser sends; the view is served from a gzipped copy cached per revision. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function requestsPerSecond(
  url: string,
  headers: Record<string, string>,
  duration = DURATION_S,
): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.errors > 0 || result['5xx'] > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result['5xx']} 5xx`);
  return result.requests.average;
}

/**
 * bench/portal-view: a warm GET /api/share/acme/view, with and without If-None-Match, in production
 * and in development mode (as `npm start` runs, logging), against a
 * bare Fastify JSON route answering the same view object, measured in the same run (each server in
 * its own process, the load generator in this one); and the gzipped JS and CSS the public portal
 * loads before first paint. The baseline answers the same bytes because with a 50 KB body the
 * load generator's parsing, not the server, sets the pace: a tiny-payload route is printed too.
 */
export async function runPortalViewBench() {
  const app = await spawnServer('app');
  const viewUrl = `http://127.0.0.1:${app.port}/api/share/acme/view`;
  const first = await fetch(viewUrl);
  const etag = first.headers.get('etag')!;
  const viewJson = await first.text();
  const viewFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trust-bench-view-')), 'view.json');
  fs.writeFileSync(viewFile, viewJson);
  const bare = await spawnServer('bare', viewFile);
  const dev = await spawnServer('app', '--dev');
  const devViewUrl = `http://127.0.0.1:${dev.port}/api/share/acme/view`;
  // A freshly seeded server indexes the demo's documents in the background for a few seconds; on
  // two cores that work would slow whichever server is measured first.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  try {
    const jsonBytes = Buffer.byteLength(viewJson);
    const tinyRps = await requestsPerSecond(`http://127.0.0.1:${bare.port}/tiny`, {});
    const bareRps = await requestsPerSecond(`http://127.0.0.1:${bare.port}/same`, {});
    const viewRps = await requestsPerSecond(viewUrl, {});
    const devViewRps = await requestsPerSecond(devViewUrl, {});
    const viewGzipRps = await requestsPerSecond(viewUrl, BROWSER_HEADERS);
    const notModifiedHeaders = { ...BROWSER_HEADERS, 'if-none-match': etag };
    const notModifiedRps = await requestsPerSecond(viewUrl, notModifiedHeaders);
    // The per-request overhead compares two small answers whose rates swing with the machine's
    // other load, so it is measured in alternating pairs and the median pair's ratio is reported.
    const overheadRatios: number[] = [];
    for (let round = 0; round < OVERHEAD_ROUNDS; round++) {
      const tiny = await requestsPerSecond(`http://127.0.0.1:${bare.port}/tiny`, {}, OVERHEAD_ROUND_S);
      overheadRatios.push((await requestsPerSecond(viewUrl, notModifiedHeaders, OVERHEAD_ROUND_S)) / tiny);
    }
    overheadRatios.sort((a, b) => a - b);
    const overhead = overheadRatios[Math.floor(overheadRatios.length / 2)]!;
    const bundle = measureFirstPaintBundle(path.resolve(import.meta.dirname, '../apps/web/dist'));
    const bundleKb = (bundle.jsGzip + bundle.cssGzip) / 1024;

    const row = (name: string, rps: number) =>
      `  ${name.padEnd(48)} ${rps.toFixed(0).padStart(8)} req/s   ratio ${(rps / bareRps).toFixed(2)}`;
    console.log(
      `\nbench/portal-view (${DURATION_S}s x ${CONNECTIONS} connections, ${app.info}, view ${(jsonBytes / 1024).toFixed(0)} KB JSON)`,
    );
    console.log(row('bare Fastify route, same view JSON (baseline)', bareRps));
    console.log(row('GET /api/share/acme/view (production)', viewRps));
    console.log(row('GET /api/share/acme/view (development, npm start)', devViewRps));
    console.log(row('GET /api/share/acme/view, gzip accepted', viewGzipRps));
    console.log(row('GET /api/share/acme/view, If-None-Match (304)', notModifiedRps));
    console.log(row('bare Fastify route, 300-byte JSON (reference)', tinyRps));
    console.log(
      `  view ratio ${(viewRps / bareRps).toFixed(2)} in production (target >= ${VIEW_TARGET_RATIO}), ${(devViewRps / bareRps).toFixed(2)} in development (target >= ${DEV_VIEW_TARGET_RATIO}); 304 ratio ${(notModifiedRps / bareRps).toFixed(2)}`,
    );
    console.log(
      `  per-request overhead, body-less 304 vs the 300-byte bare route: median ratio ${overhead.toFixed(2)} of ${OVERHEAD_ROUNDS} alternating pairs (${overheadRatios.map((r) => r.toFixed(2)).join(', ')}) (target >= ${VIEW_TARGET_RATIO})`,
    );
    console.log(
      `  first paint: JS ${(bundle.jsGzip / 1024).toFixed(1)} KB + CSS ${(bundle.cssGzip / 1024).toFixed(1)} KB = ${bundleKb.toFixed(1)} KB gzipped (target <= ${BUNDLE_TARGET_KB} KB)`,
    );
    for (const f of bundle.files) console.log(`    ${f.file} ${(f.gzipBytes / 1024).toFixed(1)} KB`);
  } finally {
    app.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    dev.child.kill('SIGTERM');
    fs.rmSync(path.dirname(viewFile), { recursive: true, force: true });
  }
  await measureEventRecording();
}
