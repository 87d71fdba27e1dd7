/**
 * What a page weighs once a browser has run it: every script and style the document and its code
 * load until the page shows what it is for and the network has been quiet for a while. Code a
 * page loads on mount cannot escape its budget this way, as it does when only the scripts its
 * HTML names are counted (page-weight.ts); code loaded when the shopper reaches a part does.
 */
import { chromium, devices, type Page } from '@playwright/test'

import { e2eChromiumPath, ensureE2eChromium } from '../../scripts/lib/chromium'
import { gz, type PageWeight, pageWeight, weighChunk } from './page-weight'
import { FILLED_PAGES } from './weighed-pages'

/** No request in flight for this long: what the page loads by itself is in. */
const QUIET_MS = 1_000

/** Counts the page's requests in flight from now on; `quiet()` waits for none for QUIET_MS. */
function networkWatch(page: Page) {
  let inFlight = 0
  let last = Date.now()
  const start = () => void inFlight++
  const end = () => {
    inFlight = Math.max(0, inFlight - 1)
    last = Date.now()
  }
  page.on('request', start).on('requestfinished', end).on('requestfailed', end)
  const quiet = () =>
    new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (inFlight > 0 || Date.now() - last < QUIET_MS) return
        clearInterval(timer)
        page.off('request', start).off('requestfinished', end).off('requestfailed', end)
        resolve()
      }, 100)
    })
  return { quiet }
}

/**
 * `path` as Chromium loads and runs it in `page` (its context holds the shopper's cookies);
 * `ready` waits for what the page is for (the checkout's first step), so a later load counts.
 */
export async function measureLoadedPage(
  page: Page,
  path: string,
  sources: Map<string, Set<string>>,
  ready: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const scripts = new Map<string, Promise<Buffer>>()
  const styles = new Map<string, Promise<Buffer>>()
  const fonts = new Map<string, Promise<Buffer>>()
  const byType = new Map([
    ['script', scripts],
    ['stylesheet', styles],
    ['font', fonts],
  ])
  page.on('response', (response) => {
    const kind = byType.get(response.request().resourceType())
    if (kind && response.ok() && !kind.has(response.url()))
      kind.set(response.url(), response.body())
  })
  const network = networkWatch(page)
  const document = await page.goto(path)
  if (!document) throw new Error(`${path} was not loaded`)
  const html = await document.text()
  await ready(page)
  await network.quiet()
  const chunks = await Promise.all(
    [...scripts].map(async ([url, body]) => weighChunk(url, await body, sources)),
  )
  const css = (await Promise.all(styles.values())).reduce((total, body) => total + gz(body), 0)
  const font = (await Promise.all(fonts.values())).reduce((total, body) => total + body.length, 0)
  return pageWeight({ path, status: document.status(), html, chunks, css, fonts: font })
}

/** What each filled page is for, shown: the cart's order button usable, the checkout's first step. */
export const FILLED_READY: Record<(typeof FILLED_PAGES)[number], (page: Page) => Promise<void>> = {
  '/panier/': (page) =>
    page
      .getByRole('button', { name: 'Commander', exact: true })
      .and(page.locator(':enabled'))
      .waitFor(),
  '/paiement/': (page) =>
    page.getByRole('region', { name: 'Vos coordonnées' }).getByLabel('Prénom').waitFor(),
}

/** A phone's screen and touch at one device pixel per CSS pixel, as the e2e phones are. */
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']
export const PHONE = { ...pixel7, deviceScaleFactor: 1 }

/**
 * The filled pages as a phone's Chromium loads them with `cookie` (a basket's, as a request
 * sends it), for `bench:weight`; the budgets test weighs them in its own browser.
 */
export async function measureFilledPages(
  baseUrl: string,
  cookie: string,
  sources: Map<string, Set<string>>,
): Promise<PageWeight[]> {
  const installed = ensureE2eChromium()
  if (!installed.ok) throw new Error(installed.message)
  const browser = await chromium.launch({ executablePath: e2eChromiumPath, args: ['--no-sandbox'] })
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl })
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=')
        return { name, value: value.join('='), url: baseUrl }
      }),
    )
    const weights: PageWeight[] = []
    for (const path of FILLED_PAGES) {
      const page = await context.newPage()
      weights.push(await measureLoadedPage(page, path, sources, FILLED_READY[path]))
      await page.close()
    }
    return weights
  } finally {
    await browser.close()
  }
}
