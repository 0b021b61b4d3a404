import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The @sparticuz/chromium package's Chromium, unpacked into the temporary folder on first use. */
async function packagedChromium(): Promise<string> {
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

/** Chromium from CHROMIUM_PATH, else the system's, else the @sparticuz/chromium npm package; never a download. */
async function chromiumPath(): Promise<string> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  return candidates.find((p) => fs.existsSync(p)) ?? packagedChromium();
}

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else the @sparticuz/chromium package's,
 * which is Chromium's headless shell (the system's is the full browser run headless): the same
 * engine, and a quarter less CPU a file (accessibility.test.ts, 61 s against 79 s of the machine's).
 * The system's where the package cannot be unpacked. Screenshots for people keep `chromiumPath`.
 */
export async function testChromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return packagedChromium().catch((error: unknown) => {
    console.warn('The packaged headless Chromium could not be unpacked; using the system one.', error);
    return chromiumPath();
  });
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

/** `executablePath`: a Chromium of `testChromiumPath`, say; by default that of `chromiumPath`. */
export async function launchBrowser(executablePath?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath ?? (await chromiumPath()),
    headless: true,
    args: FLAGS,
  });
}
