import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** Widths of DESIGN.md: large desktop, small desktop, phone. */
const LARGE = { width: 1280, height: 900 }
const SMALL_DESKTOP = { width: 1100, height: 900 }
const PHONE = { width: 390, height: 844 }

const PROMO = 'Vous hésitez\u202f? Offrez la carte multi-enseignes'

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

type Entry = { event?: string; ecommerce?: { item_list_id?: string } | null }
const listViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'view_item_list')
      .map((entry) => entry.ecommerce?.item_list_id),
  )

test.describe('the catalogue blocks', () => {
  test('the home shows 4 top products from 1280 px and 2 on smaller screens', async ({ page }) => {
    await page.goto('/')
    const topProducts = page.getByRole('region', { name: 'Nos meilleures ventes' })
    const cards = topProducts.getByRole('listitem')
    for (const [viewport, count] of [
      [LARGE, 4],
      [SMALL_DESKTOP, 2],
      [PHONE, 2],
    ] as const) {
      await page.setViewportSize(viewport)
      await expect(cards).toHaveCount(count)
    }
    // An item without a referenced path leads to its product; the seeded 4th has its own path.
    await expect(
      topProducts.getByRole('link', { name: 'La carte qui laisse le choix' }),
    ).toHaveAttribute('href', '/cartes-cadeaux/carte-cadeau-multi-enseignes/')
    await page.setViewportSize(LARGE)
    await expect(topProducts.getByRole('link', { name: 'Une table à partager' })).toHaveAttribute(
      'href',
      '/restaurants/',
    )
    // Seen top products count as a list view, like the product list's tiles.
    await expect.poll(() => listViews(page)).toContain('top-products')
    await expectNoSeriousViolations(page)
  })

  test('the most chosen block features 2 cards at most and links to all of them', async ({
    page,
  }) => {
    await page.goto('/')
    const block = page.getByRole('region', { name: 'Les plus choisies', exact: true })
    const featured = block.getByRole('list', { name: 'À la une' }).getByRole('listitem')
    await expect(featured).toHaveCount(2)
    await expect(
      block.getByRole('list', { name: 'Les plus choisies' }).getByRole('listitem'),
    ).toHaveCount(4)
    await block.getByRole('list', { name: 'À la une' }).scrollIntoViewIfNeeded()
    await expect.poll(() => listViews(page)).toContain('most-chosen')

    const viewAll = block.getByRole('link', { name: /^Voir les \d[\d\u202f]*\+ cartes cadeaux$/ })
    const label = (await viewAll.textContent()) ?? ''
    await viewAll.click()
    await expect(page).toHaveURL(/\/cartes-cadeaux\/$/)
    // '200+' is the real number of gift cards listed, rounded down to the hundred.
    const total = Number(
      ((await page.getByText(/^\d+ cartes cadeaux$/).textContent()) ?? '').split(' ')[0],
    )
    expect(total).toBeGreaterThanOrEqual(200)
    expect(label).toBe(`Voir les ${Math.floor(total / 100) * 100}+ cartes cadeaux`)
  })

  test('the product list shows a 17th item, the promo tile, only on small desktops', async ({
    page,
  }) => {
    await page.goto('/cartes-cadeaux/')
    const list = page.getByRole('list', { name: 'Cartes cadeaux' })
    const promo = list.getByRole('link', { name: PROMO })

    await page.setViewportSize(SMALL_DESKTOP)
    await expect(list.getByRole('listitem')).toHaveCount(17)
    await expect(promo).toBeVisible()
    await expect(promo).toHaveAttribute('href', '/cartes-cadeaux/carte-cadeau-multi-enseignes/')
    await expectNoSeriousViolations(page)

    for (const viewport of [LARGE, PHONE]) {
      await page.setViewportSize(viewport)
      await expect(list.getByRole('listitem')).toHaveCount(16)
      await expect(promo).toBeHidden()
    }
  })
})
