import { expect, type FrameLocator, type Page, test } from '@playwright/test'

import { openHome, openLivePreview, signIn } from './admin-support'

const original = 'Offrez la carte cadeau qui fait plaisir'
const edited = 'Offrez un moment inoubliable'

/**
 * What the preview and the shop show follows saves and publishes at the machine's pace: these
 * waits end when it shows, bounded only by the test's own timeout (0: no timeout of their own).
 */
const untilShown = { timeout: 0 }

/**
 * Types a title, waits for its autosave to reach the preview (a publish clicked while the autosave
 * runs can be lost), then publishes until nothing is left to publish.
 */
async function setHeroTitleAndPublish(page: Page, preview: FrameLocator, title: string) {
  await page.locator('#field-layout__0__title').fill(title)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title, untilShown)
  const publish = page.locator('#action-save')
  // A click during a save can be lost: click again while the button stays enabled.
  await expect(async () => {
    if (await publish.isEnabled()) await publish.click()
    await expect(publish).toBeDisabled({ timeout: 5_000 })
  }).toPass(untilShown)
}

/** What a visitor sees: a fresh browser context, no admin session, no draft mode. */
async function publicHeading(page: Page) {
  const visitor = await page.context().browser()!.newContext()
  const home = await visitor.newPage()
  await home.goto('/')
  const text = await home.getByRole('heading', { level: 1 }).textContent()
  await visitor.close()
  return text
}

test('an editor changes the home hero in live preview, then publishes it', async ({ page }) => {
  test.setTimeout(240_000)
  await signIn(page)
  await openHome(page)
  await expect(page.locator('#field-layout__0__title')).toHaveValue(original)

  const preview = await openLivePreview(page)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(original)
  await expect(preview.getByText(/Aperçu du brouillon/)).toBeVisible()

  // Typing autosaves a draft; the preview follows without anything being published.
  await page.locator('#field-layout__0__title').fill(edited)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited, untilShown)
  expect(await publicHeading(page)).toBe(original)

  await setHeroTitleAndPublish(page, preview, edited)
  await expect.poll(() => publicHeading(page), untilShown).toBe(edited)

  // Leave the store as the other tests expect it.
  await setHeroTitleAndPublish(page, preview, original)
  await expect.poll(() => publicHeading(page), untilShown).toBe(original)
})
