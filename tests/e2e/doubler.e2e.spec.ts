import AxeBuilder from '@axe-core/playwright'

import { drawDate, entryDrawMonth, formatDrawDate } from '@/commerce/domain/doubler/draw-date'

import { choiceCard } from '../support/cards'
import { expect, test } from './fixtures'

/** The other PIN of the same length: wrong, yet well formed. */
const wrongPin = (pin: string) => pin.replace(/\d$/, (last) => String((Number(last) + 1) % 10))

test('a holder enters a card in the monthly draw, after a wrong PIN was refused', async ({
  page,
}) => {
  const email = `doubler.${Date.now()}@example.fr`
  const card = await choiceCard(3_000)

  await page.goto('/doubler/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Doublez le solde de votre carte cadeau' }),
  ).toBeVisible()
  const form = page.getByRole('form', { name: 'Inscrire ma carte' })
  const submit = form.getByRole('button', { name: 'Participer au tirage' })
  await expect(submit).toBeEnabled()
  await form.getByLabel('Numéro de carte').fill(card.number)
  await form.getByLabel('Code PIN').fill(wrongPin(card.pin))
  await form.getByLabel('Adresse e-mail').fill(email)
  await form.getByRole('checkbox', { name: /règlement du tirage au sort/ }).check()
  await submit.click()
  await expect(
    form.getByText('Ce numéro de carte et ce code PIN ne vont pas ensemble.', { exact: false }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/doubler\/$/)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])

  await form.getByLabel('Code PIN').fill(card.pin)
  await submit.click()
  await expect(page).toHaveURL(/\/doubler\/merci\/$/, { timeout: 30_000 })
  const date = formatDrawDate(drawDate(entryDrawMonth(new Date(), 'Europe/Paris')), 'fr-FR')
  await expect(page.getByRole('status').filter({ hasText: 'participe au tirage' })).toHaveText(
    `Votre carte •••• ${card.lastFour} participe au tirage du ${date}. ` +
      'Si elle est tirée au sort, nous vous prévenons par e-mail.',
  )
})
