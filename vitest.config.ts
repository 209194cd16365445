import { defineConfig } from 'vitest/config';

// Unit and integration tests. Browser tests live in tests/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
      'tests/corpus/**/*.test.ts',
    ],
    // The full generated sig corpus runs on its own: `npm run test:corpus` (vitest.corpus.config.ts).
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', 'tests/corpus/**/*.full.test.ts'],
    environment: 'node',
    // Test databases on PGlite start from one migrated dump made here (see the file).
    globalSetup: ['tests/helpers/pglite-template-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core CI machine is one worker, but most integration tests wait on
    // PostgreSQL, child processes or password hashing: three workers cut the run from ~7.5 to ~4 min.
    maxWorkers: 3,
  },
});
