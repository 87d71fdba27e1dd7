import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

test.describe('the catalogue', () => {
  test('lists the gift cards 16 to a page, with numbered pages', async ({ page }) => {
    await page.goto('/cartes-cadeaux/')
    const list = page.getByRole('list', { name: 'Cartes cadeaux' })
    await expect(list.getByRole('listitem')).toHaveCount(16)
    await expect(page.getByText(/^\d{3} cartes cadeaux$/)).toBeVisible()
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const first = await list.getByRole('link').first().getAttribute('href')

    await pages.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\/cartes-cadeaux\/2\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cartes cadeaux – page 2')
    await expect(list.getByRole('listitem')).toHaveCount(16)
    await expect(list.getByRole('link').first()).not.toHaveAttribute('href', first ?? '')
    await expect(page.getByRole('link', { name: 'Précédente' })).toHaveAttribute(
      'href',
      '/cartes-cadeaux/',
    )
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => v.id)).toEqual([])
  })

  test('answers 404 past the last page', async ({ page }) => {
    const response = await page.goto('/cartes-cadeaux/999/')
    expect(response?.status()).toBe(404)
  })

  test('shows a product’s versions, amounts and delivery promises', async ({ page }) => {
    await page.goto('/cartes-cadeaux/librairie-lumiere/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Librairie Lumière')
    const offer = page.getByRole('region', { name: 'Versions et montants' })
    await expect(offer.getByText('Carte digitale', { exact: true })).toBeVisible()
    await expect(offer).toContainText('Envoyée par e-mail en moins d’une heure.')
    await expect(offer).toContainText(/€/)
    await expect(offer).toContainText('TVA incluse')
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = scripts.flatMap((text) => JSON.parse(text) as unknown) as { '@type': string }[]
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: 'Librairie Lumière',
      offers: { priceCurrency: 'EUR' },
    })
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy()
  })

  test('lists a category’s cards, a page at a time', async ({ page }) => {
    await page.goto('/categorie/restaurants/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants')
    const list = page.getByRole('list', { name: 'Cartes cadeaux' })
    await expect(list.getByRole('listitem')).toHaveCount(16)
    await expect(list.getByRole('link', { name: 'Bistrot du Port' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click()
    await expect(page).toHaveURL(/\/categorie\/restaurants\/2\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants – page 2')
    await expect(list.getByRole('listitem').first()).toBeVisible()
    expect((await page.goto('/categorie/pas-de-categorie/2/'))?.status()).toBe(404)
  })

  test('tells analytics which cards were seen: a list once per second, a product once', async ({
    page,
  }) => {
    type Item = { item_id: string; item_name: string; item_category?: string; index?: number }
    type Entry = { event?: string; ecommerce?: { items?: Item[] } | null }
    const events = (name: string) =>
      page.evaluate(
        (event) =>
          ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter(
            (entry) => entry.event === event,
          ),
        name,
      )
    await page.goto('/categorie/restaurants/')
    await expect.poll(() => events('view_item_list')).toHaveLength(1)
    const [list] = await events('view_item_list')
    expect(list?.ecommerce?.items?.length).toBeGreaterThan(0)
    expect(list?.ecommerce?.items?.length).toBeLessThanOrEqual(16)
    // A tile's id and name are its link's slug and text (tile-item.ts).
    const first = page.getByRole('list', { name: 'Cartes cadeaux' }).getByRole('link').first()
    const href = (await first.getAttribute('href')) ?? ''
    expect(list?.ecommerce?.items?.find((item) => item.index === 0)).toMatchObject({
      item_id: href.split('/').filter(Boolean).pop(),
      item_name: (await first.textContent())?.trim(),
      item_category: 'Restaurants',
    })

    await page.goto('/cartes-cadeaux/librairie-lumiere/')
    const offer = page.getByRole('region', { name: 'Versions et montants' })
    await offer.scrollIntoViewIfNeeded()
    await expect.poll(() => events('view_item')).toHaveLength(1)
    await page.mouse.wheel(0, -2000)
    await offer.scrollIntoViewIfNeeded()
    expect(await events('view_item')).toMatchObject([
      { ecommerce: { items: [{ item_id: 'librairie-lumiere' }] } },
    ])
  })
})
