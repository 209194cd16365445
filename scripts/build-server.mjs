// Bundles the server into dist/server/index.js. Packages stay external (installed by npm ci);
// only our own TypeScript is compiled, so start-up needs no TypeScript tooling.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
