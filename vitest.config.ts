import { defineConfig } from 'vitest/config';

// Engine-only test files: pure functions, no database, no child processes, no mocks.
const engineOnly = [
  'src/engine/**/*.test.ts',
  'src/shared/**/*.test.ts',
  'tests/corpus/**/*.test.ts',
  'tests/integration/regression-cases.test.ts',
  'tests/integration/kb-shared-cases.test.ts',
  'tests/integration/layout-variants.test.ts',
  'tests/integration/names-medicine-word.test.ts',
];

// Unit and integration tests. Browser tests live in tests/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core CI machine is one worker, but most integration tests wait on
    // PostgreSQL, child processes or password hashing: three workers cut the run from ~7.5 to ~4 min.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: engineOnly,
          // The full generated sig corpus runs on its own: `npm run test:corpus`.
          exclude: ['tests/corpus/**/*.full.test.ts'],
          // The engine builds its lexicon regexes and knowledge-base indexes on first use; isolated
          // files paid that warm-up once per file, half of the engine tests' time (measured: 517 s
          // of 1032 s over 388 files). Nothing here holds state a later file could see.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
          exclude: [...engineOnly, 'tests/e2e/**', 'node_modules/**', 'dist/**'],
          // Test databases on PGlite start from one migrated dump made here (see the file).
          globalSetup: ['tests/helpers/pglite-template-setup.ts'],
        },
      },
    ],
  },
});
