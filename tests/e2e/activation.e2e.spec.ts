import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** One of our numbers (prefix and check digit right) that no card has. */
const UNKNOWN_CARD = '6280452999999999996'

test('the activation form tells a foreign number, refuses a card it cannot activate, and says when a payment failed', async ({
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

  // The same answer as for any card that cannot be activated.
  await number.fill(UNKNOWN_CARD)
  await page.getByRole('radio', { name: /^50\s€$/ }).check()
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('holder@example.fr')
  await page.getByLabel('Confirmez l’adresse e-mail').fill('holder@example.fr')
  await page.getByRole('radio', { name: 'Carte bancaire' }).check()
  await page.getByRole('checkbox', { name: /conditions générales/ }).check()
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(violations.map((violation) => violation.id)).toEqual([])
  await submit.click()
  await expect(
    page.getByText('Cette carte ne peut pas être activée.', { exact: false }),
  ).toBeVisible({
    timeout: 30_000,
  })

  await page.goto('/activer/?error=2073')
  await expect(page.getByRole('alert')).toContainText('Le paiement n’a pas abouti')
})

test('voucher data asks for the number and the PIN', async ({ page }) => {
  await page.goto('/donneescarte/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Les données de votre carte' }),
  ).toBeVisible()
  await expect(page.getByLabel('Code PIN (6 chiffres)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Voir les données' })).toBeEnabled()
})
