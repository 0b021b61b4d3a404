import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Chromium from CHROMIUM_PATH, else the system's, else the @sparticuz/chromium npm package; never a download. */
async function chromiumPath(): Promise<string> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

/** Flags that keep headless Chromium quiet on a machine with no internet. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Custom domains of the demo and the tests resolve to this machine.
  '--host-resolver-rules=MAP *.test 127.0.0.1',
  // A renderer process per site and a couple per context at most: the tests open one site at a
  // time, and a file's run took about a tenth less CPU (accessibility.test.ts: 158-161 s against
  // 175-182 s of the machine's CPU).
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process',
  '--renderer-process-limit=2',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: FLAGS });
}
