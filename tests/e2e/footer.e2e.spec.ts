import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** The seeded store's payment icons by their accessible names, in the store's order. */
const paymentLogos = [
  'Carte Bancaire',
  'Visa',
  'Mastercard',
  'PayPal',
  'American Express',
  'Paiement sécurisé',
]

/** Phones are narrower than 640 px (spec §9); tablets are mobile devices too, but wider. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640

test.describe('the footer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('promises same-day shipping and shows the store menu', async ({ page }) => {
    const phone = isPhone(page)
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(
      /Commandé les jours ouvrés avant 17\sh\s00, expédié le jour même\./,
    )
    const menu = footer.getByRole('navigation', { name: 'Plan du site' })
    for (const title of ['Cartes cadeaux', 'Service client']) {
      // Phones get one disclosure per column, wider screens open columns under headings.
      const heading = phone
        ? menu.locator('summary', { hasText: title })
        : menu.getByRole('heading', { name: title, exact: true })
      await expect(heading).toBeVisible()
    }
    if (phone) await menu.locator('summary', { hasText: 'Service client' }).click()
    await expect(menu.getByRole('link', { name: 'Vérifier le solde' })).toHaveAttribute(
      'href',
      '/verifier-solde/',
    )
  })

  test('shows four payment logos on phones, all of them wider', async ({ page }) => {
    // Payment logos are the footer's only images with a name: its logo is decorative.
    const logos = page.getByRole('contentinfo').getByRole('img')
    const shown = isPhone(page) ? paymentLogos.slice(0, 4) : paymentLogos
    await expect(logos).toHaveCount(shown.length)
    for (const name of shown) {
      await expect(logos.and(page.getByRole('img', { name, exact: true }))).toBeVisible()
    }
  })

  test('links the legal pages, opens cookies and languages, with the copyright', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo')
    const legal = footer.getByRole('navigation', { name: 'Informations légales' })
    const hrefs: [name: string, href: string][] = [
      ['Conditions générales de vente', '/cgv/'],
      ['Confidentialité', '/privacy/'],
    ]
    for (const [name, href] of hrefs) {
      await expect(legal.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    // Cookies and the language row open their dialogs (cookie-dialog and store-switcher specs).
    await expect(legal.getByRole('button', { name: 'Cookies', exact: true })).toBeEnabled()
    const languages = footer.getByRole('navigation', { name: 'Langue et pays' })
    await expect(languages.getByRole('button', { name: /France · Français/ })).toBeEnabled()
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Carte Cadeau`)
  })

  test('opens the social profiles in a new tab', async ({ page }) => {
    const footer = page.getByRole('contentinfo')
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'Pinterest', 'TikTok']) {
      const link = footer.getByRole('link', { name: `Carte Cadeau sur ${network}` })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('has no serious accessibility issues', async ({ page }) => {
    const { violations } = await new AxeBuilder({ page }).include('footer').analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })

  test('speaks Dutch under /nl', async ({ page }) => {
    await page.goto('/nl/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Op werkdagen vóór 17:00 uur besteld')
    await expect(
      footer.getByRole('link', { name: 'Algemene voorwaarden', exact: true }),
    ).toHaveAttribute('href', '/nl/algemene-voorwaarden/')
  })
  test("the redeem pages' legal links go through their redirects to the store's pages", async ({
    page,
  }) => {
    await page.goto('/verifier-solde/')
    const legal = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Informations légales' })
    const terms = legal.getByRole('link', { name: 'Conditions générales de vente', exact: true })
    await expect(terms).toHaveAttribute('href', '/verifier-solde/cgv/')
    await expect(legal.getByRole('link', { name: 'Confidentialité', exact: true })).toHaveAttribute(
      'href',
      '/verifier-solde/confidentialite/',
    )
    await terms.click()
    await expect(page).toHaveURL(/\/cgv\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Conditions générales de vente',
    )
  })
})
