import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { waitForEmail } from '../support/outbox'
import { expect, test } from './fixtures'

const outbox = process.env.MAIL_OUTBOX_DIR ?? '.data/outbox'
const PRODUCT = '/cartes-cadeaux/bistrot-du-port/'

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click()
}

async function logOutFromHeader(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Camille/ })
    .click()
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click()
}

test('a customer registers, logs in from the cart, keeps details and addresses, resets and changes the password, and deletes the account', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const email = `camille.${Date.now()}@example.fr`

  // Register: logged in at once, welcomed by e-mail.
  await page.goto('/compte/s-inscrire/')
  await page.getByLabel('Prénom').fill('Camille')
  await page.getByLabel('Nom', { exact: true }).fill('Martin')
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email)
  await page.getByLabel('Confirmez l’adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret-123')
  await page.getByLabel('Confirmez le mot de passe').fill('Secret-123')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible()
  await waitForEmail(outbox, (mail) => mail.to.includes(email))

  // Log out from the header's account menu.
  await logOutFromHeader(page)
  await expect(page.getByRole('banner').getByRole('link', { name: /compte/i })).toBeVisible()

  // A cart, then 'Commander': the identify modal knows the e-mail and sends to the login page.
  await page.goto(PRODUCT)
  const configurator = page.getByRole('form', { name: 'Composez votre carte' })
  await configurator.getByRole('radio', { name: 'Carte digitale' }).check()
  await configurator.getByRole('textbox', { name: 'Montant' }).fill('25')
  await configurator.getByRole('button', { name: 'Ajouter au panier' }).click()
  await page.getByRole('link', { name: 'Voir le panier' }).click()
  await page.getByRole('button', { name: 'Commander' }).click()
  const identify = page.getByRole('dialog', { name: 'Qui commande ?' })
  await identify.getByLabel('Adresse e-mail').fill(email)
  await identify.getByRole('button', { name: 'Continuer' }).click()
  await expect(page).toHaveURL(/\/compte\/se-connecter\/\?/)
  await expect(page.getByLabel('Adresse e-mail', { exact: true })).toHaveValue(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret-123')
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/paiement\/$/)

  // Details: phone, business data and own address survive a reload.
  await page.goto('/compte/donnees/')
  const details = page.getByRole('form', { name: 'Mes données' })
  await details.getByLabel('Numéro de téléphone').fill('06 12 34 56 78')
  await details.getByLabel('Rue').fill('rue de la Paix')
  await details.getByLabel('Numéro', { exact: true }).fill('12')
  await details.getByLabel('Code postal').fill('75002')
  await details.getByLabel('Ville').fill('Paris')
  await details.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Vos données ont été enregistrées.')).toBeVisible()
  await page.reload()
  await expect(details.getByLabel('Numéro de téléphone')).toHaveValue(/6 ?12 ?34 ?56 ?78/)
  await expect(details.getByLabel('Code postal')).toHaveValue('75002')
  expect(await seriousViolations(page)).toEqual([])

  // Address book: add, edit, delete.
  await page.goto('/compte/carnet-adresses/')
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click()
  const add = page.getByRole('dialog', { name: 'Nouvelle adresse' })
  await add.getByLabel('Prénom').fill('Louise')
  await add.getByLabel('Nom', { exact: true }).fill('Bernard')
  await add.getByLabel('Rue').fill('place Bellecour')
  await add.getByLabel('Numéro', { exact: true }).fill('3')
  await add.getByLabel('Code postal').fill('69002')
  await add.getByLabel('Ville').fill('Lyon')
  await add.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('L’adresse a été ajoutée.')).toBeVisible()
  await page.getByRole('button', { name: 'Modifier l’adresse de Louise Bernard' }).click()
  const edit = page.getByRole('dialog', { name: 'Modifier l’adresse' })
  await edit.getByLabel('Ville').fill('Lyon 2e')
  await edit.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByRole('main')).toContainText('Lyon 2e')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Supprimer l’adresse de Louise Bernard' }).click()
  await page
    .getByRole('dialog', { name: 'Supprimer cette adresse ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click()
  await expect(page.getByText('Votre carnet d’adresses est vide')).toBeVisible()

  // Forgot password, logged out (an account-only page sends home): the link in the outbox.
  await logOutFromHeader(page)
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 })
  await page.goto('/compte/mot-de-passe-oublie/')
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page.getByRole('heading', { name: 'Consultez votre boîte e-mail' })).toBeVisible()
  const reset = await waitForEmail(
    outbox,
    (mail) => mail.to.includes(email) && /nouveau-mot-de-passe/.test(mail.text),
  )
  const link = /https?:\/\/\S+nouveau-mot-de-passe\/\?token=\w+/.exec(reset.text)![0]
  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-456')
  await page.getByLabel('Confirmez le mot de passe').fill('Nouveau-456')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByRole('heading', { name: 'Votre mot de passe est modifié' })).toBeVisible()

  // Log in with it, then change it from the overview.
  await page.goto('/compte/se-connecter/')
  await logIn(page, email, 'Nouveau-456')
  await expect(page.getByText('Bonjour Camille')).toBeVisible()
  await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click()
  const change = page.getByRole('dialog', { name: 'Modifier mon mot de passe' })
  await change.getByLabel('Mot de passe actuel').fill('Nouveau-456')
  await change.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-789')
  await change.getByLabel('Confirmez le nouveau mot de passe').fill('Encore-789')
  await change.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible()

  // Delete the account: home, no session left, the e-mail is unknown again.
  await page.goto('/compte/donnees/')
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
  const remove = page.getByRole('dialog', { name: 'Supprimer votre compte ?' })
  await remove.getByLabel('Votre mot de passe, pour confirmer').fill('Encore-789')
  await remove.getByRole('button', { name: 'Supprimer définitivement' }).click()
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 })
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(cookies).not.toContain('session')
  await page.goto('/compte/se-connecter/')
  await logIn(page, email, 'Encore-789')
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Aucun compte n’existe avec cette adresse e-mail.',
  )
})

test("a customer's session does not open /admin", async ({ page }) => {
  const email = `admin.try.${Date.now()}@example.fr`
  await page.goto('/compte/s-inscrire/')
  await page.getByLabel('Prénom').fill('Camille')
  await page.getByLabel('Nom', { exact: true }).fill('Essai')
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email)
  await page.getByLabel('Confirmez l’adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret-123')
  await page.getByLabel('Confirmez le mot de passe').fill('Secret-123')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  expect((await page.request.get('/api/customers/')).status()).toBe(404)
  expect(await (await page.request.get('/api/users/me/')).text()).not.toContain(email)
})
