import type { FrameLocator, Page } from '@playwright/test'
import { expect } from '@playwright/test'

/** Signs in to /admin as the e2e run's admin. */
export async function signIn(page: Page) {
  await page.goto('/admin/login/')
  await page.getByLabel(/e-mail/i).fill('e2e-admin@example.com')
  await page.getByLabel(/mot de passe/i).fill('e2e-password-1234')
  await page.getByRole('button', { name: /connexion|se connecter/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Waits until the edit view's form says it is ready (Payload's own `data-form-ready`: mounted,
 * initialised, not submitting). On a loaded 2-core machine that can take well over 5 s, so this
 * waits as long as the test may, never a guessed time.
 */
export async function formReady(page: Page) {
  await page.locator('form.collection-edit__form[data-form-ready="true"]').waitFor({ timeout: 0 })
}

/** Opens a document's edit view from its collection's list (found by slug), once its form is ready. */
export async function openDocument(page: Page, collection: string, slug: string, title: string) {
  await page.goto(`/admin/collections/${collection}/?where[slug][equals]=${slug}`)
  await page.getByRole('link', { name: title, exact: true }).first().click()
  await page.waitForURL(new RegExp(`/admin/collections/${collection}/\\d+`))
  await formReady(page)
}

export const openHome = (page: Page) => openDocument(page, 'pages', 'home', 'Accueil')

/**
 * Opens the live preview (unless the editor's preferences kept it open) and waits for the page in
 * it to be ready: its listener loaded, which the click-to-edit toggle in its preview bar shows
 * (both come in one chunk).
 */
export async function openLivePreview(page: Page): Promise<FrameLocator> {
  const closed = page.locator('#live-preview-toggler:not(.live-preview-toggler--active)')
  if (await closed.isVisible()) await closed.click()
  const preview = page.frameLocator('#live-preview-iframe')
  await preview.getByRole('button', { name: 'Cliquer pour modifier' }).waitFor({ timeout: 0 })
  return preview
}

/** The answer to the next autosave of a page (not the trailing-slash redirect before it). */
export const autosaveOf = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.status() === 200 &&
      /\/api\/pages\/\d+\/\?.*autosave=true/.test(response.url()),
    { timeout: 0 },
  )

/** The answer to the next publish of a page (a save without autosave: not a draft). */
export const publishOf = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.status() === 200 &&
      /\/api\/pages\/\d+\/\?/.test(response.url()) &&
      !response.url().includes('autosave=true'),
    { timeout: 0 },
  )
