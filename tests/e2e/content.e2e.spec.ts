import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

/** Every content route of spec §2 with a heading its seeded document shows. */
const routes: [path: string, heading: string][] = [
  ['/', 'Offrez la carte cadeau qui fait plaisir'],
  ['/blog/', 'Le blog'],
  ['/blog/idees-cadeaux-noel/', '10 idées de cartes cadeaux pour Noël'],
  ['/offrir-un-moment/', 'Offrir un moment'],
  ['/offrir-un-moment/anniversaire/', 'Un anniversaire à fêter ?'],
  ['/entreprise/', 'Cartes cadeaux pour les entreprises'],
  ['/nous-contacter/', 'Nous contacter'],
  ['/livraison/', 'Livraison'],
  ['/cgv/', 'Conditions générales de vente'],
  ['/privacy/', 'Politique de confidentialité'],
  ['/declaration-de-confidentialite-et-cookies/', 'Déclaration de confidentialité et cookies'],
  ['/politiques-d-annulation/', 'Politique d’annulation'],
  ['/noel/', 'Noël approche : pensez carte cadeau'],
  ['/nl/', 'Offrez la carte cadeau qui fait plaisir'],
  ['/nl/bezorging/', 'Bezorging'],
  ['/nl/geefmomenten/verjaardag/', 'Un anniversaire à fêter ?'],
]

test.describe('content routes', () => {
  for (const [path, heading] of routes) {
    test(`${path} shows its page, without serious accessibility issues`, async ({ page }) => {
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      const { violations } = await new AxeBuilder({ page }).analyze()
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
      expect(consoleErrors).toEqual([])
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
