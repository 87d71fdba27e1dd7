import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** What the gateway answered an account mutation: the stored user, phones in E.164. */
type AccountAnswer = {
  data: Record<
    string,
    {
      user: {
        mainProfile: { phoneNumber: string | null }
        addressBook?: { phoneNumber: string | null }[]
      } | null
    }
  >
}

async function register(page: Page) {
  const email = `phone.${Date.now()}@example.fr`
  await page.goto('/compte/s-inscrire/')
  await page.getByLabel('Prénom').fill('Camille')
  await page.getByLabel('Nom', { exact: true }).fill('Martin')
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email)
  await page.getByLabel('Confirmez l’adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret-123')
  await page.getByLabel('Confirmez le mot de passe').fill('Secret-123')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible()
}

/** The answer of the next gateway mutation named `operation`. */
const answerOf = (page: Page, operation: string) =>
  page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/api/gateway/') &&
        (response.request().postDataJSON() as { operationName?: string }).operationName ===
          operation,
    )
    .then(async (response) => ((await response.json()) as AccountAnswer).data[operation])

/**
 * Issue 40 point 8: spec §5's digit count refused real mobiles (+44 7911 123456 has 12 digits).
 * A number is now a real one of its country, stored in E.164; a national number is read in the
 * address's country.
 */
test('a British mobile is accepted and stored in E.164, typed whole or beside a British address', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await register(page)

  await page.goto('/compte/donnees/')
  const details = page.getByRole('form', { name: 'Mes données' })
  await details.getByLabel('Numéro de téléphone').fill('+44 7911 123456')
  const saved = answerOf(page, 'updateUserDetails')
  await details.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Vos données ont été enregistrées.')).toBeVisible()
  expect((await saved)?.user?.mainProfile.phoneNumber).toBe('+447911123456')
  await page.reload()
  await expect(details.getByLabel('Numéro de téléphone')).toHaveValue('7911123456')
  await expect(details.getByRole('combobox', { name: 'Indicatif' })).toHaveValue(/\+44/)

  await page.goto('/compte/carnet-adresses/')
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click()
  const add = page.getByRole('dialog', { name: 'Nouvelle adresse' })
  await add.getByLabel('Prénom').fill('Oliver')
  await add.getByLabel('Nom', { exact: true }).fill('Smith')
  await add.getByLabel('Rue').fill('Downing Street')
  await add.getByLabel('Numéro', { exact: true }).fill('10')
  await add.getByLabel('Code postal').fill('SW1A 2AA')
  await add.getByLabel('Ville').fill('London')
  await add.getByRole('combobox', { name: 'Pays' }).click()
  await page.getByRole('option', { name: 'Royaume-Uni', exact: true }).click()
  await expect(add.getByRole('combobox', { name: 'Indicatif' })).toHaveValue(/\+44/)
  await add.getByLabel('Numéro de téléphone').fill('07911 123456')
  const added = answerOf(page, 'addAddress')
  await add.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('L’adresse a été ajoutée.')).toBeVisible()
  expect((await added)?.user?.addressBook?.map((address) => address.phoneNumber)).toEqual([
    '+447911123456',
  ])
  await expect(page.getByRole('main')).toContainText('+44 7911 123456')
})
