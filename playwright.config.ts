import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the built app started exactly as the README starts it (`npm start`),
 * on its own port and a fresh temporary data folder, in Debian's Chromium (nothing is downloaded).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// The local Stripe server (npm run stripe:local) beside the app, on a port derived from the app's
// so developers running e2e side by side on their own E2E_PORT never collide (3100 -> 12100).
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 9000);
const stripeUrl = `http://localhost:${stripePort}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'medrecon-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one folder per run

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two spec files at a time share the one server: the suite waits on the server and the browser
  // more than on CPU, and CI must stay under 15 minutes on 2 cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx scripts/stripe-local/main.ts',
      url: `${stripeUrl}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STRIPE_LOCAL_PORT: String(stripePort),
        STRIPE_LOCAL_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      },
    },
    {
      command: 'npm start',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Tests give each simulated person their own X-Forwarded-For (tests/e2e/helpers/accounts.ts).
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TRUSTED_PROXY_HEADER: 'x-forwarded-for',
        // Payments through the local Stripe server, exactly as README's "try payments" commands.
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_PRICE_MONTHLY: 'price_local_monthly',
        STRIPE_PRICE_ANNUAL: 'price_local_annual',
        STRIPE_API_URL: stripeUrl,
        // The superuser of tests/e2e/administration.spec.ts (no CLI can reach the running PGlite).
        SUPERUSER_EMAILS: 'operator-e2e@example.org',
      },
    },
  ],
});
