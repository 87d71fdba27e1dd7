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

/** Issue 24 point 1, on the phone and the desktop: a cart line changed where it stands. */
test('a shopper changes a line’s quantity, then edits it in the configurator and finds it changed in place', async ({
  page,
}) => {
  // 25 € by e-mail to Alice, and a posted 50 € card for the buyer.
  await page.goto(PRODUCT)
  await hydrated(page)
  await form(page).getByRole('radio', { name: 'Carte digitale' }).check()
  await form(page).getByRole('textbox', { name: 'Montant' }).fill('25')
  await form(page).getByRole('radio', { name: 'À une autre personne' }).check()
  await addReceiver(page, 'Alice Martin', 'alice@example.fr')
  await addToCart(page)
  await page.reload()
  await hydrated(page)
  await form(page).getByRole('radio', { name: 'Carte physique' }).check()
  await form(page).getByRole('radio', { name: '50 €', exact: true }).check()
  await addToCart(page)

  await page.goto('/panier/')
  const alice = page.getByRole('article', { name: 'Alice Martin' })
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  // 25 € + 50 €, postage 1,95 €, service fee 1,50 €.
  await expect(summary).toContainText(/78,45\s€/)
  await expect(cartLink(page, 2)).toBeVisible()

  // + and − on the line: the count, the line and the totals follow; focus stays on the button.
  const more = alice.getByRole('button', { name: /^Une carte de plus : Bistrot du Port 25\s€$/ })
  await more.click()
  await expect(alice).toContainText('2 cartes digitales, par e-mail')
  await expect(cartLink(page, 3)).toBeVisible()
  await expect(summary).toContainText(/103,45\s€/)
  await expect(more).toBeFocused()
  await alice.getByRole('button', { name: /^Une carte de moins : Bistrot du Port/ }).click()
  await expect(alice).toContainText('1 carte digitale, par e-mail')
  await expect(cartLink(page, 2)).toBeVisible()
  await expect(summary).toContainText(/78,45\s€/)

  // 'Modifier' opens the configurator holding the line as it was.
  await alice.getByRole('link', { name: /^Modifier Bistrot du Port 25\s€$/ }).click()
  const editor = page.getByRole('form', { name: 'Modifiez votre carte' })
  const save = editor.getByRole('button', { name: 'Enregistrer les modifications' })
  await expect(save).toBeEnabled()
  await expect(editor.getByRole('radio', { name: 'Carte digitale' })).toBeChecked()
  await expect(editor.getByRole('textbox', { name: 'Montant' })).toHaveValue('25')
  await expect(editor.getByRole('radio', { name: 'À une autre personne' })).toBeChecked()
  await expect(editor).toContainText('alice@example.fr')
  await editor.getByRole('textbox', { name: 'Montant' }).fill('40')

  // The edit receiver confirmation: Cancel gives focus back, yes opens the receiver form.
  const editAlice = editor.getByRole('button', { name: 'Modifier le destinataire Alice Martin' })
  await editAlice.click()
  const askEdit = page.getByRole('dialog', { name: 'Modifier le destinataire ?' })
  await expect(askEdit).toContainText('Alice Martin')
  await askEdit.getByRole('button', { name: 'Annuler' }).click()
  await expect(askEdit).toBeHidden()
  await expect(editAlice).toBeFocused()
  // Her sending date and 'Retirer' ask as well; Cancel changes nothing.
  const dateAlice = editor.getByRole('button', { name: 'Date d’envoi pour Alice Martin' })
  await dateAlice.click()
  await askEdit.getByRole('button', { name: 'Annuler' }).click()
  await expect(dateAlice).toBeFocused()
  await editor.getByRole('button', { name: 'Retirer le destinataire Alice Martin' }).click()
  const askRemove = page.getByRole('dialog', { name: 'Retirer des destinataires ?' })
  await expect(askRemove).toContainText('Alice Martin')
  await askRemove.getByRole('button', { name: 'Annuler' }).click()
  await expect(editor).toContainText('alice@example.fr')
  await editAlice.click()
  await askEdit.getByRole('button', { name: 'Modifier le destinataire' }).click()
  const receiver = page.getByRole('dialog', { name: 'Destinataire', exact: true })
  await expect(receiver.getByRole('textbox', { name: 'Nom' })).toHaveValue('Alice Martin')
  await receiver.getByRole('textbox', { name: 'Nom' }).fill('Alice Dupont')
  await receiver.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(receiver).toBeHidden()

  // The reset receiver confirmation: sending to oneself would drop Alice; Cancel keeps her.
  await editor.getByRole('radio', { name: 'À moi' }).click()
  const askReset = page.getByRole('dialog', { name: 'Retirer des destinataires ?' })
  await expect(askReset).toContainText('Alice Dupont')
  expect(await seriousViolations(page)).toEqual([])
  await askReset.getByRole('button', { name: 'Annuler' }).click()
  await expect(askReset).toBeHidden()
  await expect(editor.getByRole('radio', { name: 'À une autre personne' })).toBeChecked()
  await save.click()

  // Back in the cart: the same line changed, nothing added.
  await expect(page).toHaveURL(/\/panier\/$/)
  const changed = page.getByRole('article', { name: 'Alice Dupont' })
  const editChanged = changed.getByRole('link', { name: /^Modifier Bistrot du Port 40\s€$/ })
  await expect(editChanged).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('article', { name: 'Alice Martin' })).toHaveCount(0)
  await expect(summary).toContainText(/93,45\s€/)
  await expect(cartLink(page, 2)).toBeVisible()

  // Yes to the reset: the cards come back to the buyer, still one line.
  await editChanged.click()
  await expect(save).toBeEnabled()
  await editor.getByRole('radio', { name: 'À moi' }).click()
  await askReset.getByRole('button', { name: 'Continuer' }).click()
  await expect(editor.getByRole('radio', { name: 'À moi' })).toBeChecked()
  await expect(editor).not.toContainText('Alice Dupont')
  await save.click()
  await expect(page.getByRole('article', { name: 'Pour vous, par e-mail' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(cartLink(page, 2)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
