import {
  addReceiver,
  addToCart,
  cartLink,
  form,
  hydrated,
  PRODUCT,
  seriousViolations,
} from './cart-support'
import { expect, test } from './fixtures'

test('a shopper fills a cart for two receivers and a posted gift, deletes a line, and finds it after a reload', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  await hydrated(page)
  const configurator = form(page)

  // Two e-cards of 25 € with a note, one to each receiver.
  await configurator.getByRole('radio', { name: 'Carte digitale' }).check()
  await configurator.getByRole('textbox', { name: 'Montant' }).fill('25')
  await configurator.getByRole('button', { name: 'Augmenter la quantité' }).click()
  await expect(configurator.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('2')
  await configurator.getByRole('checkbox', { name: 'Ajouter une note personnelle' }).check()
  await configurator
    .getByRole('textbox', { name: 'Note personnelle' })
    .fill('Joyeux anniversaire !')
  await configurator.getByRole('radio', { name: 'Une carte à chaque destinataire' }).check()
  await addReceiver(page, 'Alice Martin', 'alice@example.fr')
  // A long address must not widen the cart on a phone (issue 24 point 13).
  await addReceiver(page, 'Bob Durand', 'bob.durand-montgolfier@entreprise-exemple.fr')
  await addToCart(page)
  await expect(cartLink(page, 2)).toBeVisible()

  // A posted 50 € card for the buyer, in a greeting card and a gift box.
  await page.reload()
  await hydrated(page)
  await form(page).getByRole('radio', { name: 'Carte physique' }).check()
  await form(page).getByRole('radio', { name: '50 €', exact: true }).check()
  await form(page)
    .getByRole('radiogroup', { name: 'Enveloppe ou carte de vœux' })
    .getByRole('radio', { name: /Carte de vœux festive/ })
    .check()
  await form(page)
    .getByRole('radiogroup', { name: 'Emballage cadeau' })
    .getByRole('radio', { name: /Boîte cadeau/ })
    .check()
  await addToCart(page)
  await expect(cartLink(page, 3)).toBeVisible()

  await cartLink(page, 3).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible()
  for (const receiver of ['Alice Martin', 'Bob Durand', 'Pour vous, par la poste']) {
    await expect(page.getByRole('article', { name: receiver })).toBeVisible()
  }
  // 2 × 25 € + 50 € + 1,50 € + 3,95 €, postage 1,95 €, service fee 1,50 €.
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(summary).toContainText(/108,90\s€/)
  expect(await seriousViolations(page)).toEqual([])

  // The package item preview: the posted card with its wrapper and packing; Esc gives focus back.
  const posted = page.getByRole('article', { name: 'Pour vous, par la poste' })
  const open = posted.getByRole('button', { name: /^Aperçu : Bistrot du Port 50\s€$/ })
  await open.click()
  const preview = page.getByRole('dialog', { name: /^Bistrot du Port 50\s€$/ })
  await expect(preview).toContainText(/1 carte de 50\s€/)
  await expect(preview).toContainText('Carte de vœux festive')
  await expect(preview).toContainText('Boîte cadeau')
  await expect(preview).toContainText(/Total\s*55,45\s€/)
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(preview).toBeHidden()
  await expect(open).toBeFocused()
  // Alice's note, to re-read before paying.
  await page
    .getByRole('article', { name: 'Alice Martin' })
    .getByRole('button', { name: /^Aperçu :/ })
    .click()
  await expect(page.getByRole('dialog')).toContainText('Joyeux anniversaire !')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Supprimer les cartes pour Bob Durand' }).click()
  const confirm = page.getByRole('dialog', { name: 'Supprimer ces cartes ?' })
  await confirm.getByRole('button', { name: 'Supprimer' }).click()
  await expect(page.getByRole('article', { name: 'Bob Durand' })).toHaveCount(0)
  await expect(summary).toContainText(/83,90\s€/)
  await expect(cartLink(page, 2)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('article', { name: 'Alice Martin' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Pour vous, par la poste' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Bob Durand' })).toHaveCount(0)
  await expect(cartLink(page, 2)).toBeVisible()
})

test('a note with an emoji is refused in the form, with what the shopper typed kept', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  await hydrated(page)
  const configurator = form(page)
  await configurator.getByRole('radio', { name: 'Carte digitale' }).check()
  await configurator.getByRole('textbox', { name: 'Montant' }).fill('30')
  await configurator.getByRole('checkbox', { name: 'Ajouter une note personnelle' }).check()
  const note = configurator.getByRole('textbox', { name: 'Note personnelle' })
  await note.fill('Bravo 🎉')
  await configurator.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(configurator).toContainText('La note personnelle ne peut pas contenir d’émoji.')
  await expect(note).toHaveValue('Bravo 🎉')
  await note.fill('')
  await configurator.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(configurator).toContainText('La note personnelle est vide')
})

test('the cart shows each personal message as typed, for a last read before paying, at 320 px too', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  await hydrated(page)
  const configurator = form(page)
  await configurator.getByRole('radio', { name: 'Carte digitale' }).check()
  await configurator.getByRole('textbox', { name: 'Montant' }).fill('20')
  await configurator.getByRole('checkbox', { name: 'Ajouter une note personnelle' }).check()
  // Markup stays text, the line break stays, and one unbroken word must wrap on a narrow phone.
  const note = 'Pour <b>Léa</b> & Tom,\nBon anniversaire ! ' + 'Hourra'.repeat(12)
  await configurator.getByRole('textbox', { name: 'Note personnelle' }).fill(note)
  await addToCart(page)

  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/panier/')
  const line = page.getByRole('article', { name: 'Pour vous, par e-mail' })
  await expect(line.getByText('Note personnelle')).toBeVisible()
  const message = line.locator('blockquote')
  await expect(message).toBeVisible()
  expect(await message.innerText()).toBe(note)
  await expect(message.locator('b')).toHaveCount(0)
  const [scrollWidth, viewWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(scrollWidth).toBeLessThanOrEqual(viewWidth!)
  const box = await message.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  expect(await seriousViolations(page)).toEqual([])
})

/** Issue 24 point 3: the configurator's wrapper overlay, product order overview and count modals. */
test('a shopper previews a wrapper, reads the price line by line and asks for more than 50 cards', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  await hydrated(page)
  const configurator = form(page)
  await configurator.getByRole('radio', { name: 'Carte physique' }).check()
  await configurator.getByRole('radio', { name: '50 €', exact: true }).check()

  // The wrapper overlay chooses what it shows.
  await configurator.getByRole('button', { name: 'Aperçu : Carte de vœux festive' }).click()
  const overlay = page.getByRole('dialog', { name: 'Carte de vœux festive' })
  await overlay.getByRole('button', { name: 'Choisir cet habillage' }).click()
  await expect(overlay).toBeHidden()
  await expect(configurator.getByRole('radio', { name: /Carte de vœux festive/ })).toBeChecked()

  // The product order overview: each line with its price, the total; Esc gives focus back.
  const details = configurator.getByRole('button', { name: 'Voir le détail du prix' })
  await details.click()
  const overview = page.getByRole('dialog', { name: 'Détail du prix' })
  await expect(overview).toContainText(/Bistrot du Port\s*1 × 50\s€\s*50\s€/)
  await expect(overview).toContainText(/Carte de vœux festive\s*1 × 1,50\s€\s*1,50\s€/)
  await expect(overview).toContainText(/Total\s*51,50\s€/)
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(overview).toBeHidden()
  await expect(details).toBeFocused()

  // + at 50 cards says where a larger order goes.
  await configurator.getByRole('spinbutton', { name: 'Quantité' }).fill('50')
  const more = configurator.getByRole('button', { name: 'Augmenter la quantité' })
  await more.click()
  const count = page.getByRole('dialog', { name: 'Plus de 50 cartes ?' })
  await expect(count.getByRole('link', { name: 'Commander pour mon entreprise' })).toHaveAttribute(
    'href',
    '/entreprise/',
  )
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(count).toBeHidden()
  await expect(more).toBeFocused()
  await expect(configurator.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('50')
})

/** Issue 24 point 2: what the shopper chose before the page's JavaScript ran is not lost. */
test('a choice made before the page is interactive is kept once it is', async ({ page }) => {
  // The page's scripts wait until the shopper has typed and ticked in the server's form (its
  // styles do not: a page waiting for its CSS paints nothing, and nothing can be clicked).
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  // Not 'domcontentloaded': the held scripts hold that event back; the form is parsed before.
  await page.goto(PRODUCT, { waitUntil: 'commit' })
  const configurator = form(page)
  await expect(configurator.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled()
  await configurator.getByRole('textbox', { name: 'Montant' }).fill('40')
  await configurator.getByRole('radio', { name: 'Merci !' }).check()
  await configurator.getByRole('checkbox', { name: 'Ajouter une note personnelle' }).check()
  release()

  await hydrated(page)
  await expect(configurator.getByRole('textbox', { name: 'Montant' })).toHaveValue('40')
  await expect(configurator.getByRole('radio', { name: 'Merci !' })).toBeChecked()
  await expect(configurator.getByRole('textbox', { name: 'Note personnelle' })).toBeVisible()
  await expect(configurator.locator('[data-total]')).toHaveText(/^40\s€$/)
})
