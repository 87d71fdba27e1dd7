import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'

const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640

/** The filters: in the filter modal on phones, in the page from tablets up. */
async function openFilters(page: Page): Promise<Locator> {
  if (!onPhone(page)) return page.getByRole('form', { name: 'Filtrer les cartes cadeaux' })
  await expect(page.getByRole('form', { name: 'Filtrer les cartes cadeaux' })).toBeHidden()
  await page.getByRole('button', { name: /^Filtrer/ }).click()
  const modal = page.getByRole('dialog', { name: 'Filtrer' })
  await expect(modal).toBeVisible()
  return modal
}

/** An option's count, as its label shows it: 'Restaurants (17)' → 17. */
async function countOf(option: Locator): Promise<number> {
  const label = await option.evaluate(
    (input) => (input as HTMLInputElement).labels?.[0]?.textContent,
  )
  return Number(/\((\d+)\)$/.exec(label ?? '')?.[1])
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id)
}

test.describe('filters of the product list', () => {
  test('narrow the list by category and version, with counts, in a shareable address', async ({
    page,
  }) => {
    await page.goto('/cartes-cadeaux/')
    const filters = await openFilters(page)
    const category = filters.getByRole('group', { name: 'Catégorie' })
    const restaurants = category.getByRole('checkbox', { name: /^Restaurants \(\d+\)$/ })
    expect(await countOf(restaurants)).toBe(17)
    await restaurants.check()
    const version = filters.getByRole('group', { name: 'Version' })
    await expect(version.getByRole('checkbox')).toHaveCount(2)
    await version.getByRole('checkbox', { name: /^Carte digitale/ }).check()
    await filters.getByRole('button', { name: 'Afficher les cartes' }).click()

    await expect(page).toHaveURL(
      /\/cartes-cadeaux\/filtrer\/\?categorie=restaurants&version=digital$/,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cartes cadeaux')
    await expect(page.getByText('17 cartes cadeaux', { exact: true })).toBeVisible()
    const list = page.getByRole('list', { name: 'Cartes cadeaux' })
    await expect(list.getByRole('listitem')).toHaveCount(16)
    await expect(list.getByRole('link', { name: 'Bistrot du Port' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // The choices stay ticked; the second page keeps them.
    const again = await openFilters(page)
    await expect(again.getByRole('checkbox', { name: /^Restaurants/ })).toBeChecked()
    if (onPhone(page)) {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(page.getByRole('button', { name: 'Filtrer (2)' })).toBeFocused()
    }
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(
      /\/cartes-cadeaux\/filtrer\/\?categorie=restaurants&version=digital&page=2$/,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cartes cadeaux – page 2')
    await expect(list.getByRole('listitem')).toHaveCount(1)
  })

  test('filter a category’s cards by price, within the category', async ({ page }) => {
    await page.goto('/categorie/restaurants/')
    const filters = await openFilters(page)
    await expect(filters.getByRole('group', { name: 'Catégorie' })).toHaveCount(0)
    const price = filters.getByRole('group', { name: 'Prix' }).getByRole('checkbox', {
      name: /^100 € et plus/,
    })
    const expected = await countOf(price)
    expect(expected).toBeGreaterThan(0)
    await price.check()
    await filters.getByRole('button', { name: 'Afficher les cartes' }).click()

    await expect(page).toHaveURL(/\/categorie\/restaurants\/filtrer\/\?prix=100-plus$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants')
    await expect(
      page.getByRole('list', { name: 'Cartes cadeaux' }).getByRole('listitem'),
    ).toHaveCount(Math.min(expected, 16))
    await (await openFilters(page)).getByRole('link', { name: 'Effacer les filtres' }).click()
    await expect(page).toHaveURL(/\/categorie\/restaurants\/$/)
  })

  test('ignore values that are not theirs, and send an address without filters to the list', async ({
    page,
  }) => {
    const kept = await page.goto(
      '/cartes-cadeaux/filtrer/?categorie=sport&prix=gratuit&version=email',
    )
    expect(kept?.status()).toBe(200)
    await expect(page.getByText(/^\d+ cartes? cadeaux?$/)).toBeVisible()
    await expect((await openFilters(page)).getByRole('checkbox', { checked: true })).toHaveCount(1)

    await page.goto('/cartes-cadeaux/filtrer/?prix=gratuit&page=2')
    await expect(page).toHaveURL(/\/cartes-cadeaux\/2\/$/)
    // A category the store does not have (a stale link) is ignored like any other value.
    await page.goto('/cartes-cadeaux/filtrer/?categorie=plus-vendue')
    await expect(page).toHaveURL(/\/cartes-cadeaux\/$/)
  })
})

test.describe('filters in Dutch', () => {
  test('send the Dutch list to its Dutch filtered view, the query string alike', async ({
    page,
  }) => {
    await page.goto('/nl/cadeaubonnen/')
    await expect(page.locator('form[action="/nl/cadeaubonnen/filteren/"]')).toHaveCount(1)
    await page.goto('/nl/cadeaubonnen/filteren/?version=physical')
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-FR')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadeaubonnen')
    await expect(page.getByText(/^\d+ cadeaubonnen$/)).toBeVisible()
    // The page's form (the modal's on phones is the same): named and ticked as chosen.
    const filters = page.locator('form[aria-label="Cadeaubonnen filteren"]').first()
    await expect(filters.locator('input[name="version"][value="physical"]')).toBeChecked()
  })
})

test.describe('filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('are a plain form on the page, phones included', async ({ page }) => {
    await page.goto('/cartes-cadeaux/')
    const form = page.getByRole('form', { name: 'Filtrer les cartes cadeaux' })
    await expect(form).toBeVisible()
    await expect(page.getByRole('button', { name: /^Filtrer/ })).toBeHidden()
    const physical = form.getByRole('checkbox', { name: /^Carte physique/ })
    const expected = await countOf(physical)
    await physical.check()
    await form.getByRole('button', { name: 'Afficher les cartes' }).click()
    await expect(page).toHaveURL(/\/cartes-cadeaux\/filtrer\/\?version=physical$/)
    await expect(page.getByText(`${expected} cartes cadeaux`, { exact: true })).toBeVisible()
  })
})
