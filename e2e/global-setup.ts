import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { testChromiumPath } from './browser.js';
import { buildServerBundle } from './server-bundle.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped server's DATA_DIR holding the seeded demo, for each e2e file to copy. */
    demoDataDir: string;
    /** The server bundled into one module (server-bundle.ts), which every e2e server runs. */
    serverEntry: string;
    /** The Chromium every file launches (see `testChromiumPath`), unpacked once for the run. */
    chromiumPath: string;
  }
}

/** Waits (up to 90 s) until the server has no background job due (the demo documents' text read, say). */
async function settled(baseUrl: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { due } = (await (await fetch(`${baseUrl}/dev/jobs.json`)).json()) as { due: number };
    if (due === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  // Not a failure: each file's server would do the rest of the work again, as before this wait.
  console.warn('The demo server still had background jobs due after 90 s; copying it as it is');
}

/**
 * Seeds the demo once per run: starting a server on a copy of it costs a few seconds against more
 * for seeding (PDFs, password hashes, a thousand rows) in every file. The copy is taken once the
 * jobs the seed queued are done, or every file's server would read the demo PDFs again.
 */
export default async function setup(project: TestProject) {
  const [entry, chromiumPath] = await Promise.all([buildServerBundle(), testChromiumPath()]);
  const server = await startServer({}, { keepDataDir: true, entry });
  await settled(server.baseUrl);
  await server.stop();
  project.provide('demoDataDir', server.dataDir);
  project.provide('serverEntry', entry);
  project.provide('chromiumPath', chromiumPath);
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
