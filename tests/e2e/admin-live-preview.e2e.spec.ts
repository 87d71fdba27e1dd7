import type { FrameLocator, Page } from '@playwright/test'

import { autosaveOf, openHome, openLivePreview, publishOf, signIn } from './admin-support'
import { expect, test } from './fixtures'

const original = 'Offrez la carte cadeau qui fait plaisir'
const edited = 'Offrez un moment inoubliable'

/**
 * What the preview and the shop show follows saves and publishes at the machine's pace: these
 * waits end when it shows, bounded only by the test's own timeout (0: no timeout of their own).
 */
const untilShown = { timeout: 0 }

/**
 * Types a title (when it is another), waits for its autosave (a publish clicked while the autosave
 * runs can be lost), then publishes until nothing is left to publish.
 */
async function setHeroTitleAndPublish(page: Page, preview: FrameLocator, title: string) {
  const field = page.locator('#field-layout__0__title')
  if ((await field.inputValue()) !== title) {
    const autosaved = autosaveOf(page)
    await field.fill(title)
    await autosaved
  }
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title, untilShown)
  const publish = page.locator('#action-save')
  // The draft now differs from what is published: the button is enabled once the admin has
  // counted the autosaved version (checked before, a disabled button passed for published).
  await expect(publish).toBeEnabled(untilShown)
  const published = publishOf(page)
  // A click during a save can be lost: click again while the button stays enabled.
  await expect(async () => {
    if (await publish.isEnabled()) await publish.click()
    await expect(publish).toBeDisabled({ timeout: 5_000 })
  }).toPass(untilShown)
  // A visitor's page rendered while the publish is written can keep the old text until the next
  // change (Next keeps a render begun before the expiry as fresh): the visitor looks after it.
  await published
}

/**
 * What a visitor sees: a fresh browser context, no admin session, no draft mode. The answer's
 * status comes with the heading, so a failure says whether the visitor got another page.
 */
async function publicHome(page: Page) {
  const visitor = await page.context().browser()!.newContext()
  const home = await visitor.newPage()
  const response = await home.goto('/')
  const heading = await home.getByRole('heading', { level: 1 }).first().textContent()
  await visitor.close()
  return { status: response?.status(), heading }
}
const publicHeading = async (page: Page) => (await publicHome(page)).heading

test('an editor changes the home hero in live preview, then publishes it', async ({ page }) => {
  test.setTimeout(240_000)
  await signIn(page)
  await openHome(page)
  await expect(page.locator('#field-layout__0__title')).toHaveValue(original)

  const preview = await openLivePreview(page)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(original)
  await expect(preview.getByText(/Aperçu du brouillon/)).toBeVisible()

  // Typing shows in the preview at once and autosaves a draft; nothing is published.
  const autosaved = autosaveOf(page)
  await page.locator('#field-layout__0__title').fill(edited)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited, untilShown)
  await autosaved
  expect(await publicHome(page)).toEqual({ status: 200, heading: original })

  await setHeroTitleAndPublish(page, preview, edited)
  await expect.poll(() => publicHeading(page), untilShown).toBe(edited)

  // Leave the store as the other tests expect it.
  await setHeroTitleAndPublish(page, preview, original)
  await expect.poll(() => publicHeading(page), untilShown).toBe(original)
})
