import AxeBuilder from '@axe-core/playwright'

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
    await expect(page.locator('link[rel="alternate"][hreflang="nl-FR"]')).toHaveAttribute(
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
    const index = await (await request.get('/sitemap.xml')).text()
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!))
    const sitemap = (
      await Promise.all(files.map(async (url) => (await request.get(url.pathname)).text()))
    ).join('\n')
    expect(sitemap).toContain('/livraison/</loc>')
    expect(sitemap).toContain('/nl/bezorging/</loc>')
    expect(sitemap).not.toContain('/paiement/merci/')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
    expect(robots).toContain('Disallow: /admin/')
  })
})

test('a phone shows the first customer quote and the others in the testimonials modal', async ({
  page,
}) => {
  await page.goto('/')
  const block = page.getByRole('region', { name: 'Ils ont offert une carte cadeau' })
  await expect(block.getByRole('listitem').filter({ visible: true })).toHaveCount(1)
  const more = block.getByRole('button', { name: 'Lire les 3 avis' })
  await more.click()
  const modal = page.getByRole('dialog', { name: 'Ils ont offert une carte cadeau' })
  await expect(modal.getByRole('listitem')).toHaveCount(3)
  await expect(
    modal.getByText('Le service client a répondu très vite à ma question.'),
  ).toBeVisible()
  // Focus starts on the close button and stays in the modal (its scrolling list takes a Tab too).
  // Leaving the last element, focus passes through the trap's guard just outside the dialog, which
  // sends it back on its own focus event: polled, as a shopper would see it after the keypress.
  await expect(modal.getByRole('button', { name: 'Fermer' })).toBeFocused()
  const focusInModal = () => modal.evaluate((dialog) => dialog.contains(document.activeElement))
  for (let tab = 0; tab < 3; tab++) {
    await page.keyboard.press('Tab')
    await expect.poll(focusInModal).toBe(true)
  }
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(more).toBeFocused()
})

test('a promo pop-up shows its promotion over the home page; Esc leads home', async ({
  page,
  browser,
}) => {
  await page.goto('/promo/noel/')
  const dialog = page.getByRole('dialog', { name: 'Noël : livré à temps' })
  await expect(dialog.getByRole('link', { name: 'Voir les cartes cadeaux' })).toBeVisible()
  // Modal once hydrated: focus starts in it and Tab keeps it there.
  await expect(dialog.getByRole('link', { name: 'Fermer et aller à l’accueil' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await page.keyboard.press('Escape')
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Offrez la carte cadeau qui fait plaisir',
  )

  // Without JavaScript the promotion shows all the same, over the home page, with a way out.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto(new URL('/promo/noel/', page.url()).href)
  const shown = plain.getByRole('dialog', { name: 'Noël : livré à temps' })
  await expect(shown.getByRole('link', { name: 'Fermer et aller à l’accueil' })).toHaveAttribute(
    'href',
    '/',
  )
  await expect(plain.getByText('Plus de 200 cartes cadeaux, digitales ou physiques')).toBeAttached()
  await context.close()
})
