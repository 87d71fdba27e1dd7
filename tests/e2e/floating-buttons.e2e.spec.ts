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

  // Far down the page the button shows; where it meets the action, the shopper taps the action.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => (document.body.style.paddingTop = `${3 * window.innerHeight}px`))
  const scrollUp = page.getByRole('button', { name: 'Retour en haut de la page' })
  await add.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(scrollUp).toBeVisible()
  await add.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await expect(scrollUp).toBeVisible()
  const box = (await scrollUp.boundingBox())!
  const tapped = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-primary-action]')?.textContent,
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(tapped).toBe('Ajouter au panier')
  await page.evaluate(() => (document.body.style.paddingTop = ''))

  await form(page).getByRole('radio', { name: 'Carte digitale' }).check()
  await form(page).getByRole('textbox', { name: 'Montant' }).fill('20')
  await addToCart(page)
  await page.getByRole('link', { name: 'Voir le panier' }).click()
  await expect(page.getByRole('button', { name: 'Commander' })).toBeEnabled()
  expect(await coveredPrimaryActions(page)).toEqual([])
})
