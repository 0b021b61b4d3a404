import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
/**
 * Three folders below the repository, as src/config.ts is (it finds the repository from its own
 * folder), with the migrations beside it, where src/db/client.ts looks for them.
 */
const BUNDLE = path.join(serverDir, 'dist/server.mjs');

/**
 * The server as one ES module, for the end-to-end servers: each file starts its own, and loading
 * the TypeScript sources through tsx cost every start about 4 s of CPU more (two cores, fourteen
 * files). Packages stay in node_modules; the workspace's shared package is TypeScript, so it is
 * bundled. `npm start` still runs the sources through tsx.
 */
export async function buildServerBundle(): Promise<string> {
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // What the server imports only when first needed (zxcvbn's dictionaries) stays out of its
    // start: a chunk beside the bundle, at the same depth for the paths found from import.meta.url.
    splitting: true,
    outdir: path.dirname(BUNDLE),
    entryNames: path.basename(BUNDLE, '.mjs'),
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@trust/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  const migrations = path.join(path.dirname(BUNDLE), 'migrations');
  fs.rmSync(migrations, { recursive: true, force: true });
  fs.cpSync(path.join(serverDir, 'src/db/migrations'), migrations, { recursive: true });
  return BUNDLE;
}
