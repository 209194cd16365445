import { defineConfig } from 'vitest/config';

// The full generated sig corpus (issue 11): `npm run test:corpus`. The 10,000-order sample runs in
// the ordinary suite; this one is the whole corpus, too slow to run on every `npm test`.
export default defineConfig({
  test: {
    include: ['tests/corpus/**/*.full.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
  },
});
