import { build } from 'esbuild';
const t = Date.now();
await build({
  entryPoints: ['apps/server/src/server.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: 'apps/server/dist/server.mjs',
  // node_modules stay external; the workspace's shared package is TypeScript source, so it is bundled.
  plugins: [{ name: 'externals', setup(b) { b.onResolve({ filter: /^[^./]/ }, (args) => args.path.startsWith('@trust/') ? undefined : { external: true }); } }],
  logLevel: 'warning',
});
console.log('bundled in', Date.now() - t, 'ms');
