import { expect, test } from './fixtures'
import { storeAdminHeaders } from './store-admin'

test('the scroll-up button shows past twice the screen height and brings the page back up', async ({
  page,
}) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Retour en haut de la page' })
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2.5))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toHaveCount(0)
})

test('the delay warning and the informative message follow the store toggles set in /admin', async ({
  page,
  request,
}) => {
  const headers = await storeAdminHeaders(request)
  const stores = await request.get('/api/stores/?where[storeId][equals]=52&depth=0', { headers })
  const store = ((await stores.json()) as { docs: { id: number; toggles: object }[] }).docs[0]!
  const setToggles = (toggles: object) =>
    request.patch(`/api/stores/${store.id}/?locale=fr`, { headers, data: { toggles } })

  const notices = page.getByRole('complementary', { name: 'Informations' })
  await page.goto('/livraison/')
  await expect(notices).toHaveCount(0)
  try {
    const changed = await setToggles({
      ...store.toggles,
      redeemDelayWarning: true,
      informativeMessage: 'Fermeture exceptionnelle du service client le 25 décembre.',
    })
    expect(changed.ok()).toBe(true)
    await page.goto('/livraison/')
    await expect(notices).toContainText('envoyées avec du retard')
    await expect(notices).toContainText('Fermeture exceptionnelle')
  } finally {
    await setToggles(store.toggles)
  }
  await page.goto('/livraison/')
  await expect(notices).toHaveCount(0)
})
