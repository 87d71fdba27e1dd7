import { PRODUCT } from './checkout-support'
import { expect, test } from './fixtures'

/**
 * Issue 40 point 9, spec §9: standard mail's claim (98 % the next day) and when to contact us
 * (after 5 working days) beside the registered-mail choice of the checkout's shipping step.
 */
test('the shipping step says what standard mail promises and when to contact us', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(PRODUCT)
  const configurator = page.getByRole('form', { name: 'Composez votre carte' })
  await expect(configurator.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled()
  await configurator.getByRole('radio', { name: 'Carte physique' }).check()
  await configurator.getByRole('radio', { name: '50 €', exact: true }).check()
  await configurator.getByRole('button', { name: 'Ajouter au panier' }).click()
  await page.getByRole('link', { name: 'Voir le panier' }).click()
  await page.getByRole('button', { name: 'Commander' }).click()
  const identify = page.getByRole('dialog', { name: 'Qui commande ?' })
  const email = `poste.${Date.now()}@example.fr`
  await identify.getByLabel('Adresse e-mail').fill(email)
  await identify.getByRole('button', { name: 'Continuer' }).click()
  await expect(page).toHaveURL(/\/paiement\/$/)

  const details = page.getByRole('region', { name: 'Vos coordonnées' })
  await details.getByLabel('Prénom').fill('Camille')
  await details.getByLabel('Nom', { exact: true }).fill('Durand')
  await details.getByLabel('Adresse e-mail').fill(email)
  await details.getByLabel('Rue').fill('rue de Rivoli')
  await details.getByLabel('Numéro', { exact: true }).fill('10')
  await details.getByLabel('Code postal').fill('75001')
  await details.getByLabel('Ville').fill('Paris')
  await details.getByRole('button', { name: 'Continuer' }).click()
  const shipping = page.getByRole('region', { name: 'Livraison' })
  await expect(shipping.getByRole('checkbox', { name: /Envoi en recommandé/ })).toBeVisible()
  await expect(shipping).toContainText(
    'Sans recommandé, vos cartes partent en lettre simple : 98\u202f% arrivent dès le lendemain. Rien reçu après 5 jours ouvrés ? Contactez-nous.',
  )
})
