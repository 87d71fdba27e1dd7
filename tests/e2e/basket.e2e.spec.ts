import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** A card sold digital (any whole amount from 10 to 150 €) and physical (fixed amounts). */
const PRODUCT = '/cartes-cadeaux/bistrot-du-port/'

const form = (page: Page) => page.getByRole('form', { name: 'Composez votre carte' })
const basketLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Panier, ${count} articles` })

async function addReceiver(page: Page, name: string, email: string) {
  await form(page).getByRole('button', { name: 'Ajouter un destinataire' }).click()
  const dialog = page.getByRole('dialog', { name: 'Destinataire' })
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
  await dialog.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(dialog).toBeHidden()
}

/** Buttons are disabled until the page is hydrated (spec §4): a click before would be lost. */
const hydrated = (page: Page) =>
  expect(form(page).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled()

async function addToBasket(page: Page) {
  await form(page).getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByRole('link', { name: 'Voir le panier' })).toBeVisible()
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

test('a shopper fills a basket for two receivers and a posted gift, deletes a line, and finds it after a reload', async ({
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
  // A long address must not widen the basket on a phone (issue 24 point 13).
  await addReceiver(page, 'Bob Durand', 'bob.durand-montgolfier@entreprise-exemple.fr')
  await addToBasket(page)
  await expect(basketLink(page, 2)).toBeVisible()

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
  await addToBasket(page)
  await expect(basketLink(page, 3)).toBeVisible()

  await basketLink(page, 3).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible()
  for (const receiver of ['Alice Martin', 'Bob Durand', 'Pour vous, par la poste']) {
    await expect(page.getByRole('article', { name: receiver })).toBeVisible()
  }
  // 2 × 25 € + 50 € + 1,50 € + 3,95 €, postage 1,95 €, service fee 1,50 €.
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(summary).toContainText(/108,90\s€/)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Supprimer les cartes pour Bob Durand' }).click()
  const confirm = page.getByRole('dialog', { name: 'Supprimer ces cartes ?' })
  await confirm.getByRole('button', { name: 'Supprimer' }).click()
  await expect(page.getByRole('article', { name: 'Bob Durand' })).toHaveCount(0)
  await expect(summary).toContainText(/83,90\s€/)
  await expect(basketLink(page, 2)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('article', { name: 'Alice Martin' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Pour vous, par la poste' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Bob Durand' })).toHaveCount(0)
  await expect(basketLink(page, 2)).toBeVisible()
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

test('the basket shows each personal message as typed, for a last read before paying, at 320 px too', async ({
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
  await addToBasket(page)

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
  await addToBasket(page)
  await page.reload()
  await hydrated(page)
  await form(page).getByRole('radio', { name: 'Carte physique' }).check()
  await form(page).getByRole('radio', { name: '50 €', exact: true }).check()
  await addToBasket(page)

  await page.goto('/panier/')
  const alice = page.getByRole('article', { name: 'Alice Martin' })
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  // 25 € + 50 €, postage 1,95 €, service fee 1,50 €.
  await expect(summary).toContainText(/78,45\s€/)
  await expect(basketLink(page, 2)).toBeVisible()

  // + and − on the line: the count, the line and the totals follow; focus stays on the button.
  const more = alice.getByRole('button', { name: /^Une carte de plus : Bistrot du Port 25\s€$/ })
  await more.click()
  await expect(alice).toContainText('2 cartes digitales, par e-mail')
  await expect(basketLink(page, 3)).toBeVisible()
  await expect(summary).toContainText(/103,45\s€/)
  await expect(more).toBeFocused()
  await alice.getByRole('button', { name: /^Une carte de moins : Bistrot du Port/ }).click()
  await expect(alice).toContainText('1 carte digitale, par e-mail')
  await expect(basketLink(page, 2)).toBeVisible()
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
  await askReset.getByRole('button', { name: 'Annuler' }).click()
  await expect(askReset).toBeHidden()
  await expect(editor.getByRole('radio', { name: 'À une autre personne' })).toBeChecked()
  await save.click()

  // Back in the basket: the same line changed, nothing added.
  await expect(page).toHaveURL(/\/panier\/$/)
  const changed = page.getByRole('article', { name: 'Alice Dupont' })
  const editChanged = changed.getByRole('link', { name: /^Modifier Bistrot du Port 40\s€$/ })
  await expect(editChanged).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('article', { name: 'Alice Martin' })).toHaveCount(0)
  await expect(summary).toContainText(/93,45\s€/)
  await expect(basketLink(page, 2)).toBeVisible()

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
  await expect(basketLink(page, 2)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
