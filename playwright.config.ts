import { defineConfig, devices } from '@playwright/test'

import { e2eChromiumPath } from './scripts/lib/chromium'

const port = process.env.E2E_PORT ?? '3100'

/**
 * Specs that change what every shopper sees (store toggles, pages, prices, staff accounts): in the
 * whole run (scripts/e2e.ts) they run after the others, in two groups side by side, each one test
 * at a time: the editors' (/admin, signed in as the e2e admin) and the store's (its settings
 * through the REST API, as a second admin). One account signed in twice at once lost a session
 * (Payload keeps a user's sessions in its row): the groups share none. E2E_PHASE picks a phase
 * (and E2E_GROUP a group of the serial one); unset, a run takes all (one worker unless told).
 */
export const changesSharedState =
  /(admin[^/]*|alternative-choice|chrome|confirmation-page|header-store-toggles|mobile-menu|page-templates|tag-manager)\.e2e\.spec\.ts$|(gateway-cache|insider-controls|shared-state|staff-roles)\.server\.spec\.ts$/
const editorsSpecs = /admin[^/]*\.e2e\.spec\.ts$|(insider-controls|staff-roles)\.server\.spec\.ts$/
const phase = process.env.E2E_PHASE as 'parallel' | 'serial' | undefined
const group =
  phase === 'serial' ? (process.env.E2E_GROUP as 'editors' | 'store' | undefined) : undefined
const report = ['e2e', phase, group].filter(Boolean).join('-')
/**
 * Flows that are the same on every screen run once: a shopper's on the phone (where most shop),
 * a business buyer's and an editor's on the desktop (GET /ip, a server route, once too). Each
 * screen's own layout and menus are checked on both by the other specs, and every content template
 * with axe on the desktop (content-layouts). Measured: the desktop's repeats of the phone's flows
 * were ~560 of the parallel phase's 2,700 test-seconds.
 */
const phoneOnly =
  /\/(account|activation|alternative-choice|cart|catalogue|catalogue-pages|checkout|click-id|confirmation-page|content|cookie-dialog|delivery-notes|doubler|interface-texts|open-redirect|phone-numbers|redeem|redeem-pages|storefront|storefronts|tag-manager)\.e2e\.spec\.ts$/
const desktopOnly =
  /\/(admin[^/]*|business-quote|checkout-business|content-layouts|ip|page-templates)\.e2e\.spec\.ts$/

/** Matches every path but those `pattern` matches. */
const allBut = (pattern: RegExp) => new RegExp(`^(?!.*(?:${pattern.source}))`)
const otherGroup = { editors: allBut(editorsSpecs), store: editorsSpecs }
/** What a project leaves out in this phase (and group), beside its own exclusions. */
const outOfPhase = (...own: RegExp[]) =>
  phase === 'parallel'
    ? [...own, changesSharedState]
    : phase === 'serial'
      ? [...own, allBut(changesSharedState), ...(group ? [otherGroup[group]] : [])]
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
  outputDir: `test-results/${report}`,
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
      : [['html', { open: 'never', outputFolder: `playwright-report/${report}` }] as const]),
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
      executablePath: e2eChromiumPath,
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
    // Phones and tablets at one device pixel per CSS pixel: the tests check layout and behaviour,
    // and Pixel 7's 2.625 made Chromium paint 7 times the pixels (content.e2e: 1.3 → 1.1 min).
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1 },
      testIgnore: outOfPhase(desktopOnly),
    },
    // Tablet widths (640–1023 px) matter for the page chrome's layout only: its specs run here too.
    // The search and the store switcher open from the same header as on a phone (under 1024 px).
    {
      name: 'tablet',
      use: { ...devices['Galaxy Tab S4'], deviceScaleFactor: 1 },
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
  // scripts/e2e.ts (npm run test:e2e) builds, starts the server for every run it makes and sets
  // E2E_EXTERNAL_SERVER; run alone, Playwright starts it.
  webServer: process.env.E2E_EXTERNAL_SERVER
    ? undefined
    : {
        command: `node --import tsx scripts/app.ts start -p ${port}`,
        url: `http://localhost:${port}/api/health/`,
        // A loaded 2-core machine can be slow to start.
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        // As scripts/e2e.ts: /e2e-failure/ fails on purpose (error-pages.e2e.spec.ts).
        env: { E2E_FAILING_ROUTE: '1' },
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      },
})
