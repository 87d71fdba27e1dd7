import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies' })

async function openCookies(page: Page) {
  await page
    .getByRole('navigation', { name: 'Informations légales' })
    .getByRole('button', { name: 'Cookies' })
    .click()
  await expect(dialog(page)).toBeVisible()
}

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')

test('the cookie dialog saves a choice in a first-party cookie and reopens with it', async ({
  page,
}) => {
  await page.goto('/')
  await openCookies(page)
  const necessary = dialog(page).getByRole('switch', { name: /Strictement nécessaires/ })
  const analytics = dialog(page).getByRole('switch', { name: /Mesure d’audience/ })
  const marketing = dialog(page).getByRole('switch', { name: /Marketing/ })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await expect(analytics).not.toBeChecked()
  await expect(
    dialog(page).getByRole('link', { name: /déclaration relative aux cookies/ }),
  ).toHaveAttribute('href', '/declaration-de-confidentialite-et-cookies/')
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await analytics.check()
  await dialog(page).getByRole('button', { name: 'Enregistrer mes choix' }).click()
  await expect(dialog(page)).toHaveCount(0)
  const saved = await consentCookie(page)
  expect(saved).toMatchObject({
    value: 'analytics%3A1%2Cmarketing%3A0',
    path: '/',
    sameSite: 'Lax',
  })
  expect(saved!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000)

  await page.reload()
  await openCookies(page)
  await expect(analytics).toBeChecked()
  await expect(marketing).not.toBeChecked()
  await dialog(page).getByRole('button', { name: 'Tout accepter' }).click()
  await expect(dialog(page)).toHaveCount(0)
  expect((await consentCookie(page))?.value).toBe('analytics%3A1%2Cmarketing%3A1')
})

test('the cookie dialog closes on Esc without saving', async ({ page }) => {
  await page.goto('/')
  await openCookies(page)
  await dialog(page)
    .getByRole('switch', { name: /Marketing/ })
    .check()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  expect(await consentCookie(page)).toBeUndefined()
  await openCookies(page)
  await expect(dialog(page).getByRole('switch', { name: /Marketing/ })).not.toBeChecked()
})
