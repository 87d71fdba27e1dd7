import { defineConfig, devices } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3100'

/**
 * Specs that change what every shopper sees (store toggles, pages, prices, staff accounts): in the
 * whole run (scripts/e2e.ts) they run after the others, one at a time, while the others share two
 * workers. E2E_PHASE picks one half; unset, a run takes both (one worker unless told otherwise).
 * Tried: with the editors' specs on a second worker beside the store's toggles, an editor's /admin
 * session was lost (the list showed the login page). Likely cause, not proven: both sign the same
 * admin in at once, and Payload keeps a user's sessions in its row.
 */
export const changesSharedState =
  /(admin[^/]*|chrome|header-store-toggles|mobile-menu|page-templates)\.e2e\.spec\.ts$|(gateway-cache|shared-state|staff-roles)\.server\.spec\.ts$/
const phase = process.env.E2E_PHASE as 'parallel' | 'serial' | undefined
const report = phase ? `e2e-${phase}` : 'e2e'
/**
 * Flows that are the same on every screen run once: a shopper's on the phone (where most shop),
 * a business buyer's and an editor's on the desktop (GET /ip, a server route, once too). Each
 * screen's own layout and menus are checked on both by the other specs, and every content template
 * with axe on the desktop (content-layouts). Measured: the desktop's repeats of the phone's flows
 * were ~560 of the parallel phase's 2,700 test-seconds.
 */
const phoneOnly =
  /\/(account|activation|basket|catalogue|catalogue-pages|checkout|click-id|content|cookie-dialog|doubler|interface-texts|redeem|storefront)\.e2e\.spec\.ts$/
const desktopOnly =
  /\/(admin[^/]*|checkout-business|content-layouts|ip|page-templates)\.e2e\.spec\.ts$/

const keepsSharedState = new RegExp(`^(?!.*(?:${changesSharedState.source}))`)
/** What a project leaves out in this phase, beside its own exclusions. */
const outOfPhase = (...own: RegExp[]) =>
  phase === 'parallel'
    ? [...own, changesSharedState]
    : phase === 'serial'
      ? [...own, keepsSharedState]
      : own

/** End-to-end tests in Debian's Chromium against `next build && next start` on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  // A browser test stands alone (its own context), so a long file's tests share the workers too;
  // measured: 77 phone tests in 6.4 min instead of 7.0 (content.e2e alone was one worker's 6 min).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? (phase === 'parallel' ? 2 : 1)),
  // Failure traces of each phase; Playwright empties this folder when a run starts.
  outputDir: `test-results/${phase ?? 'all'}`,
  retries: 0,
  // Bounds on waits for readiness, not waits: every expect polls until its condition holds. A busy
  // 2-core machine (load 13 beside other runs) took 5–30 s for what takes 1 s when idle, and the
  // defaults (5 s per expect, 30 s per test) then failed tests that were only slow.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The JSON report names the failed tests in the suite's summary (scripts/lib/failed-tests.ts).
  reporter: [
    ['list'],
    ['json', { outputFile: `.test-results/${report}.json` }],
    ...(process.env.CI
      ? []
      : [
          ['html', { open: 'never', outputFolder: `playwright-report/${phase ?? 'all'}` }] as const,
        ]),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    // The top bar's endless rotation repainted every frame of every phone test (~8 % of the run's
    // CPU); it stands still for shoppers who ask for less motion, as here. header.e2e checks both.
    reducedMotion: 'reduce',
    // A failed test's trace keeps its DOM snapshots; the screencast, costly in CPU, is left out.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testIgnore: outOfPhase(desktopOnly),
    },
    // Tablet widths (640–1023 px) matter for the page chrome's layout only: its specs run here too.
    // The search and the store switcher open from the same header as on a phone (under 1024 px).
    {
      name: 'tablet',
      use: { ...devices['Galaxy Tab S4'] },
      testMatch: /(chrome|footer|header|mobile-menu)\.e2e\.spec\.ts$/,
      testIgnore: outOfPhase(),
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: outOfPhase(phoneOnly),
    },
    // The built server's HTTP answers (security, concurrency): Node's fetch, no browser.
    {
      name: 'server',
      testDir: 'tests/server',
      testMatch: '**/*.server.spec.ts',
      // Their tests share what beforeAll started (instances, an address's limits): one worker each.
      fullyParallel: false,
      testIgnore: outOfPhase(),
    },
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
