import AxeBuilder from '@axe-core/playwright'

import { waitForEmail } from '../support/outbox'
import { blankCard, grouped } from './card-support'
import { decideOnPaymentPage, outbox } from './checkout-support'
import { expect, test } from './fixtures'

test('a holder loads a blank card with 50 €, pays it, and the card holds 50 €', async ({
  page,
}) => {
  const card = await blankCard()
  const email = `activation.${Date.now()}@example.fr`
  await page.goto('/activer/')
  const submit = page.getByRole('button', { name: 'Payer et activer' })
  await expect(submit).toBeEnabled()
  await page.getByLabel('Numéro de carte (19 chiffres)').fill(card.number)
  await expect(page.getByLabel('Numéro de carte (19 chiffres)')).toHaveValue(grouped(card.number))
  await page.getByRole('radio', { name: /^50\s€$/ }).check()
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email)
  await page.getByLabel('Confirmez l’adresse e-mail').fill(email)
  await page.getByRole('radio', { name: /Carte bancaire/ }).check()
  await page.getByRole('checkbox', { name: /conditions générales/ }).check()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])
  await submit.click()

  await expect(page).toHaveURL(/\/api\/payments\/local\/loc_/, { timeout: 30_000 })
  await decideOnPaymentPage(page, 'pay')
  await expect(page).toHaveURL(/\/activer\/reussi\/\?order=/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    /^Merci ! Votre paiement est bien reçu\./,
  )

  // Loaded by the job the payment started: the holder is told, and the card shows its balance.
  const mail = await waitForEmail(outbox, (m) => m.to.includes(email), 60_000)
  expect(mail.subject).toBe(`Votre carte •••• ${card.lastFour} est chargée`)
  await page.goto('/donneescarte/')
  await expect(page.getByRole('button', { name: 'Voir les données' })).toBeEnabled()
  await page.getByLabel('Numéro de carte (19 chiffres)').fill(card.number)
  await page.getByLabel('Code PIN (6 chiffres)').fill(card.pin)
  await page.getByRole('button', { name: 'Voir les données' }).click()
  await expect(page.getByRole('definition').filter({ hasText: /^50\s€$/ })).toBeVisible({
    timeout: 30_000,
  })
})

test('the activation form tells a foreign number, and says when a payment failed', async ({
  page,
}) => {
  await page.goto('/activer/')
  const submit = page.getByRole('button', { name: 'Payer et activer' })
  await expect(submit).toBeEnabled()
  const number = page.getByLabel('Numéro de carte (19 chiffres)')
  await number.fill('1234567890123456782')
  await expect(number).toHaveValue('1234 5678 9012 3456 782')
  await page.getByLabel('Adresse e-mail', { exact: true }).click()
  await expect(
    page.getByText('Nous ne connaissons pas ce numéro. Vérifiez-le et réessayez.'),
  ).toBeVisible()

  await page.goto('/activer/?error=2073')
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Le paiement n’a pas abouti',
  )
})

test('voucher data asks for the number and the PIN', async ({ page }) => {
  await page.goto('/donneescarte/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Les données de votre carte' }),
  ).toBeVisible()
  await expect(page.getByLabel('Code PIN (6 chiffres)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Voir les données' })).toBeEnabled()
})
