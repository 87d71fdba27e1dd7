import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect } from './fixtures'

/** A card sold digital (any whole amount from 10 to 150 €) and physical (fixed amounts). */
export const PRODUCT = '/cartes-cadeaux/bistrot-du-port/'

export const form = (page: Page) => page.getByRole('form', { name: 'Composez votre carte' })
export const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Panier, ${count} articles` })

export async function addReceiver(page: Page, name: string, email: string) {
  await form(page).getByRole('button', { name: 'Ajouter un destinataire' }).click()
  const dialog = page.getByRole('dialog', { name: 'Destinataire' })
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
  await dialog.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(dialog).toBeHidden()
}

/** A slow connection, as Lighthouse's mobile audit has: answers and chunks asked late arrive after paint. */
export async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

/** Buttons are disabled until the page is hydrated (spec §4): a click before would be lost. */
export const hydrated = (page: Page) =>
  expect(form(page).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled()

export async function addToCart(page: Page) {
  await form(page).getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(page.getByRole('link', { name: 'Voir le panier' })).toBeVisible()
}

/** One 25 € e-card for the buyer in the basket, added from the product page as a shopper does. */
export async function addOneECard(page: Page) {
  await page.goto(PRODUCT)
  await hydrated(page)
  await form(page).getByRole('radio', { name: 'Carte digitale' }).check()
  await form(page).getByRole('textbox', { name: 'Montant' }).fill('25')
  await addToCart(page)
}

export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}
