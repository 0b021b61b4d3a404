import autocannon from 'autocannon';
import type { PortalView } from '@trust/shared';
import { spawnServer } from './spawn-server.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const VIEW_CONNECTIONS = 10;
const BULK_CLIENTS = 4;
/** Entries per bulk request: every document and bridge letter of the product, repeated up to this. */
const ENTRIES = 1000;
const TARGET_P99_RATIO = 2;

/** p99 latency (ms) of the public view over DURATION_S seconds, and its rate. */
async function viewLatency(url: string) {
  const result = await autocannon({ url, connections: VIEW_CONNECTIONS, duration: DURATION_S });
  if (result.errors > 0 || result['5xx'] > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result['5xx']} 5xx`);
  return { p99: result.latency.p99, p50: result.latency.p50, rps: result.requests.average };
}

/**
 * bench/bulk-contention (issue 12, item 4): the portal view's p99 latency idle, then while four
 * clients loop bulk-download requests of a thousand entries each (every document and bridge letter
 * of the product, repeated), measured in the same run. Twice: with the default rate limits (the
 * loop comes from one address, as an abuser's would), and with them lifted (as if from many
 * addresses), where the deduplication, the one-query check, the one-at-a-time builder and its
 * yields are what is left. Target: p99 under load within 2x of idle.
 */
export async function runBulkContentionBench() {
  console.log(
    `\nbench/bulk-contention (${DURATION_S}s x ${VIEW_CONNECTIONS} view connections; ${BULK_CLIENTS} clients looping bulk downloads of ${ENTRIES} entries)`,
  );
  // The control: the same four clients posting the same bodies to a route that does nothing (404),
  // so what the machine's two cores lose to the load generator itself is seen apart from our work.
  const control = await scenario('control: same bodies to a missing route', ['--no-rate-limits'], 'missing');
  const limited = await scenario('default rate limits, one address', []);
  const lifted = await scenario('rate limits lifted', ['--no-rate-limits']);
  console.log(
    `  p99 under bulk load / p99 under the control load: ${(limited / control).toFixed(2)} with rate limits, ${(lifted / control).toFixed(2)} without (1.0: bulk downloads cost the view no more than requests that do nothing)`,
  );
}

async function scenario(
  name: string,
  args: string[],
  target: 'bulk-download' | 'missing' = 'bulk-download',
): Promise<number> {
  const app = await spawnServer('app', ...args);
  const base = `http://127.0.0.1:${app.port}`;
  try {
    const view = (await (await fetch(`${base}/api/share/acme/view`)).json()) as PortalView;
    const productId = view.product.productId;
    const distinct = view.documents.flatMap((entry) => [
      ...entry.documents.filter((d) => !d.locked).map((d) => ({ itemUid: d.itemUid, fileId: d.fileId })),
      ...(entry.bridgeLetter
        ? [{ itemUid: entry.target.itemUid, fileId: entry.target.itemUid, generated: true }]
        : []),
    ]);
    const files = Array.from({ length: ENTRIES }, (_, i) => distinct[i % distinct.length]!);
    const viewUrl = `${base}/api/share/acme/view`;
    await viewLatency(viewUrl); // warm-up
    const idle = await viewLatency(viewUrl);

    let stop = false;
    let bulkDone = 0;
    let bulkRefused = 0;
    const loop = async () => {
      while (!stop) {
        const res = await fetch(`${base}/api/share/acme/products/${productId}/${target}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ files, productId, selectAllUsed: true }),
        });
        if (res.status === 200 || (target === 'missing' && res.status === 404)) bulkDone++;
        else if (res.status === 429) bulkRefused++;
        else throw new Error(`bulk-download answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }
    };
    const clients = Promise.all(Array.from({ length: BULK_CLIENTS }, loop));
    await new Promise((r) => setTimeout(r, 1000));
    const busy = await viewLatency(viewUrl);
    stop = true;
    await clients;

    const ratio = busy.p99 / Math.max(idle.p99, 1);
    console.log(`  ${name} (${distinct.length} distinct entries):`);
    console.log(`    view idle:        p50 ${idle.p50} ms, p99 ${idle.p99} ms, ${idle.rps.toFixed(0)} req/s`);
    console.log(`    view under bulk:  p50 ${busy.p50} ms, p99 ${busy.p99} ms, ${busy.rps.toFixed(0)} req/s`);
    console.log(`    bulk requests: ${bulkDone} answered, ${bulkRefused} refused with 429`);
    console.log(`    p99 ratio under load / idle: ${ratio.toFixed(2)} (target <= ${TARGET_P99_RATIO})`);
    return busy.p99;
  } finally {
    app.child.kill('SIGTERM');
  }
}
