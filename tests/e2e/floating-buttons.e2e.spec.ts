import { addToCart, form, hydrated, PRODUCT } from './cart-support'
import { expect, test } from './fixtures'
import { coveredPrimaryActions } from './uncovered'

/*
 * Issue 40 point 7: on a phone the scroll-up button (« Retour en haut de la page ») sat over the
 * right end of « Ajouter au panier ». Floating buttons keep clear of primary actions at 320–430 px
 * (the phone fixture checks every test's last page the same way).
 */
test('the scroll-up button keeps clear of « Ajouter au panier » and of the cart’s « Commander »', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  await hydrated(page)
  const add = form(page).getByRole('button', { name: 'Ajouter au panier' })
  await expect(add).toHaveAttribute('data-primary-action')
  expect(await coveredPrimaryActions(page)).toEqual([])

  // Far down the page, the button shows, and steps aside when the action reaches its corner.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => (document.body.style.paddingTop = `${3 * window.innerHeight}px`))
  const scrollUp = page.getByRole('button', { name: 'Retour en haut de la page' })
  await add.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(scrollUp).toBeVisible()
  await add.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await expect(scrollUp).toBeHidden()
  await page.evaluate(() => window.scrollBy(0, -300))
  await expect(scrollUp).toBeVisible()
  await page.evaluate(() => (document.body.style.paddingTop = ''))

  await form(page).getByRole('radio', { name: 'Carte digitale' }).check()
  await form(page).getByRole('textbox', { name: 'Montant' }).fill('20')
  await addToCart(page)
  await page.getByRole('link', { name: 'Voir le panier' }).click()
  await expect(page.getByRole('button', { name: 'Commander' })).toBeEnabled()
  expect(await coveredPrimaryActions(page)).toEqual([])
})
