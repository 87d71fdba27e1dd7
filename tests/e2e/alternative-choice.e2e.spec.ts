import { seriousViolations, form, hydrated, PRODUCT } from './cart-support'
import { expect, test } from './fixtures'
import { storeAdminHeaders } from './store-admin'

type Version = Record<string, unknown>
type Product = { id: number; physical: Version }

/**
 * The alternative choice modal (spec §2) on a card whose physical version is sold out. The card is
 * made so through the REST API as the store admin, and put back: this spec runs with the
 * store-changing ones (playwright.config.ts), after the shoppers' specs.
 */
test('a sold-out version offers the other version and cards of the same kind', async ({
  page,
  request,
}) => {
  const headers = await storeAdminHeaders(request)
  const slug = PRODUCT.split('/').at(-2)
  const found = await request.get(`/api/products/?where[slug][equals]=${slug}&depth=0`, {
    headers,
  })
  const product = ((await found.json()) as { docs: Product[] }).docs[0]!
  const save = async (physical: Version) => {
    const response = await request.patch(`/api/products/${product.id}/?locale=fr`, {
      headers,
      data: { physical },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  await save({ ...product.physical, outOfStock: true })
  try {
    await page.goto(PRODUCT)
    await hydrated(page)
    const configurator = form(page)
    const physical = configurator.getByRole('radio', { name: 'Carte physique' })
    await expect(physical).toHaveAccessibleDescription(/Épuisée pour le moment/)
    await physical.check()
    await configurator.getByRole('radio', { name: '50 €', exact: true }).check()
    await configurator.getByRole('button', { name: 'Ajouter au panier' }).click()

    const dialog = page.getByRole('dialog', { name: 'Cette version est épuisée' })
    await expect(dialog.getByRole('link', { name: 'Toutes les cartes cadeaux' })).toBeVisible()
    // Cards of the same categories, never the sold-out one.
    const cards = dialog.getByRole('listitem')
    expect(await cards.count()).toBeGreaterThan(1)
    await expect(dialog.getByRole('link', { name: /Bistrot du Port/ })).toHaveCount(0)
    const focusInDialog = () =>
      dialog.evaluate((element) => element.contains(document.activeElement))
    for (let tab = 0; tab < 4; tab++) {
      await page.keyboard.press('Tab')
      // Polled: past the last element focus visits the trap's guard before it is sent back.
      await expect.poll(focusInDialog).toBe(true)
    }
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // Asked again, the other version is one click away and the refusal goes.
    await configurator.getByRole('button', { name: 'Ajouter au panier' }).click()
    await dialog.getByRole('button', { name: 'Choisir : Carte digitale' }).click()
    await expect(dialog).toBeHidden()
    await expect(configurator.getByRole('radio', { name: 'Carte digitale' })).toBeChecked()
  } finally {
    await save(product.physical)
  }
})
