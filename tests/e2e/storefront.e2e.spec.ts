import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

test.describe('the French storefront', () => {
  test('serves the French home in the store language, accessible', async ({ page }) => {
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Offrez la carte cadeau qui fait plaisir',
    )
    await expect(page.getByRole('link', { name: 'Carte Cadeau', exact: true })).toBeVisible()
    // The store's logo comes from the media collection and really loads.
    const logo = page.getByRole('link', { name: 'Carte Cadeau', exact: true }).locator('img')
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(consoleErrors).toEqual([])
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations).toEqual([])
  })

  test('serves Dutch under /nl with Dutch paths', async ({ page }) => {
    await page.goto('/nl/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-FR')
    await expect(page.getByRole('link', { name: 'Carte Cadeau', exact: true })).toHaveAttribute(
      'href',
      '/nl/',
    )
    await page.goto('/nl/bezorging/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bezorging')
  })

  test('adds the trailing slash every path of the spec has', async ({ page }) => {
    const response = await page.goto('/nl')
    expect(new URL(page.url()).pathname).toBe('/nl/')
    expect(response?.status()).toBe(200)
  })

  for (const path of ['/404/', '/cette-page-n-existe-pas/']) {
    test(`answers ${path} with the French 404 page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
      await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
        'href',
        '/',
      )
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations).toEqual([])
    })
  }

  test('answers a list page past its end with the 404 page, asked when the browser draws it', async ({
    page,
  }) => {
    // A route's own notFound(): its group's boundary asks the 404 page's content (issue 39).
    const response = await page.goto('/categorie/toutes-les-cartes-cadeaux/99/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(
      page.getByRole('img', { name: "Illustration d'une carte cadeau égarée" }),
    ).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations).toEqual([])
  })

  test('reports health', async ({ request }) => {
    const response = await request.get('/api/health/')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'ok' }, migrations: { status: 'ok' } },
    })
  })

  test('sends security headers', async ({ request }) => {
    const response = await request.get('/')
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    // Payload's color-scheme hint made Chromium fetch every first page twice (issue 22 point 6).
    expect(response.headers()['critical-ch']).toBeUndefined()
  })
})
