import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

const banner = (page: Page) => page.getByRole('region', { name: 'Boutique de votre pays' })
const switcher = (page: Page) =>
  page.getByRole('dialog', { name: 'Sélectionnez votre pays et votre langue' })

/** Opens the store switcher from the footer's language and country row. */
async function openFromFooter(page: Page) {
  await page
    .getByRole('navigation', { name: 'Langue et pays' })
    .getByRole('button', { name: /France · Français/ })
    .click()
  await expect(switcher(page)).toBeVisible()
}

async function choose(page: Page, field: string, option: string) {
  await switcher(page).getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.describe('the store-switcher banner', () => {
  test('greets a visitor from Belgium, credits DB-IP and stays closed for two days', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'BE' })
    await page.clock.install()
    await page.goto('/')
    await expect(banner(page)).toContainText('ne livre pas dans le pays où vous vous trouvez')
    await expect(
      banner(page).getByRole('link', { name: 'Géolocalisation IP par DB-IP' }),
    ).toHaveAttribute('href', 'https://db-ip.com')
    await expect(banner(page).getByRole('button', { name: 'Belgique · Nederlands' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await banner(page).getByRole('button', { name: 'Fermer' }).click()
    await expect(banner(page)).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(banner(page)).toHaveCount(0)

    // Two days and a minute later the dismissal has expired.
    await page.clock.setSystemTime(Date.now() + TWO_DAYS_MS + 60_000)
    await page.reload()
    await expect(banner(page)).toBeVisible()
  })

  test('stays away from a visitor in France', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'FR' })
    const answered = page.waitForResponse((response) => response.url().endsWith('/ip/'))
    await page.goto('/')
    await answered
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })

  test('proposes the Belgian store: its button preselects it, Continue goes there', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'BE' })
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Belgique · Nederlands' }).click()
    await expect(switcher(page).getByRole('combobox', { name: 'Pays' })).toHaveValue('Belgique')
    await expect(switcher(page).getByRole('combobox', { name: 'Langue' })).toHaveValue('Nederlands')
    await switcher(page).getByRole('button', { name: 'Annuler' }).click()
    await expect(switcher(page)).toHaveCount(0)

    // CBBE's development alias, on the port the seed ran with.
    const belgianStore = /^http:\/\/cadeaubon-be\.localhost(:\d+)?\/$/
    await page.route(belgianStore, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Cadeaubon</title>' }),
    )
    await banner(page).getByRole('button', { name: 'Continuer' }).click()
    await expect(page).toHaveURL(belgianStore)
  })
})

test.describe('the store-switcher modal', () => {
  const switches: [from: string, to: string][] = [
    ['/cartes-cadeaux/', '/nl/cadeaubonnen/'],
    ['/noel/', '/nl/kerst/'],
    ['/', '/nl/'],
  ]
  for (const [from, to] of switches) {
    test(`switches ${from} to Dutch: ${to}`, async ({ page }) => {
      await page.goto(from)
      await openFromFooter(page)
      await choose(page, 'Langue', 'Nederlands')
      await switcher(page).getByRole('button', { name: 'Appliquer' }).click()
      await expect(page).toHaveURL(to)
      await expect(page.locator('html')).toHaveAttribute('lang', /^nl/)
    })
  }

  test('follows the country: one language disables the select, the currency is read-only', async ({
    page,
  }) => {
    await page.goto('/')
    await openFromFooter(page)
    const dialog = switcher(page)
    const currency = dialog.getByRole('textbox', { name: 'Devise' })
    await expect(currency).toHaveValue('EUR')
    await expect(currency).toHaveAttribute('readonly', '')
    await expect(dialog.getByRole('combobox', { name: 'Langue' })).toBeEnabled()

    await choose(page, 'Pays', 'Royaume-Uni')
    await expect(dialog.getByRole('combobox', { name: 'Langue' })).toHaveValue('English')
    await expect(dialog.getByRole('combobox', { name: 'Langue' })).toBeDisabled()
    await expect(currency).toHaveValue('GBP')
    await expect(dialog.getByRole('button', { name: 'Appliquer' })).toBeEnabled()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('lists countries by name, arrows wrap and Enter selects', async ({ page }) => {
    await page.goto('/')
    await openFromFooter(page)
    const country = switcher(page).getByRole('combobox', { name: 'Pays' })
    await country.focus()
    await page.keyboard.press('ArrowDown')
    const options = page.getByRole('option')
    await expect(options).toHaveText([
      'Allemagne',
      'Belgique',
      'France',
      'Pays-Bas',
      'Pologne',
      'Royaume-Uni',
    ])
    const highlighted = page.locator('[role="option"][data-highlighted]')
    await expect(highlighted).toHaveText('France')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(highlighted).toHaveText('Allemagne')
    // Up from the first option wraps to the last.
    await page.keyboard.press('ArrowUp')
    await expect(highlighted).toHaveText('Royaume-Uni')
    await page.keyboard.press('Enter')
    await expect(country).toHaveValue('Royaume-Uni')
    await expect(switcher(page).getByRole('textbox', { name: 'Devise' })).toHaveValue('GBP')
  })

  test('closes on Esc and locks the page scroll while open', async ({ page }) => {
    await page.goto('/')
    await openFromFooter(page)
    const scrolled = await page.evaluate(() => window.scrollY)
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden')
    await page.mouse.wheel(0, -600)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)

    await page.keyboard.press('Escape')
    await expect(switcher(page)).toHaveCount(0)
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden')
    await page.mouse.wheel(0, -600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled)
  })

  test('leaves one modal open when another opens', async ({ page }) => {
    await page.goto('/')
    await openFromFooter(page)
    // The page behind the modal is inert to the pointer: the click is dispatched as code would.
    await page
      .getByRole('button', { name: 'Cookies', exact: true, includeHidden: true })
      .dispatchEvent('click')
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })
})
