import { expect, type Locator, type Page } from '@playwright/test'

import { waitForEmail } from '../support/outbox'
import { outbox } from './checkout-support'

/** The number and PIN of the card e-mailed to `email` (the digital card's mail). */
export async function cardFromOutbox(email: string) {
  const mail = await waitForEmail(
    outbox,
    (m) => m.to.includes(email) && /\d{4} \d{4} \d{4} \d{4} \d{3}/.test(m.text),
    60_000,
  )
  const number = /\d{4} \d{4} \d{4} \d{4} \d{3}/.exec(mail.text)?.[0] ?? ''
  const pin = /(?:PIN|code)[^\d]{0,40}(\d{6})\b/i.exec(mail.text)?.[1] ?? ''
  expect(number).not.toBe('')
  expect(pin).toMatch(/^\d{6}$/)
  return { number, pin }
}

/** /verifier-solde/: number, PIN, captcha; the balance shows. */
export async function checkBalance(page: Page, card: { number: string; pin: string }) {
  await page.goto('/verifier-solde/')
  const form = page.getByRole('form', { name: 'Vérifier le solde de votre carte' })
  await expect(form.getByRole('button', { name: 'Vérifier le solde' })).toBeEnabled()
  await form.getByLabel('Numéro de carte').fill(card.number)
  await form.getByLabel('Code PIN').fill(card.pin)
  await form.getByRole('button', { name: 'Vérifier le solde' }).click()
  return page.getByTestId('card-balance')
}

/** In the redeem shop: a card of `euros`, digital, through the gift card modal. */
export async function chooseCard(page: Page, title: string, euros: number) {
  const choose = page.getByRole('button', { name: `Choisir ${title}` })
  const more = page.getByRole('button', { name: 'Afficher plus de cartes' })
  // Over 200 cards, 16 at a time in title order: more pages until the card shows.
  await expect(choose.or(more).first()).toBeVisible()
  while (!(await choose.isVisible())) {
    await more.click()
    await expect(page.getByRole('button', { name: 'Chargement…' })).toHaveCount(0)
  }
  await choose.click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('textbox', { name: 'Montant de la carte' }).fill(String(euros))
  await dialog.getByRole('radio', { name: /Carte digitale/ }).check()
  await dialog.getByRole('button', { name: 'Ajouter à mon échange' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * 'Commander' (in the cart modal or the shop's bar) runs the identify flow (spec §4): an
 * unknown e-mail gets the guest order form; its details then prefill the redeem checkout.
 */
export async function toRedeemCheckout(page: Page, from: Page | Locator, email: string) {
  await from.getByRole('link', { name: 'Commander' }).click()
  const identify = page.getByRole('dialog', { name: 'Finaliser votre échange' })
  await identify.getByLabel('Adresse e-mail').fill(email)
  await identify.getByRole('button', { name: 'Continuer' }).click()
  const guest = page.getByRole('dialog', { name: 'Vos coordonnées' })
  await guest.getByLabel('Prénom').fill('Camille')
  await guest.getByLabel('Nom', { exact: true }).fill('Durand')
  await guest.getByRole('button', { name: 'Continuer' }).click()
  await expect(page).toHaveURL(/\/verifier-solde\/paiement\/$/)
  const form = page.getByRole('form', { name: 'Finaliser l’échange' })
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue(email)
  await expect(form.getByLabel('Prénom')).toHaveValue('Camille')
}

/** The redeem checkout's details: the holder and the invoice address. */
export async function fillRedeemDetails(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Finaliser l’échange' })
  await form.getByLabel('Prénom').fill('Camille')
  await form.getByLabel('Nom', { exact: true }).fill('Durand')
  await form.getByLabel('Adresse e-mail').fill(email)
  await form.getByLabel('Numéro de téléphone').fill('06 12 34 56 78')
  await form.getByLabel('Rue').fill('rue de Rivoli')
  await form.getByLabel('Numéro', { exact: true }).fill('10')
  await form.getByLabel('Code postal').fill('75001')
  await form.getByLabel('Ville').fill('Paris')
  return form
}
