import { contentRoutes, expectContentPage } from './content-support'
import { expect, test } from './fixtures'

test.describe('content routes', () => {
  for (const [path, heading] of contentRoutes) {
    test(`${path} shows its page, without serious accessibility issues`, async ({ page }) => {
      await expectContentPage(page, path, heading)
    })
  }

  test('/helpdesk/ redirects to the contact page', async ({ page }) => {
    await page.goto('/helpdesk/')
    expect(new URL(page.url()).pathname).toBe('/nous-contacter/')
  })

  test('a redirect set up in /admin applies', async ({ page }) => {
    await page.goto('/aide/')
    expect(new URL(page.url()).pathname).toBe('/nous-contacter/')
  })

  test('pages carry their metadata: canonical, hreflang, robots', async ({ page }) => {
    await page.goto('/livraison/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/livraison\/$/)
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
      'href',
      /\/nl\/bezorging\/$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/livraison\/$/,
    )
    await page.goto('/paiement/merci/')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
  })

  test('sitemap.xml lists indexable pages only; robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/livraison/</loc>')
    expect(sitemap).toContain('/nl/bezorging/</loc>')
    expect(sitemap).not.toContain('/paiement/merci/')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
    expect(robots).toContain('Disallow: /admin/')
  })
})
