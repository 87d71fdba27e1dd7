import { defineConfig, devices } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3100'

/** End-to-end tests in Debian's Chromium against `next build && next start` on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Bounds on waits for readiness, not waits: every expect polls until its condition holds. A busy
  // 2-core machine (load 13 beside other runs) took 5–30 s for what takes 1 s when idle, and the
  // defaults (5 s per expect, 30 s per test) then failed tests that were only slow.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The JSON report names the failed tests in the suite's summary (scripts/lib/failed-tests.ts).
  reporter: [
    ['list'],
    ['json', { outputFile: '.test-results/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
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
  projects: [
    // The admin is a desktop tool; GET /ip is a server route, checked once.
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testIgnore: /(admin|\/ip)[.-]/ },
    // Tablet widths (640–1023 px) matter for the page chrome only: its specs run here too.
    {
      name: 'tablet',
      use: { ...devices['Galaxy Tab S4'] },
      testMatch: /(chrome|footer|header|mobile-menu|search|store-switcher)\.e2e\.spec\.ts$/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // The built server's HTTP answers (security, concurrency): Node's fetch, no browser.
    { name: 'server', testDir: 'tests/server', testMatch: '**/*.server.spec.ts' },
  ],
  webServer: {
    // scripts/e2e.ts (npm run test:e2e) builds first and provides a throw-away DATABASE_URL.
    command: `node --import tsx scripts/app.ts start -p ${port}`,
    url: `http://localhost:${port}/api/health/`,
    // scripts/e2e.ts migrated and seeded the database; a loaded 2-core machine can still be slow.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
