import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { withStore } from './header-toggles'
import { expect, test } from './fixtures'

const isWide = (page: Page) => page.viewportSize()!.width >= 1024

const openMenu = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Ouvrir le menu' })
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  return button
}

test.describe('the mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('opens full height from the hamburger and locks the page scroll', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Ouvrir le menu' })
    if (isWide(page)) {
      // From 1024 px the menus stand in the header: no hamburger.
      await expect(button).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
      return
    }
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await openMenu(page)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    const box = (await dialog.boundingBox())!
    expect(box.height).toBe(page.viewportSize()!.height)
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
    await dialog.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
  })

  test('lists its footer: redeem, choice gift card, business, support, language', async ({
    page,
  }) => {
    if (isWide(page)) {
      await expect(page.getByRole('dialog')).toHaveCount(0)
      return
    }
    await openMenu(page)
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    const links: [string, string][] = [
      ['Vérifier le solde et échanger', '/verifier-solde/'],
      ['Carte cadeau multi-enseignes', '/cartes-cadeaux/carte-cadeau-multi-enseignes/'],
      ['Service client', '/nous-contacter/'],
    ]
    for (const [name, href] of links) {
      await expect(dialog.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    // Business page v3 (on in the seed): an accordion of the business menu.
    const business = dialog.getByRole('link', { name: 'Cartes cadeaux entreprise' })
    await expect(business).toBeHidden()
    await dialog.getByText('Entreprises', { exact: true }).click()
    await expect(business).toHaveAttribute('href', '/entreprise/')
    const { violations } = await new AxeBuilder({ page }).include('dialog').analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    // Language: the menu makes way for the store switcher, one dialog at a time.
    await dialog.getByRole('button', { name: /France · Français$/ }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expect(page.getByRole('dialog', { name: /pays et votre langue/ })).toBeVisible()
  })

  test('closes on Escape, on a link and on route change', async ({ page }) => {
    if (isWide(page)) {
      await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden()
      return
    }
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    const button = await openMenu(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    await openMenu(page)
    await page.evaluate(() => window.history.pushState(null, '', '/livraison/'))
    await expect(dialog).toBeHidden()

    await openMenu(page)
    await dialog.getByRole('link', { name: 'Service client' }).click()
    await expect(page).toHaveURL(/\/nous-contacter\/$/)
    await expect(dialog).toBeHidden()
  })

  test('keeps Tab inside the open menu', async ({ page }) => {
    if (isWide(page)) {
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
      return
    }
    await openMenu(page)
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest('dialog') !== null ||
          document.activeElement === document.body,
      )
      expect(inside).toBe(true)
    }
  })
})

test('without business page v3 the mobile menu links the business page', async ({
  page,
  request,
}) => {
  await withStore(
    request,
    (store) => ({ toggles: { ...store.toggles, businessPageV3: false } }),
    async () => {
      if (isWide(page)) {
        await page.goto('/')
        await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden()
        return
      }
      // A render begun before the save commits may be served until the last drop, 10 s later
      // (RENDER_SETTLE_MS in server/cache/invalidate.ts): the visitor loads the page again.
      await expect(async () => {
        await page.goto('/')
        await openMenu(page)
        await expect(
          page.getByRole('dialog').getByRole('link', { name: 'Entreprises', exact: true }),
        ).toHaveAttribute('href', '/entreprise/', { timeout: 3_000 })
      }).toPass({ timeout: 30_000 })
    },
  )
})
