import { readFile } from 'node:fs/promises'

import { waitForEmail } from '../support/outbox'
import {
  cartForTwo,
  decideOnPaymentPage,
  fillDetails,
  outbox,
  payByCard,
  seriousViolations,
} from './checkout-support'
import { expect, test } from './fixtures'

test('a logged-in business buyer pays with VAT number and reference, downloads the invoice and reorders', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const tag = Date.now()
  const email = `achats.${tag}@example.fr`

  await page.goto('/compte/s-inscrire/')
  await page.getByLabel('Prénom').fill('Hugo')
  await page.getByLabel('Nom', { exact: true }).fill('Lefèvre')
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email)
  await page.getByLabel('Confirmez l’adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret-123')
  await page.getByLabel('Confirmez le mot de passe').fill('Secret-123')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible()

  // Logged in, 'Commander' goes straight to the checkout.
  await cartForTwo(page, `a.${tag}@example.fr`, `b.${tag}@example.fr`)
  await page.getByRole('link', { name: 'Voir le panier' }).click()
  await page.getByRole('button', { name: 'Commander' }).click()
  await expect(page).toHaveURL(/\/paiement\/$/)
  await fillDetails(page, {
    firstName: 'Hugo',
    lastName: 'Lefèvre',
    email,
    phone: '06 98 76 54 32',
    business: {
      company: 'Lefèvre Conseil SARL',
      siren: '732829320',
      vat: 'FR44732829320',
      reference: 'BC-2026-042',
    },
  })
  await payByCard(page)
  await decideOnPaymentPage(page, 'pay')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
  ).toBeVisible()
  const confirmation = await waitForEmail(
    outbox,
    (m) => m.to.includes(email) && m.attachments.length > 0,
    30_000,
  )
  expect(confirmation.attachments[0]?.contentType).toBe('application/pdf')

  // The account's orders: the order, its details, the invoice as a PDF.
  await page.goto('/compte/commandes/')
  await expect(page.getByText('Payée').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page
    .getByRole('button', { name: /^Détails/ })
    .first()
    .click()
  const details = page.getByRole('dialog', { name: /^Commande / })
  await expect(details).toContainText('Lefèvre Conseil SARL')
  await expect(details).toContainText('FR44732829320')
  await expect(details).toContainText('BC-2026-042')
  const download = page.waitForEvent('download')
  await details.getByRole('link', { name: 'Télécharger la facture' }).click()
  const pdf = await readFile((await (await download).path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

  // Reorder: the same cards go back in the cart.
  await details.getByRole('button', { name: 'Commander à nouveau' }).click()
  await expect(page).toHaveURL(/\/panier\/$/)
  await expect(page.getByRole('article', { name: 'Alice Martin' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Bob Durand' })).toBeVisible()
})
