import { expect, test } from '@playwright/test'

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
