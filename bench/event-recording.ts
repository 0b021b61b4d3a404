import autocannon from 'autocannon';
import { v7 as uuidv7 } from 'uuid';
import { postgresCpuSeconds, processCpuSeconds } from './process-cpu.js';
import { spawnServer, type BenchServer } from './spawn-server.js';

const CONNECTIONS = 20;
// Many short alternating rounds: this machine's capacity drifts within seconds, and pairs taken
// close together cancel more of it (two runs of 11 x 2 s agreed within a point on one machine; on
// a noisier one, single pairs ranged from 0.68 to 1.3 and medians of 11 from 4% to 18%).
const ROUNDS = 21;
const ROUND_S = 2;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);
export const RECORDING_TARGET_COST = 0.05;
/** Longer than the server's interval between writes of buffered events. */
const WRITE_DRAIN_MS = 1500;

/**
 * What a visit's browser sends once: the page view and a few clicks, as the portal batches them,
 * with a new visitor's id made as the portal makes it.
 */
function batch(productId: string) {
  const at = new Date().toISOString();
  return JSON.stringify({
    productId,
    visitorId: uuidv7(),
    events: [
      { type: 'page_view', at, data: { product: 'platform' } },
      { type: 'card_click', at, data: { card: 'certifications' } },
      { type: 'search_entered', at, data: { term: 'soc 2 report' } },
    ],
  });
}

/** CPU seconds spent on visits, and the visits: what a visit costs, whatever the throughput. */
interface CpuTally {
  visits: number;
  /** The server and PostgreSQL (the embedded database runs inside the server). */
  serving: number;
  /** This process, the load generator. */
  loading: number;
  /** PostgreSQL's share of `serving` (0 on the embedded database). */
  database: number;
}

/** Visits per second: each connection loads the view (gzip, as browsers ask) and sends its events. */
async function visitsPerSecond(
  server: BenchServer,
  productId: string,
  duration: number,
  tally?: CpuTally,
): Promise<number> {
  const databaseBefore = postgresCpuSeconds();
  const servingBefore = processCpuSeconds(server.child.pid!) + databaseBefore;
  const loadingBefore = process.cpuUsage();
  const port = server.port;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: [
      { method: 'GET', path: '/api/share/acme/view', headers: { 'accept-encoding': 'gzip, deflate, br' } },
      {
        method: 'POST',
        path: '/api/share/acme/events',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: batch(productId) }),
      },
    ],
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`visits on port ${port}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  // The server writes what it gathered once a second: its last write of the round is this round's
  // work, and would otherwise land in the next round, the other server's, on the shared database.
  await new Promise((resolve) => setTimeout(resolve, WRITE_DRAIN_MS));
  if (tally) {
    const loading = process.cpuUsage(loadingBefore);
    tally.visits += result.requests.total / 2;
    const database = postgresCpuSeconds();
    tally.serving += processCpuSeconds(server.child.pid!) + database - servingBefore;
    tally.database += database - databaseBefore;
    tally.loading += (loading.user + loading.system) / 1e6;
  }
  return result.requests.average / 2;
}

/**
 * The cost of recording analytics events: the same visits (view plus one events batch) against a
 * server that records them (the default) and one started with ANALYTICS=off, whose events route
 * answers the same 202 without recording. Alternating rounds; the median pair's ratio is reported.
 */
export async function measureEventRecording() {
  // A server that has just seeded a PostgreSQL database (BENCH_DATABASE_URL) runs the jobs its
  // seeding queued for a while: one of the two measured would carry them (a first run on a fresh
  // database measured 21% where the next one measured 12%). A throwaway server seeds and settles.
  // (On the embedded database each server seeds its own, so both carry the same.)
  if (process.env.BENCH_DATABASE_URL) {
    const seeder = await spawnServer('app');
    if (seeder.info.includes('seeded now')) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    seeder.child.kill('SIGTERM');
    await new Promise((resolve) => seeder.child.once('exit', resolve));
  }
  const on = await spawnServer('app', '--no-rate-limits');
  const off = await spawnServer('app', '--no-rate-limits', '--analytics-off');
  try {
    const productId = (
      (await (await fetch(`http://127.0.0.1:${on.port}/api/share/acme/view`)).json()) as {
        product: { productId: string };
      }
    ).product.productId;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await visitsPerSecond(on, productId, 1);
    await visitsPerSecond(off, productId, 1);
    const pairs: { on: number; off: number }[] = [];
    const cpu = new Map(
      [on, off].map((server) => [server, { visits: 0, serving: 0, loading: 0, database: 0 }]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      // Swapping which goes first each round, so neither always meets the machine warmer.
      const first = round % 2 === 0 ? on : off;
      const second = first === on ? off : on;
      const a = await visitsPerSecond(first, productId, ROUND_S, cpu.get(first));
      const b = await visitsPerSecond(second, productId, ROUND_S, cpu.get(second));
      pairs.push(first === on ? { on: a, off: b } : { on: b, off: a });
    }
    const ratios = pairs.map((p) => p.on / p.off).sort((x, y) => x - y);
    const quantile = (q: number) => ratios[Math.round(q * (ratios.length - 1))]!;
    const median = quantile(0.5);
    const mean = (key: 'on' | 'off') => pairs.reduce((n, p) => n + p[key], 0) / pairs.length;
    console.log(
      `\n  event recording (${ROUNDS} alternating rounds of ${ROUND_S}s x ${CONNECTIONS} connections; a visit = GET view + POST events with 3 events; ${on.info} at the start)`,
    );
    console.log(
      `    recording off (ANALYTICS=off, baseline)        ${mean('off').toFixed(0).padStart(8)} visits/s`,
    );
    console.log(
      `    recording on (default)                         ${mean('on').toFixed(0).padStart(8)} visits/s`,
    );
    console.log(
      `    on/off median ratio ${median.toFixed(3)} (quartiles ${quantile(0.25).toFixed(3)} and ${quantile(0.75).toFixed(3)}, range ${quantile(0).toFixed(3)} to ${quantile(1).toFixed(3)}): recording costs ${((1 - median) * 100).toFixed(1)}% of the throughput (the database's writes of each round's events finish after it)`,
    );
    // Throughput on a shared machine swings with its other load; CPU per visit much less so.
    const perVisit = (t: CpuTally) => ({
      serving: (t.serving / t.visits) * 1e6,
      all: ((t.serving + t.loading) / t.visits) * 1e6,
      database: (t.database / t.visits) * 1e6,
    });
    const cpuOn = perVisit(cpu.get(on)!);
    const cpuOff = perVisit(cpu.get(off)!);
    console.log(
      `    CPU per visit, server and database: off ${cpuOff.serving.toFixed(0)} µs, on ${cpuOn.serving.toFixed(0)} µs; with the load generator: off ${cpuOff.all.toFixed(0)} µs, on ${cpuOn.all.toFixed(0)} µs: recording costs ${((cpuOn.all / cpuOff.all - 1) * 100).toFixed(1)}% of a visit's CPU, its writes included (target <= ${RECORDING_TARGET_COST * 100}%)`,
    );
    console.log(
      `    of which PostgreSQL: off ${cpuOff.database.toFixed(1)} µs, on ${cpuOn.database.toFixed(1)} µs per visit`,
    );
  } finally {
    on.child.kill('SIGTERM');
    off.child.kill('SIGTERM');
  }
}
