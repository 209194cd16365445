// Bundles the server into dist/server/index.js, and the operator CLI into dist/server/admin-cli.js
// (the production image has neither tsx nor the sources: `node dist/server/admin-cli.js ...`),
// and the engine's worker thread into dist/server/engine-worker.js.
// Packages stay external (installed by npm ci); only our own TypeScript is compiled, so start-up
// needs no TypeScript tooling.
import { build } from 'esbuild';

await build({
  entryPoints: {
    index: 'src/server/index.ts',
    'admin-cli': 'src/server/cli/admin-cli.ts',
    // Loaded by the engine's worker threads (features/reconcile/engine-pool.ts), beside index.js.
    'engine-worker': 'src/server/features/reconcile/engine-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
