import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from './server-bundle.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped server's DATA_DIR holding the seeded demo, for each e2e file to copy. */
    demoDataDir: string;
    /** The server bundled into one module (server-bundle.ts), which every e2e server runs. */
    serverEntry: string;
  }
}

/**
 * Seeds the demo once per run: starting a server on a copy of it costs about 2.5 s against 6 s
 * for seeding (PDFs, password hashes, a thousand rows) in every file.
 */
export default async function setup(project: TestProject) {
  const entry = await buildServerBundle();
  const server = await startServer({}, { keepDataDir: true, entry });
  await server.stop();
  project.provide('demoDataDir', server.dataDir);
  project.provide('serverEntry', entry);
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
