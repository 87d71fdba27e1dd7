import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

async function signIn(page: Page) {
  await page.goto('/admin/')
  await page.getByLabel(/e-mail/i).fill('e2e-admin@example.com')
  await page.getByLabel(/mot de passe/i).fill('e2e-password-1234')
  await page.getByRole('button', { name: /connexion|se connecter/i }).click()
  // The dashboard's own load, however long signing in takes on a busy machine.
  await page.waitForURL(/\/admin\/?$/)
}

test('the seeded admin logs in to /admin and sees the stores', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/stores/')
  await expect(page.getByText('Carte Cadeau').first()).toBeVisible()
})

/** Every text the admin's locale selector shows (visibly) while the page lives, in order. */
function recordLocaleLabels() {
  const seen: string[] = []
  Object.assign(window, { localeLabels: seen })
  new MutationObserver(() => {
    for (const label of document.querySelectorAll('.localizer-button__current-label')) {
      const text = label.checkVisibility({ visibilityProperty: true }) ? label.textContent : null
      if (text !== null && seen.at(-1) !== text) seen.push(text)
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
}

test('the dashboard lists the store pages with their type and publish state', async ({ page }) => {
  await page.addInitScript(recordLocaleLabels)
  await signIn(page)
  const overview = page.getByRole('region', { name: 'Pages du magasin' })
  const types = overview.getByRole('group', { name: 'Type' })
  await expect(types.getByRole('link', { name: /^Articles de blog \(\d+\)$/ })).toBeVisible()
  const home = overview
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Accueil', exact: true }) })
    .first()
  await expect(home.getByText(/^Publiée$|^Modifiée depuis la publication$/)).toBeVisible()
  // From the first render after signing in, the content locale reads as the store's language.
  await expect(page.locator('.localizer-button__current-label').first()).toHaveText('Français')
  const labels = await page.evaluate(
    () => (window as unknown as { localeLabels: string[] }).localeLabels,
  )
  expect(labels).toEqual(['Français'])
})
