import { isWide } from './header-support'
import { expect, test } from './fixtures'

/*
 * Issue 22 point 1: the desktop gift cards menu's panel (16 categories and their top lists) is
 * not in every page; it loads when the shopper reaches for the menu.
 */
test('pages carry the menu button only; its panel loads when the pointer reaches it', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/livraison/')).text()
  expect(html).not.toContain('Tout voir dans Restaurants')
  if (!isWide(page)) return

  await page.goto('/livraison/')
  const header = page.getByRole('banner')
  const button = header.getByRole('button', { name: 'Cartes cadeaux' })
  const loaded = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.headers()['next-action'] !== undefined,
  )
  await button.hover()
  await loaded
  await button.click()
  await expect(header.getByRole('link', { name: 'Tout voir dans Restaurants' })).toBeVisible()
})

test('without JavaScript the menu is a link to every category', async ({ browser }) => {
  // The desktop header, whatever the project's screen.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await page.goto('/livraison/')
  const navigation = page.getByRole('navigation', { name: 'Menu principal' })
  await expect(navigation.getByRole('link', { name: 'Cartes cadeaux' })).toHaveAttribute(
    'href',
    '/categorie/toutes-les-cartes-cadeaux/',
  )
  await context.close()
})

test.describe('point 1: the mobile menu', () => {
  test('pages carry no category list; it loads when the menu is reached for', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/livraison/')).text()
    expect(html).not.toContain('aria-label="Catégories de cartes cadeaux"')
    if (isWide(page)) return

    await page.goto('/livraison/')
    const loaded = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.headers()['next-action'] !== undefined,
    )
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await loaded
    const categories = page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('list', { name: 'Catégories de cartes cadeaux' })
    await expect(
      categories.getByRole('link', { name: 'Restaurants', exact: true }),
    ).toHaveAttribute('href', '/categorie/restaurants/')
  })

  test('without JavaScript the hamburger is a link to every category', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto('/livraison/')
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: 'Toutes les cartes cadeaux par catégorie' }),
    ).toHaveAttribute('href', '/categorie/toutes-les-cartes-cadeaux/')
    await context.close()
  })
})
