import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.js';
import { spawnServer } from './spawn-server.js';

/** Goals under throttling (issue 16): milliseconds, except CLS. */
const GOALS = { fcp: 1000, lcp: 1000, cls: 0.05, tbt: 150 };
/** Lighthouse's mobile profile: 4x slower CPU, 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
const THROTTLED = { cpu: 4, latencyMs: 150, downBytesPerS: 1_600_000 / 8, upBytesPerS: 750_000 / 8 };
const RUNS = Number(process.env.BENCH_FIRST_PAINT_RUNS ?? 3);
/** A fresh server reads the demo documents' text in the background at first: measured after that. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);

interface PaintMetrics {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
  requests: number;
}

/** Collected in the page from the browser's own performance entries. */
const OBSERVE = `
  window.__paint = { fcp: 0, lcp: 0, cls: 0, longTasks: [] };
  const watch = (type, take) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); } catch {}
  };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') window.__paint.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { window.__paint.lcp = e.startTime; });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) window.__paint.cls += e.value; });
  watch('longtask', (e) => { window.__paint.longTasks.push([e.startTime, e.duration]); });
`;

async function throttle(session: CDPSession, on: boolean) {
  await session.send('Network.enable');
  await session.send('Emulation.setCPUThrottlingRate', { rate: on ? THROTTLED.cpu : 1 });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? THROTTLED.latencyMs : 0,
    downloadThroughput: on ? THROTTLED.downBytesPerS : -1,
    uploadThroughput: on ? THROTTLED.upBytesPerS : -1,
  });
}

/** One page load: cold in a fresh context, or warm (a second load with the cache filled). */
async function load(browser: Browser, url: string, throttled: boolean, warm: boolean): Promise<PaintMetrics> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  if (warm) await page.goto(url, { waitUntil: 'networkidle' });
  const session = await context.newCDPSession(page);
  await throttle(session, throttled);
  let bytes = 0;
  let requests = 0;
  session.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A browser-painted page under throttling may paint after the network went quiet. Polled from
  // here: waitForFunction evaluates its predicate with eval, which the page's CSP refuses.
  const painted = () =>
    page.evaluate(() => (window as unknown as { __paint: { fcp: number } }).__paint.fcp > 0);
  for (const giveUpAt = Date.now() + 60_000; !(await painted());) {
    if (Date.now() > giveUpAt) throw new Error(`${url} did not paint within a minute`);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(1000);
  const paint = await page.evaluate(
    () =>
      (window as unknown as { __paint: { fcp: number; lcp: number; cls: number; longTasks: number[][] } })
        .__paint,
  );
  await context.close();
  // Total blocking time: the part of each long task after first paint beyond 50 ms.
  const tbt = paint.longTasks
    .filter(([start]) => start! >= paint.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration! - 50), 0);
  return { fcp: paint.fcp, lcp: paint.lcp, cls: paint.cls, tbt, bytes, requests };
}

function median(runs: PaintMetrics[]): PaintMetrics {
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = ['fcp', 'lcp', 'cls', 'tbt', 'bytes', 'requests'] as const;
  return Object.fromEntries(keys.map((k) => [k, mid(runs.map((r) => r[k]))])) as unknown as PaintMetrics;
}

const line = (name: string, m: PaintMetrics, base?: PaintMetrics) =>
  `  ${name.padEnd(36)} FCP ${m.fcp.toFixed(0).padStart(5)} ms  LCP ${m.lcp.toFixed(0).padStart(5)} ms  CLS ${m.cls.toFixed(3)}  TBT ${m.tbt.toFixed(0).padStart(4)} ms  ${(m.bytes / 1024).toFixed(0).padStart(4)} KB  ${String(m.requests).padStart(3)} requests` +
  (base ? `   FCP ratio ${(m.fcp / base.fcp).toFixed(2)}, LCP ratio ${(m.lcp / base.lcp).toFixed(2)}` : '');

/**
 * bench/first-paint: the public portal (/acme) in headless Chromium at 390 px, cold and warm,
 * unthrottled and throttled (4x CPU, 1.6 Mbps, 150 ms), as the server paints it, against the same
 * portal painted by the browser alone (SERVER_RENDERING=false), measured in the same run. Medians
 * of BENCH_FIRST_PAINT_RUNS loads (default 3).
 */
export async function runFirstPaintBench() {
  const [served, baseline, browser] = await Promise.all([
    spawnServer('app'),
    spawnServer('app', '--no-server-rendering'),
    launchBrowser(),
  ]);
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log(`\nbench/first-paint (median of ${RUNS} loads of /acme at 390 px, ${served.info})`);
    for (const throttled of [false, true]) {
      for (const warm of [false, true]) {
        const measure = async (port: number) => {
          const runs: PaintMetrics[] = [];
          for (let i = 0; i < RUNS; i++)
            runs.push(await load(browser, `http://127.0.0.1:${port}/acme`, throttled, warm));
          return median(runs);
        };
        const base = await measure(baseline.port);
        const painted = await measure(served.port);
        const label = `${throttled ? 'throttled' : 'unthrottled'}, ${warm ? 'warm' : 'cold'}`;
        console.log(line(`browser-painted (baseline), ${label}`, base));
        console.log(line(`server-painted, ${label}`, painted, base));
        if (throttled) {
          const misses = (Object.keys(GOALS) as (keyof typeof GOALS)[]).filter((k) => painted[k] > GOALS[k]);
          console.log(
            `    goals FCP/LCP <= ${GOALS.fcp} ms, CLS < ${GOALS.cls}, TBT <= ${GOALS.tbt} ms: ${misses.length ? `missed ${misses.join(', ')}` : 'met'}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    served.child.kill('SIGTERM');
    baseline.child.kill('SIGTERM');
  }
}
