import type { Locator, Page } from '@playwright/test'

/** Primary actions (add to cart, a form's submit, order…): floating buttons keep clear of them. */
const PRIMARY = '[data-primary-action]'
/** Floating buttons (the scroll-up button). */
const FLOATING = '[data-floating]'

/** The widths at which nothing may cover a primary action (issue 40 point 7). */
export const floatingWidths = [320, 375, 390, 430] as const

/** Two frames: the scroll event has run and React has drawn what it changed. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

/** `read` again after a few frames until `done` holds (at most ten times): its last answer. */
async function settled<T>(page: Page, read: () => Promise<T>, done: (value: T) => boolean) {
  let value = await read()
  for (let tries = 0; tries < 10 && !done(value); tries++) {
    await frames(page)
    value = await read()
  }
  return value
}

/** What covers the action's corners and centre (elementFromPoint), as tag#id.class names. */
const coverOf = (action: Locator) =>
  action.evaluate((element) => {
    const box = element.getBoundingClientRect()
    // Hit testing follows rounded corners: each corner's point sits on its arc's inner side.
    const radius = parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0
    const inset = Math.min(radius, box.width / 2, box.height / 2) * (1 - Math.SQRT1_2) + 2
    const points: [number, number][] = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ]
    const covers = new Set<string>()
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y)
      if (hit && !element.contains(hit))
        covers.add(`${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}.${hit.classList[0]}`)
    }
    return [...covers]
  })

/**
 * The page's visible primary actions that something covers at 320–430 px, each scrolled to the
 * screen's bottom edge (where a floating button sits) with the page scrolled far enough for the
 * floating buttons to show: the page is pushed down three screens for the check, then put back.
 * Skipped while a dialog is open (it covers the page on purpose) and where no floating button is.
 */
export async function coveredPrimaryActions(page: Page): Promise<string[]> {
  const dialogOpen = await page
    .locator('[role="dialog"]:visible, [role="alertdialog"]:visible, dialog[open]')
    .count()
  if (dialogOpen > 0 || (await page.locator(`${PRIMARY}:visible`).count()) === 0) return []
  // A page with no floating button at all (the global error page, without the shop's chrome).
  if ((await page.locator(FLOATING).count()) === 0) return []
  const own = page.viewportSize()!
  const found: string[] = []
  let floatingShown = false
  await page.evaluate(() => (document.body.style.paddingTop = `${3 * window.innerHeight}px`))
  for (const width of floatingWidths) {
    await page.setViewportSize({ width, height: own.height })
    const actions = await page.locator(`${PRIMARY}:visible`).all()
    for (const action of actions) {
      // Mid-screen: the floating button is out of its way, and shows (proof the check holds).
      await action.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      const floating = () => page.locator(`${FLOATING}:visible`).count()
      floatingShown ||= (await settled(page, floating, (count) => count > 0)) > 0
      await action.evaluate((element) => element.scrollIntoView({ block: 'end' }))
      const covers = await settled(
        page,
        () => coverOf(action),
        (list) => list.length === 0,
      )
      const name = (await action.textContent())?.trim()
      if (covers.length) found.push(`« ${name} » at ${width} px under ${covers.join(', ')}`)
    }
  }
  await page.evaluate(() => {
    document.body.style.paddingTop = ''
    window.scrollTo(0, 0)
  })
  await page.setViewportSize(own)
  if (!floatingShown)
    found.push(`${page.url()}: no floating button showed, the check proved nothing`)
  return found
}
