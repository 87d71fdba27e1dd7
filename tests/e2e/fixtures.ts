import { randomInt } from 'node:crypto'

import { test as base, type Page } from '@playwright/test'

import { coveredPrimaryActions } from './uncovered'

export { expect } from '@playwright/test'

/** Phone widths at which no page may scroll sideways (issue 24 point 13). */
export const phoneWidths = [320, 375, 390] as const

/** How many pixels wider than the window the page is laid out (0 when it fits). */
export const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The page at each phone width, then back at its own: the widths at which it scrolls sideways. */
export async function phoneWidthsOverflowing(page: Page): Promise<string[]> {
  const own = page.viewportSize()!
  const found: string[] = []
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: own.height })
    const overflow = await overflowOf(page)
    if (overflow > 0) found.push(`${page.url()} at ${width} px: ${overflow} px too wide`)
  }
  await page.setViewportSize(own)
  return found
}

/**
 * Every e2e test comes from an address of its own; on a phone, each page it loads fits the screen, the page it ends on fits
 * 320, 375 and 390 px (long names and e-mails included: the specs type some), and no floating
 * button covers its primary actions at 320–430 px (uncovered.ts).
 */
export const test = base.extend<{ fitsPhones: void }>({
  // Each test a shopper of its own address (the one hop the e2e server trusts): the per-address
  // limits (20 card checks in 10 minutes) count that shopper, not every test of the run together.
  // A private one, which the GeoIP lookup knows no country of, as localhost before.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
    await provide({ 'x-forwarded-for': address, ...extraHTTPHeaders })
  },
  fitsPhones: [
    async ({ page }, use, testInfo) => {
      const onPhone = (page.viewportSize()?.width ?? 1280) < 640
      const tooWide: string[] = []
      const check = async () => {
        const overflow = await overflowOf(page).catch(() => 0) // a navigation may replace it
        if (overflow > 0) tooWide.push(`${page.url()} on load: ${overflow} px too wide`)
      }
      if (onPhone) page.on('load', () => void check())
      await use()
      if (!onPhone || page.isClosed() || testInfo.status !== testInfo.expectedStatus) return
      tooWide.push(...(await phoneWidthsOverflowing(page)))
      if (tooWide.length > 0) throw new Error(`Wider than the phone:\n${tooWide.join('\n')}`)
      const covered = await coveredPrimaryActions(page)
      if (covered.length > 0) throw new Error(`Primary actions covered:\n${covered.join('\n')}`)
    },
    { auto: true },
  ],
})
