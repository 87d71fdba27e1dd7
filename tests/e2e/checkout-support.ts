import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** A card sold digital (any whole amount from 10 to 150 €) and physical (fixed amounts). */
export const PRODUCT = '/cartes-cadeaux/bistrot-du-port/'
export const outbox = process.env.MAIL_OUTBOX_DIR ?? '.data/outbox'

const form = (page: Page) => page.getByRole('form', { name: 'Composez votre carte' })

export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

/** Two 25 € e-cards with a note, one to each receiver, in the cart. */
export async function cartForTwo(page: Page, alice: string, bob: string) {
  await page.goto(PRODUCT)
  const configurator = form(page)
  // Buttons are disabled until the page is hydrated (spec §4): a click before would be lost.
  await expect(configurator.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled()
  await configurator.getByRole('radio', { name: 'Carte digitale' }).check()
  await configurator.getByRole('textbox', { name: 'Montant' }).fill('25')
  await configurator.getByRole('button', { name: 'Augmenter la quantité' }).click()
  await expect(configurator.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('2')
  await configurator.getByRole('radio', { name: 'Une carte à chaque destinataire' }).check()
  for (const [name, email] of [
    ['Alice Martin', alice],
    ['Bob Durand', bob],
  ] as const) {
    await configurator.getByRole('button', { name: 'Ajouter un destinataire' }).click()
    const dialog = page.getByRole('dialog', { name: 'Destinataire' })
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(name)
    await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(dialog).toBeHidden()
  }
  await configurator.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByRole('link', { name: 'Voir le panier' })).toBeVisible()
}

export type Buyer = {
  firstName: string
  lastName: string
  email: string
  phone: string
  business?: { company: string; siren: string; vat: string; reference: string }
}

/** The details step: who orders and the billing address, then on to shipping and payment. */
export async function fillDetails(page: Page, buyer: Buyer) {
  const step = page.getByRole('region', { name: 'Vos coordonnées' })
  if (buyer.business) {
    await step.getByRole('radio', { name: 'Professionnel' }).check()
    await step.getByLabel('Nom de l’entreprise').fill(buyer.business.company)
    await step.getByLabel(/SIREN/).fill(buyer.business.siren)
    await step.getByLabel(/TVA/).fill(buyer.business.vat)
    await step.getByLabel('Votre référence').fill(buyer.business.reference)
  }
  await step.getByLabel('Prénom').fill(buyer.firstName)
  await step.getByLabel('Nom', { exact: true }).fill(buyer.lastName)
  await step.getByLabel('Adresse e-mail').fill(buyer.email)
  await step.getByLabel('Numéro de téléphone').fill(buyer.phone)
  await step.getByLabel('Rue').fill('rue de Rivoli')
  await step.getByLabel('Numéro', { exact: true }).fill('10')
  await step.getByLabel('Code postal').fill('75001')
  await step.getByLabel('Ville').fill('Paris')
  await step.getByRole('button', { name: 'Continuer' }).click()
  const shipping = page.getByRole('region', { name: 'Livraison' })
  await expect(shipping.getByText(/Cartes digitales, par e-mail/).first()).toBeVisible()
  await shipping.getByRole('button', { name: 'Continuer' }).click()
}

/** The payment step: card, terms, pay; then the simulator's page. */
export async function payByCard(page: Page) {
  const step = page.getByRole('region', { name: 'Paiement' })
  await step.getByRole('radio', { name: /Carte bancaire/ }).check()
  await step.getByRole('checkbox', { name: /conditions générales de vente/ }).check()
  await step.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(/\/api\/payments\/local\/loc_/)
}

/** On the simulator's page: pay with a test card, fail, or cancel. */
export async function decideOnPaymentPage(page: Page, outcome: 'pay' | 'fail' | 'cancel') {
  if (outcome === 'pay') {
    await page.getByLabel('Nom du titulaire de la carte').fill('Camille Durand')
    await page.getByLabel('Numéro de carte').fill('4111 1111 1111 1111')
    await page.getByLabel('Date d’expiration (MM/AA)').fill('12/30')
    await page.getByLabel('Cryptogramme visuel').fill('123')
    await page.getByRole('button', { name: /^Payer/ }).click()
  } else {
    const name = outcome === 'fail' ? 'Simuler un échec' : 'Annuler'
    await page.getByRole('button', { name, exact: true }).click()
  }
}
